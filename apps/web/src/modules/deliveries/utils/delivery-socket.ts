import { acquireSocket, releaseSocket } from '../../collections/utils/live-socket';
import type { Delivery } from './deliveries-api';

// What the server pushes to the tenant's room when a digest or report was sent or failed.
export type DeliveryNotice = Omit<Delivery, '_id'> & { id: string };

type NoticeSocket = {
  on: (event: 'notification', listener: (notice: DeliveryNotice) => void) => void;
  off: (event: 'notification', listener: (notice: DeliveryNotice) => void) => void;
};

/** Listens on the tab's one live socket; answers the function that stops listening. */
export function onDeliveryNotice(listener: (notice: DeliveryNotice) => void): () => void {
  // The collections' socket types list only their own events; this one is the deliveries'.
  const socket = acquireSocket() as unknown as NoticeSocket;
  socket.on('notification', listener);
  return () => {
    socket.off('notification', listener);
    releaseSocket();
  };
}
