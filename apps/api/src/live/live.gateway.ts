import { Inject, Logger } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { OnGatewayConnection, OnGatewayInit } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type { CollectionCardResponse } from '@parley/domain';
import Redis from 'ioredis';
import type { Subscription } from 'rxjs';
import type { Server, Socket } from 'socket.io';
import { SESSION_COOKIE } from '../auth/session/session-cookie';
import { SessionStore, sessionDigest } from '../auth/session/session-store';
import type { SessionsEnded } from '../auth/session/session-store';
import { CollectionReader } from '../collections/collection-reader';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DeliveryNotices } from '../digests/delivery-notices';
import { pickLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import { CollectionChanges } from './collection-changes';

type SocketData = { tenantId: string; locale: Locale; sessionDigest: string };
type LiveSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;
export type WatchedCollection = { collectionId: string; tenantId: string; locale: Locale };

export const tenantRoom = (tenantId: string) => `tenant:${tenantId}`;
export const collectionRoom = (collectionId: string) => `collection:${collectionId}`;
// Named by the session id's digest: room names travel through Redis, the id itself must not.
const sessionRoom = (digest: string) => `session:${digest}`;

export function sessionIdFromCookie(header: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(header ?? '');
  return match ? decodeURIComponent(match[1]) : undefined;
}

// Live updates (ARCHITECTURE.md): a socket opens only with a live session cookie and joins its
// tenant's room, so a change made in one tab reaches the tenant's other tabs and devices. With
// REDIS_URL the Redis adapter carries every room emit to the other API instances.
@WebSocketGateway()
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnApplicationShutdown {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger(LiveGateway.name);
  private readonly redis: Redis[] = [];
  private subscription?: Subscription;
  private endings?: Subscription;
  private notices?: Subscription;
  private readonly watched = new Map<string, WatchedCollection>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionStore,
    private readonly reader: CollectionReader,
    private readonly changes: CollectionChanges,
    private readonly deliveries: DeliveryNotices,
  ) {}

  afterInit(server: Server): void {
    if (this.config.redisUrl) {
      const pub = new Redis(this.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
      const sub = pub.duplicate();
      for (const client of [pub, sub])
        client.on('error', (error: Error) => this.logger.warn({ err: error }, 'redis'));
      this.redis.push(pub, sub);
      server.adapter(createAdapter(pub, sub));
    }
    server.use((socket: LiveSocket, next) => {
      const sessionId = sessionIdFromCookie(socket.handshake.headers.cookie);
      const session = sessionId ? this.sessions.find(sessionId) : undefined;
      if (!session) return next(new Error('errors.unauthorized'));
      const language = socket.handshake.headers['accept-language'];
      socket.data = {
        tenantId: session.tenantId,
        locale: pickLocale([typeof language === 'string' ? language : undefined]),
        sessionDigest: sessionDigest(sessionId as string),
      };
      next();
    });
    this.subscription = this.changes.changes.subscribe((notice) => {
      const { tenantId: _tenant, origin, ...payload } = notice;
      const room = this.server.to(tenantRoom(notice.tenantId));
      (origin ? room.except(origin) : room).emit('collection', payload);
    });
    this.endings = this.sessions.ended.subscribe((ended) => this.disconnect(ended));
    // A digest or report sent or failed: the notification panel of every open tab hears it.
    this.notices = this.deliveries.notices.subscribe(({ tenantId, ...notice }) =>
      this.server.to(tenantRoom(tenantId)).emit('notification', notice),
    );
  }

  async handleConnection(socket: LiveSocket): Promise<void> {
    await socket.join([tenantRoom(socket.data.tenantId), sessionRoom(socket.data.sessionDigest)]);
  }

  // A signed-out (or password-changed) session's sockets close, on every instance through the
  // Redis adapter: they must not go on receiving the tenant's updates.
  private disconnect(ended: SessionsEnded): void {
    const sockets =
      ended.kind === 'one'
        ? this.server.in(sessionRoom(ended.digest))
        : ended.exceptDigest
          ? this.server.in(tenantRoom(ended.tenantId)).except(sessionRoom(ended.exceptDigest))
          : this.server.in(tenantRoom(ended.tenantId));
    sockets.disconnectSockets(true);
  }

  // An open collection view asks for its cards' auto-refresh pushes.
  @SubscribeMessage('watch')
  async watch(
    @ConnectedSocket() socket: LiveSocket,
    @MessageBody() body: { collectionId?: unknown },
  ): Promise<{ ok: boolean }> {
    const collectionId = typeof body?.collectionId === 'string' ? body.collectionId : '';
    for (const room of socket.rooms) if (room.startsWith('collection:')) await socket.leave(room);
    const own = await this.reader.own(socket.data.tenantId, collectionId).then(
      () => true,
      () => false,
    );
    if (!own) return { ok: false };
    this.watched.set(collectionId, {
      collectionId,
      tenantId: socket.data.tenantId,
      locale: socket.data.locale,
    });
    await socket.join(collectionRoom(collectionId));
    return { ok: true };
  }

  @SubscribeMessage('unwatch')
  async unwatch(@ConnectedSocket() socket: LiveSocket): Promise<{ ok: boolean }> {
    for (const room of socket.rooms) if (room.startsWith('collection:')) await socket.leave(room);
    return { ok: true };
  }

  /** Collections some socket on this instance has open right now. */
  watchedCollections(): WatchedCollection[] {
    const rooms = this.server.of('/').adapter.rooms;
    for (const id of this.watched.keys())
      if (!rooms.has(collectionRoom(id))) this.watched.delete(id);
    return [...this.watched.values()];
  }

  /** A re-run card goes to this instance's sockets watching its collection (each instance refreshes its own). */
  pushCard(collectionId: string, response: CollectionCardResponse): void {
    this.server.local.to(collectionRoom(collectionId)).emit('card', { collectionId, response });
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscription?.unsubscribe();
    this.endings?.unsubscribe();
    this.notices?.unsubscribe();
    await Promise.all(this.redis.map((client) => client.quit().catch(() => undefined)));
  }
}
