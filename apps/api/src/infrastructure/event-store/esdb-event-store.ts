import {
  ANY,
  KurrentDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamRecordedEvent,
  AppendStreamState,
  ReadPosition,
  RecordedEvent,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedRevisionError } from './event-store.errors';
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
  SubscriptionEnd,
} from './event-store.port';
import { validateAppend } from './validate-append';

/**
 * KurrentDB (and EventStoreDB 22+, which @kurrent/kurrentdb-client speaks to alike) behind the port. Positions: gRPC writes are implicit transactions whose
 * events each carry commit = prepare position, so the commit position alone is the port's global
 * position and `{ commit: p, prepare: p }` resumes after it.
 */
export class EsdbEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  /** A connection string (EVENTSTORE_URL), or a client the caller configured. */
  constructor(connection: string | KurrentDBClient) {
    this.client =
      typeof connection === 'string' ? KurrentDBClient.connectionString(connection) : connection;
  }

  async append(
    stream: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    validateAppend(stream, events, options);
    const { expectedRevision } = options;
    try {
      const result = await this.client.appendToStream(
        stream,
        events.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }),
        ),
        { streamState: toStreamState(expectedRevision) },
      );
      const nextRevision = Number(result.nextExpectedRevision);
      // An idempotent retry is answered without a position: look up where the original landed.
      const position = result.position
        ? Number(result.position.commit)
        : await this.positionOf(stream, nextRevision);
      return { nextRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
      }
      throw error;
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    const from = Math.max(0, options.fromRevision ?? 0);
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision: from === 0 ? START : BigInt(from),
        direction: FORWARDS,
      })) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    const limit = options.limit ?? 1000;
    const found: StoredEvent[] = [];
    // $all reads are inclusive of their start and hold system events: read pages and skip both.
    let after = options.fromPosition ?? 0;
    let from: ReadPosition = after === 0 ? START : atPosition(after);
    for (;;) {
      let records = 0;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: limit + 1,
        direction: FORWARDS,
      })) {
        records += 1;
        const event = resolved.event;
        if (!event || (Number(event.position.commit) <= after && from !== START)) continue;
        after = Number(event.position.commit);
        if (!isSystemEvent(event)) found.push(toStoredEvent(event));
        if (found.length === limit) return found;
      }
      if (records <= limit) return found;
      from = atPosition(after);
    }
  }

  subscribeToAll(options: SubscribeOptions, handler: EventHandler): Subscription {
    const fromPosition = options.fromPosition ?? 0;
    const subscription = this.client.subscribeToAll({
      fromPosition: fromPosition === 0 ? START : atPosition(fromPosition),
      filter: excludeSystemEvents(),
    });
    let closing = false;
    const run = async (): Promise<SubscriptionEnd> => {
      try {
        for await (const resolved of subscription) {
          if (resolved.event) await handler(toStoredEvent(resolved.event));
        }
        return { reason: 'closed' };
      } catch (error) {
        if (closing) return { reason: 'closed' };
        await subscription.unsubscribe().catch(() => undefined);
        return { reason: 'failed', error };
      }
    };
    const ended = run();
    return {
      ended,
      close: async () => {
        closing = true;
        await subscription.unsubscribe();
        await ended;
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async positionOf(stream: string, revision: number): Promise<number> {
    for await (const resolved of this.client.readStream(stream, {
      fromRevision: BigInt(revision),
      maxCount: 1,
    })) {
      if (resolved.event?.position) return Number(resolved.event.position.commit);
    }
    throw new Error(`KurrentDB did not return event ${revision} of "${stream}"`);
  }
}

function atPosition(position: number): ReadPosition {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

function isSystemEvent(event: AllStreamRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function asJsonObject(value: unknown): JsonObject {
  return value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Uint8Array)
    ? (value as JsonObject)
    : {};
}

function toStoredEvent(event: RecordedEvent): StoredEvent {
  return {
    id: event.id,
    stream: event.streamId,
    type: event.type,
    revision: Number(event.revision),
    position: event.position ? Number(event.position.commit) : -1,
    time: event.created,
    data: asJsonObject(event.data),
    metadata: asJsonObject(event.metadata),
  };
}
