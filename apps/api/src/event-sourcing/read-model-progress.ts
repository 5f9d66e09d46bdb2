import { Injectable } from '@nestjs/common';

// Where the projections are in the global log, and a way to wait for a position: a command's
// HTTP reply waits here so the next GET shows its change.
@Injectable()
export class ReadModelProgress {
  private position = 0;
  // The furthest log position this process has seen appended or delivered: lag = head - position.
  private head = 0;
  private waiters: {
    position: number;
    resolve: () => void;
    reject: (e: Error) => void;
    timer: NodeJS.Timeout;
  }[] = [];

  get current(): number {
    return this.position;
  }

  get lag(): { head: number; behind: number } {
    const head = Math.max(this.head, this.position);
    return { head, behind: head - this.position };
  }

  noteHead(position: number): void {
    if (position > this.head) this.head = position;
  }

  advance(position: number): void {
    if (position <= this.position) return;
    this.position = position;
    const due = this.waiters.filter((w) => w.position <= position);
    this.waiters = this.waiters.filter((w) => w.position > position);
    for (const waiter of due) {
      clearTimeout(waiter.timer);
      waiter.resolve();
    }
  }

  waitFor(position: number, timeoutMs = 10_000): Promise<void> {
    if (position <= this.position) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        reject(new Error(`Read models did not reach position ${position} within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      this.waiters.push({ position, resolve, reject, timer });
    });
  }
}
