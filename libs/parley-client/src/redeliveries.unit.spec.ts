import { Redeliveries } from './redeliveries';

// A promise the test settles itself, to hold a first delivery "in flight".
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

describe('Redeliveries', () => {
  it('does the work of an id once: a redelivery in flight and after shares the first outcome', async () => {
    const deliveries = new Redeliveries<string>({ keepMs: 60_000, max: 100 });
    const first = gate<string>();
    let runs = 0;
    const work = () => ((runs += 1), first.promise);
    const a = deliveries.deliver('act-1', work);
    const b = deliveries.deliver('act-1', work);
    expect([a.redelivered, b.redelivered]).toEqual([false, true]);
    first.open('the answer');
    await expect(b.outcome).resolves.toBe('the answer');
    const c = deliveries.deliver('act-1', work);
    expect(c.redelivered).toBe(true);
    await expect(c.outcome).resolves.toBe('the answer');
    expect(runs).toBe(1);
  });

  it('tries afresh after a failed first delivery, and treats deliveries without an id as new', async () => {
    const deliveries = new Redeliveries<string>({ keepMs: 60_000, max: 100 });
    const failed = gate<string>();
    const first = deliveries.deliver('act-2', () => failed.promise);
    failed.fail(new Error('connector down'));
    await expect(first.outcome).rejects.toThrow('connector down');
    const retry = deliveries.deliver('act-2', () => Promise.resolve('answered'));
    expect(retry.redelivered).toBe(false);
    await expect(retry.outcome).resolves.toBe('answered');
    expect(deliveries.deliver(undefined, () => Promise.resolve('x')).redelivered).toBe(false);
    expect(deliveries.deliver(undefined, () => Promise.resolve('x')).redelivered).toBe(false);
  });

  it('forgets ids older than the retry window, and the oldest beyond its size', async () => {
    let now = 0;
    const deliveries = new Redeliveries<number>({ keepMs: 1000, max: 2, clock: () => now });
    await deliveries.deliver('a', () => Promise.resolve(1)).outcome;
    now = 2000;
    expect(deliveries.deliver('a', () => Promise.resolve(2)).redelivered).toBe(false);
    deliveries.deliver('b', () => Promise.resolve(3));
    deliveries.deliver('c', () => Promise.resolve(4));
    expect(deliveries.deliver('a', () => Promise.resolve(5)).redelivered).toBe(false);
    expect(deliveries.deliver('c', () => Promise.resolve(6)).redelivered).toBe(true);
  });
});
