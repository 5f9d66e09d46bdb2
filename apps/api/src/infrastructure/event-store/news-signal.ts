/** Wakes waiting subscriptions after a local commit; the poll timer covers other processes' commits. */
export class NewsSignal {
  private readonly waiters = new Set<() => void>();

  constructor(private readonly pollIntervalMs: number) {}

  notify(): void {
    for (const wake of [...this.waiters]) wake();
  }

  wait(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const wake = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', wake);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.pollIntervalMs);
      signal.addEventListener('abort', wake);
      this.waiters.add(wake);
    });
  }
}
