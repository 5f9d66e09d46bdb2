import { backoffDelay } from './jittered-backoff';
import { StreamLocks } from './stream-locks';

describe('commands on one stream in one process', () => {
  it('run one after another, in arrival order, while other streams run alongside', async () => {
    const locks = new StreamLocks();
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} end`);
    };
    await Promise.all([
      locks.run('collection-a', step('a1', 20)),
      locks.run('collection-a', step('a2', 1)),
      locks.run('collection-b', step('b1', 5)),
    ]);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('let the next one run when one fails', async () => {
    const locks = new StreamLocks();
    await expect(locks.run('s', () => Promise.reject(new Error('refused')))).rejects.toThrow();
    await expect(locks.run('s', () => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('the backoff after a conflict', () => {
  it('is spread at random up to a growing, capped bound', () => {
    expect(backoffDelay(1, () => 0.999)).toBeLessThanOrEqual(8);
    expect(backoffDelay(3, () => 0.999)).toBeLessThanOrEqual(32);
    expect(backoffDelay(20, () => 0.999)).toBeLessThanOrEqual(250);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });
});
