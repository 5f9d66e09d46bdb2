type Task<T> = () => Promise<T>;

// At most `perKey` tasks run at once for one key (a tenant); the rest wait in order.
export class TaskLimiter {
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly perKey: number) {}

  async run<T>(key: string, task: Task<T>): Promise<T> {
    if ((this.running.get(key) ?? 0) >= this.perKey) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(key) ?? [];
        queue.push(resolve);
        this.waiting.set(key, queue);
      });
    }
    this.running.set(key, (this.running.get(key) ?? 0) + 1);
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  private release(key: string): void {
    const left = (this.running.get(key) ?? 1) - 1;
    if (left === 0) this.running.delete(key);
    else this.running.set(key, left);
    const queue = this.waiting.get(key);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.waiting.delete(key);
    next?.();
  }
}
