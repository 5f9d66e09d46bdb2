import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { RedisProjectionLease } from './redis-projection-lease';

// The local Redis of the development and CI machines (REDIS_URL to use another).
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('the projection lease in Redis (read models in MongoDB)', () => {
  const key = `parley-test:lease:${randomUUID()}`;
  const leases: RedisProjectionLease[] = [];
  const lease = () => {
    const made = new RedisProjectionLease(REDIS_URL, { key, ttlMs: 300, retryMs: 20 });
    leases.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(leases.map((l) => l.close()));
    const redis = new Redis(REDIS_URL);
    await redis.del(key);
    redis.disconnect();
  });

  it('is held by one at a time, passes on at release, and is lost when its key is taken away', async () => {
    const [a, b] = [lease(), lease()];
    const heldByA = await a.acquire(new AbortController().signal);
    expect(heldByA).toBeDefined();
    await expect(a.describeHolder()).resolves.toMatch(/^parley-projections .+ pid \d+$/);
    // B waits while A renews (several TTLs long); it gets the lease once A lets go.
    const waiting = new AbortController();
    const forB = b.acquire(waiting.signal);
    let bHeld = false;
    void forB.then(() => (bHeld = true));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(bHeld).toBe(false);
    await heldByA?.release();
    const heldByB = await forB;
    expect(heldByB).toBeDefined();

    // Someone else's key where B's was (B cut off past its TTL): B notices at its next renewal.
    const redis = new Redis(REDIS_URL);
    await redis.set(key, 'another holder');
    await expect(heldByB?.lost).resolves.toBeUndefined();
    await redis.del(key);
    redis.disconnect();
  });

  it('gives up waiting when told to', async () => {
    const holder = lease();
    const other = lease();
    const held = await holder.acquire(new AbortController().signal);
    const stop = new AbortController();
    const waiting = other.acquire(stop.signal);
    stop.abort();
    await expect(waiting).resolves.toBeUndefined();
    await held?.release();
  });
});
