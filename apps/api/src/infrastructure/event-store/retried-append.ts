import type { ExpectedRevision } from './event-store.port';

type PlacedEvent = { stream: string; revision: number };

/**
 * Whether an append whose event ids are already stored is a retry of one that succeeded: its
 * events stand, in order, as one run in this stream, right where it expected. Returns the run's
 * last event (what the original append returned), or undefined when it is not a retry; the write
 * then says what is wrong (a moved stream, or reused ids). `placed` is each event's stored row by
 * id, in the append's order.
 */
export function retriedRun<T extends PlacedEvent>(
  placed: readonly (T | undefined)[],
  stream: string,
  expected: ExpectedRevision,
): T | undefined {
  const first = placed[0];
  if (!first) return undefined;
  const sameRun = placed.every(
    (row, index) => row?.stream === stream && row.revision === first.revision + index,
  );
  const samePlace = expected === 'any' || revisionNumber(expected) === first.revision - 1;
  if (!sameRun || !samePlace) return undefined;
  return placed[placed.length - 1];
}

/** The revision an append expects to follow: -1 for a stream that must not exist yet. */
export function revisionNumber(expected: number | 'no_stream'): number {
  return expected === 'no_stream' ? -1 : expected;
}
