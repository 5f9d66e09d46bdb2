import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import type { SignInThrottleConfig } from './auth-config';

/** Wrong passwords typed for one address: how many, and when the last one was. */
export type Failures = { count: number; lastAt: number };

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; locked: boolean; retryAfterMs: number };

/**
 * Per-account guessing limit (issue 26 item 7), whatever addresses the guesses come from: the
 * first `freeFailures` wrong passwords cost nothing, each further one makes the next try wait
 * twice as long, and `lockFailures` of them lock password sign-in for `lockMs` after the last.
 * Pure: the clock arrives as `now`.
 */
export function throttleVerdict(
  failures: Failures | undefined,
  policy: SignInThrottleConfig,
  now: number,
): ThrottleVerdict {
  if (!failures || failures.count < policy.freeFailures) return { allowed: true };
  const wait =
    failures.count >= policy.lockFailures
      ? policy.lockMs
      : Math.min(policy.lockMs, policy.delayBaseMs * 2 ** (failures.count - policy.freeFailures));
  const retryAfterMs = failures.lastAt + wait - now;
  if (retryAfterMs <= 0) return { allowed: true };
  return { allowed: false, locked: failures.count >= policy.lockFailures, retryAfterMs };
}

type FailureStore = {
  read(key: string): Promise<Failures | undefined>;
  /** Counts one more failure, kept for `keepMs` after it; answers the new count. */
  add(key: string, now: number, keepMs: number): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

function memoryStore(): FailureStore {
  const entries = new Map<string, Failures & { until: number }>();
  return {
    read: (key) => {
      const entry = entries.get(key);
      if (entry && entry.until <= Date.now()) entries.delete(key);
      return Promise.resolve(entries.get(key));
    },
    add: (key, now, keepMs) => {
      const previous = entries.get(key);
      const count = (previous && previous.until > now ? previous.count : 0) + 1;
      entries.set(key, { count, lastAt: now, until: now + keepMs });
      return Promise.resolve(count);
    },
    clear: (key) => Promise.resolve(void entries.delete(key)),
    close: () => Promise.resolve(),
  };
}

// With several API instances the counts are shared, or each instance would allow the guesses anew.
function redisStore(url: string): FailureStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    async read(key) {
      const found = await redis.hmget(key, 'count', 'lastAt');
      const [count, lastAt] = found.map(Number);
      return count ? { count, lastAt } : undefined;
    },
    async add(key, now, keepMs) {
      const results = await redis
        .multi()
        .hincrby(key, 'count', 1)
        .hset(key, 'lastAt', now)
        .pexpire(key, keepMs)
        .exec();
      return Number(results?.[0]?.[1] ?? 1);
    },
    async clear(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

@Injectable()
export class SignInThrottle implements OnApplicationShutdown {
  private readonly store: FailureStore;
  private readonly policy: SignInThrottleConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.policy = config.auth.signInThrottle;
    this.store = config.redisUrl ? redisStore(config.redisUrl) : memoryStore();
  }

  // Keyed by a digest: the address itself never becomes a Redis key.
  private key(email: string): string {
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    return `parley-signin-failures:${digest}`;
  }

  async check(email: string, now = Date.now()): Promise<ThrottleVerdict> {
    return throttleVerdict(await this.store.read(this.key(email)), this.policy, now);
  }

  /** Counts a wrong password; true when this one locks the account (its owner is told once). */
  async failed(email: string, now = Date.now()): Promise<boolean> {
    const keepMs = this.policy.lockMs;
    const count = await this.store.add(this.key(email), now, keepMs);
    return count === this.policy.lockFailures;
  }

  async succeeded(email: string): Promise<void> {
    await this.store.clear(this.key(email));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
