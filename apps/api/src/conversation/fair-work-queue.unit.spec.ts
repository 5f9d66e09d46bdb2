import { FairWorkQueue } from './fair-work-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair work queue', () => {
  it('runs at most its limit at once and serves waiting tenants in turn', async () => {
    const queue = new FairWorkQueue(1);
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases.push(resolve);
      });
    const all = [
      queue.run('busy', job('busy-1')),
      queue.run('busy', job('busy-2')),
      queue.run('busy', job('busy-3')),
      queue.run('other', job('other-1')),
    ];
    await tick();
    expect(order).toEqual(['busy-1']);
    for (let n = 0; n < 4; n++) {
      releases[n]();
      await tick();
    }
    await Promise.all(all);
    // The other tenant's one question does not wait for the busy tenant's whole queue.
    expect(order).toEqual(['busy-1', 'busy-2', 'other-1', 'busy-3']);
  });

  it('frees its place when the work fails', async () => {
    const queue = new FairWorkQueue(1);
    await expect(queue.run('t', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    await expect(queue.run('t', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
