export type RedeliveryOptions = {
  /** How long an id is remembered: the platform's retry window, with room to spare. */
  keepMs: number;
  /** At most this many ids are remembered; the oldest go first. */
  max: number;
  clock?: () => number;
};

/**
 * Teams redelivers an activity and Alexa a request that it thinks went unanswered, with the same
 * id. The first delivery of an id does the work; a redelivery while it runs, or after it
 * succeeded, gets the first one's outcome instead of doing it again. A first delivery that
 * failed is forgotten, so a later one tries afresh (and the API's Idempotency-Key still answers
 * it once). Without an id every delivery is its own.
 */
export class Redeliveries<T> {
  private readonly seen = new Map<string, { outcome: Promise<T>; at: number }>();
  private readonly clock: () => number;

  constructor(private readonly options: RedeliveryOptions) {
    this.clock = options.clock ?? Date.now;
  }

  deliver(
    id: string | undefined,
    work: () => Promise<T>,
  ): { redelivered: boolean; outcome: Promise<T> } {
    if (!id) return { redelivered: false, outcome: work() };
    const now = this.clock();
    const kept = this.seen.get(id);
    if (kept && kept.at >= now - this.options.keepMs)
      return { redelivered: true, outcome: kept.outcome };
    this.seen.delete(id);
    this.makeRoom(now);
    const outcome = (async () => work())();
    this.seen.set(id, { outcome, at: now });
    outcome.catch(() => {
      if (this.seen.get(id)?.outcome === outcome) this.seen.delete(id);
    });
    return { redelivered: false, outcome };
  }

  // A Map iterates in insertion order, so the oldest ids are at its front.
  private makeRoom(now: number): void {
    for (const [id, { at }] of this.seen) {
      if (at >= now - this.options.keepMs && this.seen.size < this.options.max) return;
      this.seen.delete(id);
    }
  }
}
