import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../infrastructure/event-store/event-store.port';
import type { CollectionDocument } from './collections.projection';
import { PARKED } from './parked-events';
import type { ParkedEvent } from './parked-events';
import { HealthController } from '../health/health.controller';
import { startPersistence } from '../testing/persistence-fixture';

type Fixture = Awaited<ReturnType<typeof startPersistence>>;

const time = '2026-03-15T10:00:00.000Z';
const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { tenantId: 't-1', commandId: randomUUID(), time },
});
const card = (id: string) => ({
  id,
  phrase: `question ${id}`,
  type: 'demo',
  datasource_id: 'demo',
  variables: {},
});

describe('projections when an event cannot be projected', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startPersistence();
  });
  afterEach(() => f.close());

  const collection = (id: string) =>
    f.documents.collection<CollectionDocument>('collections').findOne({ _id: id });
  const readModels = async () => ({
    collections: await f.documents.collection('collections').find({}, { sort: { _id: 1 } }),
    usage: await f.documents.collection('conversation_usage').find({}, { sort: { _id: 1 } }),
    parked: (await f.documents.collection<ParkedEvent>(PARKED).find({})).map(
      ({ parkedAt: _at, ...rest }) => rest,
    ),
  });

  it('parks the poisoned event with its error while the events after it still project; rebuild replays it and reproduces the read models', async () => {
    await f.events.append(
      'collection-c-1',
      [
        event('CollectionCreated', {
          collectionId: 'c-1',
          tenantId: 't-1',
          name: 'Sales',
          digest: 'weekly',
          createdAt: time,
        }),
        event('CardAdded', { card: card('a'), addedAt: time }),
      ],
      { expectedRevision: 'no_stream' },
    );
    // Written by a broken client or an old bug: a card update without its card.
    const poisoned = await f.events.append(
      'collection-c-1',
      [event('CardUpdated', { card: null })],
      {
        expectedRevision: 1,
      },
    );
    const after = await f.events.append(
      'collection-c-1',
      [event('CardAdded', { card: card('b'), addedAt: time })],
      { expectedRevision: 2 },
    );
    await f.events.append(
      'conversation-t-1-2026-03',
      [
        event('QuestionAsked', {
          phrase: 'revenue',
          month: '2026-03',
          source: null,
          channel: 'web',
          askedAt: time,
        }),
      ],
      { expectedRevision: 'no_stream' },
    );

    await f.progress.waitFor(after.position + 1, 15_000);
    expect((await collection('c-1'))?.questions.map((q) => q.id)).toEqual(['a', 'b']);
    expect(f.runner.status).toMatchObject({
      running: true,
      parked: 1,
      lastError: { position: poisoned.position, type: 'CardUpdated' },
    });
    // /health says so: nothing behind, one event parked, with where and why.
    expect(new HealthController(f.progress, f.runner).health()).toMatchObject({
      status: 'degraded',
      readModels: {
        lag: 0,
        parked: 1,
        projecting: true,
        lastParked: { position: poisoned.position },
      },
    });
    const parked = await f.documents.collection<ParkedEvent>(PARKED).find({});
    expect(parked).toEqual([
      expect.objectContaining({
        position: poisoned.position,
        stream: 'collection-c-1',
        type: 'CardUpdated',
        error: expect.stringMatching(/null/) as unknown,
      }),
    ]);

    const before = await readModels();
    await f.runner.rebuild();
    await f.progress.waitFor(after.position + 1, 15_000);
    // Replayed from the first event: the parked one is tried again (and parked again, as it
    // still cannot be projected), and every document comes out the same.
    expect(await readModels()).toEqual(before);
    expect(f.runner.status.parked).toBe(1);
  }, 30_000);
});
