// The write side's only view of the log (ARCHITECTURE.md "Write side"). Both adapters pass
// `testing/event-store.contract.ts`, so code above this port never knows which one it runs on.

export const EVENT_STORE = Symbol('EVENT_STORE');

export type JsonObject = Record<string, unknown>;

/** An event to append. `id` is a UUID derived from the command id (see `deriveEventId`). */
export type NewEvent = {
  id: string;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
};

/** An event as the log keeps it. Revisions count from 0 inside a stream; positions order the whole log. */
export type StoredEvent = NewEvent & {
  stream: string;
  revision: number;
  position: number;
  time: Date;
  /**
   * Set when the stored row could not be decoded (its data or metadata is not a JSON object):
   * why, never what it holds. `data` and `metadata` are then empty. Reading the log never throws
   * on one bad row; readers set such an event aside (see `upcast`).
   */
  unreadable?: string;
};

/**
 * - a number: the revision of the stream's last event (the caller read it and decided on it);
 * - 'no_stream': the stream must not exist yet;
 * - 'any': no check (only for streams nobody decides on, such as logs of facts).
 */
export type ExpectedRevision = number | 'no_stream' | 'any';

export type AppendOptions = { expectedRevision: ExpectedRevision };

/** `nextRevision` is the revision of the last appended event, `position` its global position. */
export type AppendResult = { nextRevision: number; position: number };

/** A checkpoint: readers receive only events whose position is greater. 0 means "from the start". */
export type ReadAllOptions = { fromPosition?: number; limit?: number };

export type SubscribeOptions = { fromPosition?: number };

/** Where a stream read starts: a snapshot taken at revision r reads on from r + 1. */
export type ReadStreamOptions = { fromRevision?: number };

export type EventHandler = (event: StoredEvent) => Promise<void> | void;

/** How a subscription ended; never rejects, so nobody is surprised by an unhandled rejection. */
export type SubscriptionEnd = { reason: 'closed' } | { reason: 'failed'; error: unknown };

export type Subscription = {
  close(): Promise<void>;
  readonly ended: Promise<SubscriptionEnd>;
};

/**
 * Appends are atomic per call. Idempotency, exactly: an append whose events all already sit in
 * that stream, in the same order, at consecutive revisions right after `expectedRevision`
 * (or anywhere, with 'any'), appends nothing and returns the result of the original append.
 * Any other clash is an error: `WrongExpectedRevisionError` when the stream has moved on,
 * `DuplicateEventIdError` when only some ids were seen before (embedded adapter).
 */
export interface EventStore {
  append(
    stream: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  /** The stream's events from `fromRevision` (default 0) in revision order; an unknown stream reads as empty. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** Events of all streams in global order, after `fromPosition`, at most `limit` (default 1000). */
  readAll(options?: ReadAllOptions): Promise<StoredEvent[]>;
  /**
   * Catch-up subscription: delivers history after `fromPosition`, then live events, in global
   * order, one at a time (the next waits for the handler). A throwing handler ends it as 'failed'.
   */
  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription;
  close(): Promise<void>;
}
