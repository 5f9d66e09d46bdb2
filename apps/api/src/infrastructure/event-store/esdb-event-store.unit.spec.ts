import { randomUUID } from 'node:crypto';
import {
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type {
  AppendStreamState,
  KurrentDBClient,
  Position,
  ReadPosition,
} from '@kurrent/kurrentdb-client';
import { EsdbEventStore } from './esdb-event-store';
import { WrongExpectedRevisionError } from './event-store.errors';
import type { NewEvent } from './event-store.port';

// The mapping between the port and the gRPC client, checked against a small in-memory stand-in
// that answers the way EventStoreDB does (inclusive $all reads, system events in $all, positionless
// idempotent appends). The contract suite against a real server runs in the e2e tier.
type FakeRecord = {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  created: Date;
  isJson: true;
  data: unknown;
  metadata: unknown;
  position: Position;
};

class FakeEsdb {
  readonly records: FakeRecord[] = [];
  private nextPosition = 100n;

  appendToStream(
    stream: string,
    events: { id: string; type: string; data: unknown; metadata: unknown }[],
    options: { streamState: AppendStreamState },
  ) {
    const existing = this.records.filter((r) => r.streamId === stream);
    const seen = existing.find((r) => r.id === events[0].id);
    if (seen) {
      return Promise.resolve({
        success: true,
        nextExpectedRevision: seen.revision + BigInt(events.length - 1),
        position: undefined,
      });
    }
    const current = existing.length === 0 ? NO_STREAM : existing[existing.length - 1].revision;
    if (options.streamState !== 'any' && options.streamState !== current) {
      return Promise.reject(
        new WrongExpectedVersionError(undefined, {
          streamName: stream,
          expected: options.streamState,
          current,
        }),
      );
    }
    let revision = current === NO_STREAM ? -1n : current;
    let position: Position = { commit: 0n, prepare: 0n };
    for (const event of events) {
      revision += 1n;
      position = { commit: this.nextPosition, prepare: this.nextPosition };
      this.nextPosition += 50n;
      this.records.push({
        ...event,
        streamId: stream,
        revision,
        created: new Date(),
        isJson: true,
        position,
      });
    }
    return Promise.resolve({ success: true, nextExpectedRevision: revision, position });
  }

  async *readStream(
    stream: string,
    options: { fromRevision?: bigint | typeof START; maxCount?: number } = {},
  ) {
    const records = this.records.filter((r) => r.streamId === stream);
    if (records.length === 0) throw new StreamNotFoundError(undefined, stream);
    const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : 0n;
    const found = records.filter((r) => r.revision >= from).slice(0, options.maxCount ?? Infinity);
    for (const event of found) yield await Promise.resolve({ event });
  }

  async *readAll(options: { fromPosition: ReadPosition; maxCount: number }) {
    const from = options.fromPosition === START ? -1n : (options.fromPosition as Position).commit;
    const found = this.records.filter((r) => r.position.commit >= from).slice(0, options.maxCount);
    for (const event of found) yield await Promise.resolve({ event });
  }

  /** What the server writes on its own: $all shows it, the port must not. */
  systemEvent(): void {
    const position = { commit: this.nextPosition, prepare: this.nextPosition };
    this.nextPosition += 50n;
    this.records.push({
      streamId: '$stats-127.0.0.1:2113',
      id: randomUUID(),
      type: '$statsCollected',
      revision: 0n,
      created: new Date(),
      isJson: true,
      data: {},
      metadata: {},
      position,
    });
  }
}

const newEvent = (type: string): NewEvent => ({
  id: randomUUID(),
  type,
  data: { type },
  metadata: { tenantId: 't1' },
});

describe('EventStoreDB adapter mapping', () => {
  let fake: FakeEsdb;
  let store: EsdbEventStore;
  beforeEach(() => {
    fake = new FakeEsdb();
    store = new EsdbEventStore(fake as unknown as KurrentDBClient);
  });

  it('maps revisions and commit positions to numbers, and reads a stream back', async () => {
    const result = await store.append('collection-1', [newEvent('A'), newEvent('B')], {
      expectedRevision: 'no_stream',
    });
    expect(result).toEqual({ nextRevision: 1, position: 150 });
    const events = await store.readStream('collection-1');
    expect(events.map((e) => [e.type, e.revision, e.position, e.stream])).toEqual([
      ['A', 0, 100, 'collection-1'],
      ['B', 1, 150, 'collection-1'],
    ]);
    expect(events[0]).toMatchObject({ data: { type: 'A' }, metadata: { tenantId: 't1' } });
  });

  it('turns a wrong expected version into WrongExpectedRevisionError', async () => {
    await store.append('collection-1', [newEvent('A')], { expectedRevision: 'no_stream' });
    await expect(
      store.append('collection-1', [newEvent('B')], { expectedRevision: 'no_stream' }),
    ).rejects.toMatchObject({
      constructor: WrongExpectedRevisionError,
      expected: 'no_stream',
      actual: 0,
    });
    await expect(
      store.append('collection-2', [newEvent('B')], { expectedRevision: 4 }),
    ).rejects.toMatchObject({ actual: 'no_stream' });
  });

  it('finds the original position of an idempotent retry, which the server answers without one', async () => {
    const events = [newEvent('A'), newEvent('B')];
    const original = await store.append('collection-1', events, { expectedRevision: 'no_stream' });
    await expect(
      store.append('collection-1', events, { expectedRevision: 'no_stream' }),
    ).resolves.toEqual(original);
  });

  it('reads an unknown stream as empty', async () => {
    await expect(store.readStream('nobody')).resolves.toEqual([]);
  });

  it('reads $all after a position, without system events, across several server reads', async () => {
    const positions: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      fake.systemEvent();
      positions.push(
        (await store.append(`s-${i % 2}`, [newEvent(`E${i}`)], { expectedRevision: 'any' }))
          .position,
      );
    }
    const fromStart = await store.readAll({ limit: 100 });
    expect(fromStart.map((e) => e.type)).toEqual(['E0', 'E1', 'E2', 'E3', 'E4', 'E5']);
    const page = await store.readAll({ fromPosition: positions[1], limit: 2 });
    expect(page.map((e) => e.type)).toEqual(['E2', 'E3']);
    const rest = await store.readAll({ fromPosition: positions[3], limit: 1 });
    expect(rest.map((e) => e.type)).toEqual(['E4']);
    await expect(store.readAll({ fromPosition: positions[5] })).resolves.toEqual([]);
  });
});
