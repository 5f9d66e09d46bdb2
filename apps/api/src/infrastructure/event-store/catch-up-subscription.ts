import type { EventHandler, StoredEvent, Subscription, SubscriptionEnd } from './event-store.port';

export type CatchUpSource = {
  /** Synchronous for the embedded file, a query for a server. */
  readAfter(position: number, limit: number): StoredEvent[] | Promise<StoredEvent[]>;
  /** Resolves when new events may exist: a local commit, a server's notice, or the poll interval. */
  waitForNews(signal: AbortSignal): Promise<void>;
};

const pageSize = 500;

/**
 * Pulls pages after the last delivered position until none is left, then waits for news. Pulling
 * (rather than pushing each commit) keeps history and live events in one ordered path, so the
 * switch from catching up to live can neither skip nor repeat an event.
 */
export function startCatchUpSubscription(
  source: CatchUpSource,
  fromPosition: number,
  handler: EventHandler,
): Subscription {
  const stop = new AbortController();
  const run = async (): Promise<SubscriptionEnd> => {
    let position = fromPosition;
    try {
      while (!stop.signal.aborted) {
        const page = await source.readAfter(position, pageSize);
        for (const event of page) {
          if (stop.signal.aborted) break;
          await handler(event);
          position = event.position;
        }
        // Only an empty read waits: events committed while the handler ran are read at once.
        if (page.length === 0 && !stop.signal.aborted) await source.waitForNews(stop.signal);
      }
      return { reason: 'closed' };
    } catch (error) {
      return stop.signal.aborted ? { reason: 'closed' } : { reason: 'failed', error };
    }
  };
  const ended = run();
  return {
    ended,
    close: async () => {
      stop.abort();
      await ended;
    },
  };
}
