import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../event-store.errors';
import type { EventStore, NewEvent, StoredEvent } from '../event-store.port';

export type EventStoreFactory = () => Promise<EventStore>;

// Stream names are unique per test: an external EventStoreDB keeps what earlier runs wrote.
function streamName(kind: string): string {
  return `${kind}-${randomUUID()}`;
}

export function newEvent(type: string, data: Record<string, unknown> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: { correlationId: randomUUID() } };
}

/** Collects what a subscription delivers and lets a test wait for a given count. */
function collector(accept: (event: StoredEvent) => boolean) {
  const received: StoredEvent[] = [];
  let waiter: { count: number; resolve: () => void } | undefined;
  return {
    received,
    handler: (event: StoredEvent): void => {
      if (!accept(event)) return;
      received.push(event);
      if (waiter && received.length >= waiter.count) waiter.resolve();
    },
    waitFor: (count: number): Promise<void> =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`got ${received.length} of ${count} events`)),
              5000,
            );
            waiter = { count, resolve: () => (clearTimeout(timer), resolve()) };
          }),
  };
}

/** Reads the whole log after `from`, page by page, keeping only the given streams. */
async function readAllOf(store: EventStore, streams: string[], from = 0): Promise<StoredEvent[]> {
  const found: StoredEvent[] = [];
  for (let position = from; ;) {
    const page = await store.readAll({ fromPosition: position, limit: 100 });
    if (page.length === 0) return found;
    found.push(...page.filter((event) => streams.includes(event.stream)));
    position = page[page.length - 1].position;
  }
}

