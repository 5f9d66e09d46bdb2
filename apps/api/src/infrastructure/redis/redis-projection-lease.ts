import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import Redis from 'ioredis';
import type { HeldLease, ProjectionLease } from '../../projections/projection-lease';

export type RedisProjectionLeaseOptions = {
  key?: string;
  /** A holder that stops renewing (killed, cut off) loses the lease after this long. */
  ttlMs?: number;
  retryMs?: number;
};

// Renews only while the key still holds this holder's token; releases likewise.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The projection lease for read models in MongoDB: a Redis key with a time to live, renewed by
 * its holder at a third of it. A holder that dies stops renewing and another instance takes
 * over within the TTL; the checkpoint written in each projection transaction keeps a holder
 * that was cut off but still running from applying an event twice.
 */
export class RedisProjectionLease implements ProjectionLease {
  private readonly redis: Redis;
  private readonly key: string;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly holders = new Set<() => Promise<void>>();

  constructor(url: string, options: RedisProjectionLeaseOptions = {}) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', () => undefined);
    this.key = options.key ?? 'parley:projections:lease';
    this.ttlMs = options.ttlMs ?? 10_000;
    this.retryMs = options.retryMs ?? 500;
  }

  async acquire(signal: AbortSignal): Promise<HeldLease | undefined> {
    const token = `parley-projections ${hostname()} pid ${process.pid} ${randomUUID()}`;
    while (!signal.aborted) {
      const taken = await this.redis.set(this.key, token, 'PX', this.ttlMs, 'NX').catch(() => null);
      if (taken === 'OK') return this.hold(token);
      // An abort ends the wait early, as the lease's caller asked; it is not an error here.
      await delay(this.retryMs, undefined, { signal }).catch(() => undefined);
    }
    return undefined;
  }

  async describeHolder(): Promise<string | undefined> {
    const token = await this.redis.get(this.key);
    return token ? token.split(' ').slice(0, 4).join(' ') : undefined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.holders].map((release) => release()));
    this.redis.disconnect();
  }

  private hold(token: string): HeldLease {
    let markLost: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    let lastRenewed = Date.now();
    const renew = setInterval(
      () => {
        this.redis
          .eval(RENEW, 1, this.key, token, this.ttlMs)
          .then((renewed) => {
            if (renewed === 1) lastRenewed = Date.now();
            else stop();
          })
          .catch(() => {
            // Redis unreachable: the key may expire meanwhile, and then another may hold it.
            if (Date.now() - lastRenewed >= this.ttlMs) stop();
          });
      },
      Math.max(50, Math.floor(this.ttlMs / 3)),
    );
    renew.unref();
    const stop = (): void => {
      clearInterval(renew);
      markLost();
    };
    const release = async (): Promise<void> => {
      this.holders.delete(release);
      clearInterval(renew);
      await this.redis.eval(RELEASE, 1, this.key, token).catch(() => undefined);
    };
    this.holders.add(release);
    return { lost, release };
  }
}
