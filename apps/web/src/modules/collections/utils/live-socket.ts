import { io } from 'socket.io-client';
import type { CollectionCardResponse, CollectionChange } from '@parley/domain';
import type { Socket } from 'socket.io-client';

export type { CollectionChange };

export type PushedCard = { collectionId: string; response: CollectionCardResponse };

type ServerEvents = {
  collection: (change: CollectionChange) => void;
  card: (pushed: PushedCard) => void;
};
type ClientEvents = {
  watch: (body: { collectionId: string }, ack: (reply: { ok: boolean }) => void) => void;
  unwatch: () => void;
};

let socket: Socket<ServerEvents, ClientEvents> | null = null;
let users = 0;

// One socket per tab, opened while some screen listens; the session cookie authenticates it.
export function acquireSocket(): Socket<ServerEvents, ClientEvents> {
  users += 1;
  socket ??= io({ transports: ['websocket'], withCredentials: true });
  return socket;
}

export function releaseSocket(): void {
  users = Math.max(0, users - 1);
  if (users === 0 && socket) {
    socket.disconnect();
    socket = null;
  }
}
