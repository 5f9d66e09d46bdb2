import type { ExpectedRevision } from './event-store.port';

/** The stream is not where the caller decided: the API answers 409, the caller may reload and retry. */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `Stream "${stream}" is at revision ${String(actual)}, the append expected ${String(expected)}`,
    );
  }
}

/** Some, but not all, of the appended event ids were stored before: not a retry of one append. */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly stream: string,
    readonly eventId: string,
  ) {
    super(
      `Event ${eventId} is already stored; the append to "${stream}" is neither new nor a retry`,
    );
  }
}

/** The append itself is malformed (no events, an id that is not a UUID): a programming error. */
export class InvalidAppendError extends Error {
  override readonly name = 'InvalidAppendError';
}
