import { Client } from 'pg';
import type { Pool, PoolClient } from 'pg';
import {
  advisoryLocks,
  inTransaction,
  openPostgresPool,
  postgresErrorCode,
  toNumber,
} from '../postgres/postgres-connection';
import { startCatchUpSubscription } from './catch-up-subscription';
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
import { NewsSignal } from './news-signal';
import { retriedRun, revisionNumber } from './retried-append';
import { validateAppend } from './validate-append';

export type PostgresEventStoreOptions = {
  /** How often an idle subscription reads anyway, should a notice have been lost. */
  pollIntervalMs?: number;
};

type EventRow = {
  position: string;
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  time: Date;
};

const CHANNEL = 'parley_events';

// Append-only: a trigger refuses to change or delete a stored event. Created only when missing:
// replacing it would lock the whole table against readers and writers at every instance's start.
const schema = `
  CREATE TABLE IF NOT EXISTS parley_events (
    position bigserial   PRIMARY KEY,
    stream   text        NOT NULL,
    revision integer     NOT NULL,
    id       uuid        NOT NULL UNIQUE,
    type     text        NOT NULL,
    data     jsonb       NOT NULL,
    metadata jsonb       NOT NULL,
    time     timestamptz NOT NULL,
    UNIQUE (stream, revision)
  );
  CREATE OR REPLACE FUNCTION parley_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'parley_events is append-only'; END $$;
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'parley_events_append_only') THEN
      CREATE TRIGGER parley_events_append_only BEFORE UPDATE OR DELETE ON parley_events
        FOR EACH ROW EXECUTE FUNCTION parley_events_append_only();
    END IF;
  END $$;`;

// The optimistic check and the insert are one statement: the rows go in only when the stream's
// head is where the caller expected it ($6; NULL for 'any'), at the revisions after that head.
const insertEvents = `
  WITH head AS (
    SELECT coalesce(max(revision), -1) AS revision FROM parley_events WHERE stream = $1
  ), input AS (
    SELECT * FROM unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])
      WITH ORDINALITY AS e(id, type, data, metadata, n)
  )
  INSERT INTO parley_events (stream, revision, id, type, data, metadata, time)
  SELECT $1, head.revision + input.n, input.id, input.type, input.data, input.metadata, $7
  FROM head, input
  WHERE $6::integer IS NULL OR head.revision = $6::integer
  ORDER BY input.n
  RETURNING position, revision`;

/**
 * The event log on a PostgreSQL server that several API instances share. Appends take one
 * transaction-scoped advisory lock, so positions are handed out and committed in the same order:
 * a reader that has seen position p can never later find a smaller one committed (a plain
 * sequence would let a slow transaction commit a smaller position after a faster one).
 * Subscriptions read by position; LISTEN/NOTIFY only wakes them early.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly ready: Promise<void>;
  private readonly news: NewsSignal;
  private readonly subscriptions = new Set<Subscription>();
  private listener?: Client;
  private listening = false;
  private reconnect?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly url: string,
    options: PostgresEventStoreOptions = {},
  ) {
    this.pool = openPostgresPool(url, 'events');
    this.news = new NewsSignal(options.pollIntervalMs ?? 1000);
    this.ready = inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.schema]);
      await client.query(schema);
    });
    // Every caller awaits `ready` and sees its failure; this keeps it from being unhandled.
    this.ready.catch(() => undefined);
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (this.closed) throw new Error('The event store is closed');
    validateAppend(stream, events, options);
    await this.ready;
    const expected = options.expectedRevision;
    const result = await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.append]);
      const original = await findOriginalAppend(client, stream, events, expected);
      if (original) return { ...original, appended: false };
      const inserted = await client
        .query<{ position: string; revision: number }>(insertEvents, [
          stream,
          events.map((event) => event.id.toLowerCase()),
          events.map((event) => event.type),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata)),
          expected === 'any' ? null : revisionNumber(expected),
          new Date(),
        ])
        .catch((error: unknown) => {
          // Ids unique across the log: some of this batch's ids were stored elsewhere before.
          if (postgresErrorCode(error) === '23505')
            throw new DuplicateEventIdError(stream, events[0].id);
          throw error;
        });
      if (inserted.rowCount === 0) {
        const head = await client.query<{ revision: number | null }>(
          'SELECT max(revision) AS revision FROM parley_events WHERE stream = $1',
          [stream],
        );
        const actual = head.rows[0]?.revision ?? null;
        throw new WrongExpectedRevisionError(stream, expected, actual ?? 'no_stream');
      }
      const last = inserted.rows[inserted.rows.length - 1];
      const position = toNumber(last.position);
      // Delivered at commit, to every instance's listener: a wake-up, never the data.
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, String(position)]);
      return { nextRevision: last.revision, position, appended: true };
    });
    if (result.appended) this.news.notify();
    return { nextRevision: result.nextRevision, position: result.position };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    await this.ready;
    const from = Math.max(0, options.fromRevision ?? 0);
    const { rows } = await this.pool.query<EventRow>(
      'SELECT * FROM parley_events WHERE stream = $1 AND revision >= $2 ORDER BY revision',
      [stream, from],
    );
    return rows.map(toStoredEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    await this.ready;
    return this.readAfter(options.fromPosition ?? 0, options.limit ?? 1000);
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    this.listen();
    const subscription = startCatchUpSubscription(
      {
        readAfter: async (position, limit) => {
          await this.ready;
          return this.readAfter(position, limit);
        },
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
    clearTimeout(this.reconnect);
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
  }

  private async readAfter(position: number, limit: number): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      'SELECT * FROM parley_events WHERE position > $1 ORDER BY position LIMIT $2',
      [position, limit],
    );
    return rows.map(toStoredEvent);
  }

  /** One LISTEN connection per store, opened with the first subscription and reopened if lost. */
  private listen(): void {
    if (this.listening || this.closed) return;
    this.listening = true;
    const client = new Client({ connectionString: this.url, application_name: 'parley-listen' });
    this.listener = client;
    const lost = (): void => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.listening = false;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      // Events appended meanwhile are found by the next read: the poll keeps subscriptions going.
      this.reconnect = setTimeout(() => this.listen(), 500);
      this.reconnect.unref();
    };
    client.on('notification', () => this.news.notify());
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      // Anything appended between the subscription's last read and LISTEN: read it now.
      .then(() => this.news.notify())
      .catch(lost);
  }
}

/** A retried append: all its ids already stored as one run in this stream, where it expected. */
async function findOriginalAppend(
  client: PoolClient,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult | undefined> {
  const ids = events.map((event) => event.id.toLowerCase());
  const { rows } = await client.query<{
    id: string;
    stream: string;
    revision: number;
    position: string;
  }>('SELECT id, stream, revision, position FROM parley_events WHERE id = ANY($1::uuid[])', [ids]);
  if (rows.length === 0) return undefined;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const last = retriedRun(
    ids.map((id) => byId.get(id)),
    stream,
    expected,
  );
  return last ? { nextRevision: last.revision, position: toNumber(last.position) } : undefined;
}

function toStoredEvent(row: EventRow): StoredEvent {
  const place = {
    id: row.id,
    stream: row.stream,
    type: row.type,
    revision: row.revision,
    position: toNumber(row.position),
    time: row.time,
  };
  const data = asObject(row.data);
  const metadata = asObject(row.metadata);
  if (data && metadata) return { ...place, data, metadata };
  // jsonb holds JSON, but not always an object: such a row is handed on marked, to be parked.
  const part = data ? 'metadata' : 'data';
  return { ...place, data: {}, metadata: {}, unreadable: `${part} is not a JSON object` };
}

function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}
