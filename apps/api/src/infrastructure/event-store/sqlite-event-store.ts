import { DuplicateEventIdError, WrongExpectedRevisionError } from './event-store.errors';
import type {
  AppendOptions,
  AppendResult,
  EventHandler,
  EventStore,
  ExpectedRevision,
  JsonObject,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.port';
import { startCatchUpSubscription } from './catch-up-subscription';
import { NewsSignal } from './news-signal';
import { openSqliteDatabase, useDurableSettings } from './open-sqlite-database';
import type { SqliteDatabase } from './open-sqlite-database';
import { retriedRun, revisionNumber } from './retried-append';
import { validateAppend } from './validate-append';

export type SqliteEventStoreOptions = {
  /** How often an idle subscription looks for events written by another process. */
  pollIntervalMs?: number;
};

type PendingAppend = {
  stream: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

type Outcome = { result: AppendResult } | { error: unknown };

type EventRow = {
  position: number;
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string;
  time: number;
};

type PlacedRow = Pick<EventRow, 'stream' | 'revision' | 'position'>;

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream   TEXT    NOT NULL,
    revision INTEGER NOT NULL,
    id       TEXT    NOT NULL UNIQUE,
    type     TEXT    NOT NULL,
    data     TEXT    NOT NULL,
    metadata TEXT    NOT NULL,
    time     INTEGER NOT NULL,
    UNIQUE (stream, revision)
  )`;

/**
 * The embedded log. better-sqlite3 is synchronous, so appends from concurrent callers are queued
 * and committed together on the next turn of the event loop (group commit): one fsync for the
 * whole batch, while each append is still checked against its own expected revision inside its
 * own savepoint and settled on its own.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: SqliteDatabase;
  private readonly ownsDatabase: boolean;
  private readonly news: NewsSignal;
  private readonly subscriptions = new Set<Subscription>();
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly statements;
  private readonly commitBatch;
  private readonly appendOne;

  constructor(database: SqliteDatabase | string, options: SqliteEventStoreOptions = {}) {
    this.ownsDatabase = typeof database === 'string';
    this.db = typeof database === 'string' ? openSqliteDatabase(database) : database;
    useDurableSettings(this.db);
    this.news = new NewsSignal(options.pollIntervalMs ?? 1000);
    this.db.exec(schema);
    this.statements = {
      head: this.db.prepare<[string], { revision: number }>(
        'SELECT revision FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
      ),
      byId: this.db.prepare<[string], PlacedRow>(
        'SELECT stream, revision, position FROM events WHERE id = ?',
      ),
      insert: this.db.prepare<[string, number, string, string, string, string, number]>(
        'INSERT INTO events (stream, revision, id, type, data, metadata, time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      stream: this.db.prepare<[string, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision',
      ),
      after: this.db.prepare<[number, number], EventRow>(
        'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
      ),
    };
    this.appendOne = this.db.transaction((pending: PendingAppend, time: number) =>
      this.write(pending, time),
    );
    this.commitBatch = this.db.transaction((batch: PendingAppend[], time: number): Outcome[] =>
      batch.map((pending) => {
        try {
          return { result: this.appendOne(pending, time) };
        } catch (error) {
          return { error };
        }
      }),
    );
  }

  append(
    stream: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    // Thrown inside the executor, a closed store or a malformed append becomes a rejection.
    return new Promise((resolve, reject) => {
      if (this.closed) throw new Error('The event store is closed');
      validateAppend(stream, events, options);
      this.queue.push({ stream, events, expected: options.expectedRevision, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // setImmediate, not a microtask: every caller that is ready in this turn joins the batch.
        setImmediate(() => this.flush());
      }
    });
  }

  readStream(stream: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const from = Math.max(0, options.fromRevision ?? 0);
    return Promise.resolve(this.statements.stream.all(stream, from).map(toStoredEvent));
  }

  readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    return Promise.resolve(this.readAfter(options.fromPosition ?? 0, options.limit ?? 1000));
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    const subscription = startCatchUpSubscription(
      {
        readAfter: (position, limit) => this.readAfter(position, limit),
        waitForNews: (signal) => this.news.wait(signal),
      },
      options.fromPosition ?? 0,
      handler,
    );
    this.subscriptions.add(subscription);
    void subscription.ended.then(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.flush();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    if (this.ownsDatabase) this.db.close();
  }

  private readAfter(position: number, limit: number): StoredEvent[] {
    if (this.closed && !this.db.open) return [];
    return this.statements.after.all(position, limit).map(toStoredEvent);
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      outcomes = this.commitBatch.immediate(batch, Date.now());
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    this.news.notify();
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if ('result' in outcome) pending.resolve(outcome.result);
      else pending.reject(outcome.error);
    });
  }

  private write(pending: PendingAppend, time: number): AppendResult {
    const { stream, events, expected } = pending;
    const original = this.findOriginalAppend(pending);
    if (original) return original;
    const current = this.statements.head.get(stream)?.revision ?? -1;
    if (expected !== 'any' && revisionNumber(expected) !== current) {
      throw new WrongExpectedRevisionError(stream, expected, current < 0 ? 'no_stream' : current);
    }
    let revision = current;
    let position = 0;
    for (const event of events) {
      revision += 1;
      try {
        const inserted = this.statements.insert.run(
          stream,
          revision,
          event.id.toLowerCase(),
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          time,
        );
        position = Number(inserted.lastInsertRowid);
      } catch (error) {
        // (stream, revision) cannot clash: the head was read inside this write transaction.
        if (isUniqueViolation(error)) throw new DuplicateEventIdError(stream, event.id);
        throw error;
      }
    }
    return { nextRevision: revision, position };
  }

  /** A retried append: all its ids already stored as one run in this stream, where it expected. */
  private findOriginalAppend({
    stream,
    events,
    expected,
  }: PendingAppend): AppendResult | undefined {
    const last = retriedRun(
      events.map((event) => this.statements.byId.get(event.id.toLowerCase())),
      stream,
      expected,
    );
    return last ? { nextRevision: last.revision, position: last.position } : undefined;
  }
}

// Duck-typed: better-sqlite3's native part keeps one SqliteError class per process, which under
// Jest may come from another module registry, so `instanceof` cannot be trusted.
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

function toStoredEvent(row: EventRow): StoredEvent {
  const place = {
    id: row.id,
    stream: row.stream,
    type: row.type,
    revision: row.revision,
    position: row.position,
    time: new Date(row.time),
  };
  const data = decodeObject(row.data);
  const metadata = decodeObject(row.metadata);
  if (data !== undefined && metadata !== undefined) return { ...place, data, metadata };
  // One damaged row must not stop every reader of the log: it is handed on marked, to be parked.
  const part = data === undefined ? 'data' : 'metadata';
  return { ...place, data: {}, metadata: {}, unreadable: `${part} is not a JSON object` };
}

// The parser's own message would quote the row, so only "not a JSON object" is kept.
function decodeObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JsonObject)
      : undefined;
  } catch {
    return undefined;
  }
}
