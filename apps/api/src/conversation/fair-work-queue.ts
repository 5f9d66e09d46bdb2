import { availableParallelism } from 'node:os';

/**
 * Bounds the answer work (parsing, planning, queries, card building) running at once, and hands
 * free places to tenants in turn. Fifty questions from one tenant then wait as promises instead
 * of filling the event loop with their CPU work, so /health and other tenants' calls are served
 * between them; another tenant's question goes ahead of the busy tenant's queue.
 */
export class FairWorkQueue {
  private running = 0;
  // Insertion order is the turn order: a tenant served goes to the back.
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly limit = Math.max(2, availableParallelism())) {}

  async run<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(tenantId) ?? [];
        queue.push(resolve);
        this.waiting.set(tenantId, queue);
      });
    try {
      return await work();
    } finally {
      this.handOver();
    }
  }

  private handOver(): void {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running -= 1;
      return;
    }
    const [tenantId, queue] = next.value;
    const resolve = queue.shift() as () => void;
    this.waiting.delete(tenantId);
    if (queue.length > 0) this.waiting.set(tenantId, queue);
    resolve();
  }
}