export function eventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`${name} (event store contract)`, () => {
    let store: EventStore;
    beforeEach(async () => {
      store = await factory();
    });
    afterEach(async () => {
      await store.close();
    });

    describe('append and read', () => {
      it('stores events with revisions from 0, data, metadata and time, and reads them back in order', async () => {
        const stream = streamName('collection');
        const before = Date.now();
        const first = newEvent('CollectionCreated', { name: 'Sales' });
        const second = newEvent('CardAdded', { cardId: 'c1', nested: { w: 2, tags: ['a'] } });
        const result = await store.append(stream, [first, second], {
          expectedRevision: 'no_stream',
        });
        expect(result.nextRevision).toBe(1);

        const events = await store.readStream(stream);
        expect(events.map((e) => [e.id, e.type, e.revision, e.stream])).toEqual([
          [first.id, 'CollectionCreated', 0, stream],
          [second.id, 'CardAdded', 1, stream],
        ]);
        expect(events[1].data).toEqual({ cardId: 'c1', nested: { w: 2, tags: ['a'] } });
        expect(events[0].metadata).toEqual(first.metadata);
        expect(events[1].position).toBe(result.position);
        expect(events[0].position).toBeLessThan(events[1].position);
        expect(events[0].time.getTime()).toBeGreaterThanOrEqual(before - 1000);
      });

      it('reads an unknown stream as empty', async () => {
        await expect(store.readStream(streamName('nothing'))).resolves.toEqual([]);
      });

      it('continues a stream from the revision the caller read', async () => {
        const stream = streamName('tenant');
        const created = await store.append(stream, [newEvent('TenantCreated')], {
          expectedRevision: 'no_stream',
        });
        const next = await store.append(stream, [newEvent('PlanChanged')], {
          expectedRevision: created.nextRevision,
        });
        expect(next.nextRevision).toBe(1);
        expect(next.position).toBeGreaterThan(created.position);
        await store.append(stream, [newEvent('FlagsChanged')], { expectedRevision: 'any' });
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
          'TenantCreated',
          'PlanChanged',
          'FlagsChanged',
        ]);
      });

      it('reads a stream on from a revision (after a snapshot), or empty past its end', async () => {
        const stream = streamName('conversation');
        await store.append(
          stream,
          ['A', 'B', 'C'].map((type) => newEvent(type)),
          {
            expectedRevision: 'no_stream',
          },
        );
        const tail = await store.readStream(stream, { fromRevision: 1 });
        expect(tail.map((e) => [e.type, e.revision])).toEqual([
          ['B', 1],
          ['C', 2],
        ]);
        await expect(store.readStream(stream, { fromRevision: 3 })).resolves.toEqual([]);
        await expect(store.readStream(streamName('nothing'), { fromRevision: 5 })).resolves.toEqual(
          [],
        );
      });

      it('rejects an append without events or with an id that is not a UUID', async () => {
        const stream = streamName('bad');
        await expect(store.append(stream, [], { expectedRevision: 'any' })).rejects.toThrow(
          /no events/,
        );
        await expect(
          store.append(stream, [{ ...newEvent('X'), id: 'command-1' }], {
            expectedRevision: 'any',
          }),
        ).rejects.toThrow(/not a UUID/);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('expected revision', () => {
      it('refuses to create a stream that exists, naming the actual revision', async () => {
        const stream = streamName('collection');
        await store.append(stream, [newEvent('CollectionCreated')], {
          expectedRevision: 'no_stream',
        });
        const error = await store
          .append(stream, [newEvent('CollectionCreated')], { expectedRevision: 'no_stream' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 0 });
      });

      it('refuses a stale revision and appends nothing of that batch', async () => {
        const stream = streamName('collection');
        await store.append(stream, [newEvent('A'), newEvent('B')], {
          expectedRevision: 'no_stream',
        });
        const error = await store
          .append(stream, [newEvent('C'), newEvent('D')], { expectedRevision: 0 })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 0, actual: 1 });
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
      });

      it('refuses a revision on a stream that does not exist', async () => {
        const stream = streamName('collection');
        const error = await store
          .append(stream, [newEvent('A')], { expectedRevision: 3 })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ actual: 'no_stream' });
      });
    });

    describe('idempotent append (a retried command)', () => {
      it('appends nothing when the same events are appended again at the same revision', async () => {
        const stream = streamName('feedback');
        const events = [newEvent('FeedbackSubmitted'), newEvent('FeedbackTagged')];
        const original = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const retried = await store.append(stream, events, { expectedRevision: 'no_stream' });
        expect(retried).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('stays a no-op after the stream moved on', async () => {
        const stream = streamName('feedback');
        await store.append(stream, [newEvent('First')], { expectedRevision: 'no_stream' });
        const events = [newEvent('Second')];
        const original = await store.append(stream, events, { expectedRevision: 0 });
        await store.append(stream, [newEvent('Third')], { expectedRevision: 1 });
        const retried = await store.append(stream, events, { expectedRevision: 0 });
        expect(retried).toEqual(original);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
          'First',
          'Second',
          'Third',
        ]);
      });

      it("is a no-op with expected revision 'any' too", async () => {
        const stream = streamName('conversation');
        const events = [newEvent('QuestionAsked')];
        const original = await store.append(stream, events, { expectedRevision: 'any' });
        await expect(store.append(stream, events, { expectedRevision: 'any' })).resolves.toEqual(
          original,
        );
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('global order', () => {
      it('reads all streams in the order appends were acknowledged, with rising positions', async () => {
        const streams = [streamName('a'), streamName('b')];
        const expected: string[] = [];
        for (let i = 0; i < 6; i += 1) {
          const event = newEvent(`E${i}`);
          await store.append(streams[i % 2], [event], { expectedRevision: 'any' });
          expected.push(event.id);
        }
        const all = await readAllOf(store, streams);
        expect(all.map((e) => e.id)).toEqual(expected);
        all.slice(1).forEach((event, i) => expect(event.position).toBeGreaterThan(all[i].position));
      });

      it('reads after a position, at most `limit` events', async () => {
        const stream = streamName('paged');
        const results = [];
        for (let i = 0; i < 5; i += 1)
          results.push(
            await store.append(stream, [newEvent(`E${i}`)], { expectedRevision: 'any' }),
          );
        const page = await store.readAll({ fromPosition: results[1].position, limit: 2 });
        expect(page.map((e) => e.position)).toEqual([results[2].position, results[3].position]);
      });
    });

    describe('catch-up subscription', () => {
      it('delivers history after the position, then live events, in global order, until closed', async () => {
        const streams = [streamName('x'), streamName('y')];
        const history = [];
        for (let i = 0; i < 4; i += 1) {
          history.push(
            await store.append(streams[i % 2], [newEvent(`H${i}`)], { expectedRevision: 'any' }),
          );
        }
        const seen = collector((event) => streams.includes(event.stream));
        const subscription = store.subscribeToAll(
          { fromPosition: history[1].position },
          seen.handler,
        );
        await seen.waitFor(2);
        expect(seen.received.map((e) => e.type)).toEqual(['H2', 'H3']);

        await store.append(streams[0], [newEvent('L0'), newEvent('L1')], {
          expectedRevision: 'any',
        });
        await store.append(streams[1], [newEvent('L2')], { expectedRevision: 'any' });
        await seen.waitFor(5);
        expect(seen.received.map((e) => e.type)).toEqual(['H2', 'H3', 'L0', 'L1', 'L2']);
        const positions = seen.received.map((e) => e.position);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);

        await subscription.close();
        await expect(subscription.ended).resolves.toEqual({ reason: 'closed' });
        await store.append(streams[0], [newEvent('AfterClose')], { expectedRevision: 'any' });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(seen.received).toHaveLength(5);
      });

      it('waits for each handler before delivering the next event', async () => {
        const stream = streamName('slow');
        const before = await store.append(stream, [newEvent('Before')], {
          expectedRevision: 'no_stream',
        });
        let running = 0;
        let overlapped = false;
        const seen = collector((event) => event.stream === stream);
        const subscription = store.subscribeToAll(
          { fromPosition: before.position },
          async (event) => {
            running += 1;
            overlapped ||= running > 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
            running -= 1;
            seen.handler(event);
          },
        );
        await store.append(stream, [newEvent('A'), newEvent('B'), newEvent('C')], {
          expectedRevision: 0,
        });
        await seen.waitFor(3);
        expect(overlapped).toBe(false);
        await subscription.close();
      });

      it('ends as failed when the handler throws, naming the error', async () => {
        const stream = streamName('failing');
        const before = await store.append(stream, [newEvent('Before')], {
          expectedRevision: 'no_stream',
        });
        const subscription = store.subscribeToAll({ fromPosition: before.position }, (event) => {
          if (event.stream === stream) throw new Error('projection broke');
        });
        await store.append(stream, [newEvent('Boom')], { expectedRevision: 0 });
        const end = await subscription.ended;
        expect(end).toMatchObject({ reason: 'failed', error: new Error('projection broke') });
      });
    });

    describe('concurrent writers on one stream', () => {
      it('lets exactly one of eight creators win', async () => {
        const stream = streamName('collection');
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) =>
            store.append(stream, [newEvent(`Created${i}`)], { expectedRevision: 'no_stream' }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(losers).toHaveLength(7);
        losers.forEach((loser) => expect(loser.reason).toBeInstanceOf(WrongExpectedRevisionError));
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('loses no write when eight writers retry on conflict: one winner per revision', async () => {
        const stream = streamName('collection');
        const perWriter = 5;
        const winners = new Map<number, number>();
        const writer = async (writerId: number): Promise<void> => {
          for (let done = 0; done < perWriter;) {
            const events = await store.readStream(stream);
            const expectedRevision =
              events.length === 0 ? 'no_stream' : events[events.length - 1].revision;
            try {
              const result = await store.append(
                stream,
                [newEvent('CardMoved', { writerId, done })],
                { expectedRevision },
              );
              expect(winners.has(result.nextRevision)).toBe(false);
              winners.set(result.nextRevision, writerId);
              done += 1;
            } catch (error) {
              if (!(error instanceof WrongExpectedRevisionError)) throw error;
            }
          }
        };
        await Promise.all(Array.from({ length: 8 }, (_, i) => writer(i)));
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual(
          Array.from({ length: 8 * perWriter }, (_, i) => i),
        );
        for (let writerId = 0; writerId < 8; writerId += 1) {
          expect(
            events.filter((e) => e.data.writerId === writerId).map((e) => e.data.done),
          ).toEqual([0, 1, 2, 3, 4]);
        }
        events.forEach((event) => expect(winners.get(event.revision)).toBe(event.data.writerId));
      });
    });
  });
}
