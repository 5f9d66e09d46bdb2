import { collectionDecider } from '@parley/domain';
import type { CollectionCommand, CommandMetadata, LayoutEntry } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { deriveEventId } from '../infrastructure/event-store/event-id';
import type { CollectionDocument } from '../projections/collections.projection';
import { startPersistence } from '../testing/persistence-fixture';
import { IdempotentReplies } from './idempotency/idempotent-replies';
import { SNAPSHOTS, SnapshotStore } from './snapshot-store';

type Fixture = Awaited<ReturnType<typeof startPersistence>>;

let commandSeq = 0;
const meta = (overrides: Partial<CommandMetadata> = {}): CommandMetadata => ({
  tenantId: 't-1',
  userId: 'u-1',
  commandId: `cmd-${++commandSeq}`,
  time: '2026-03-15T10:00:00.000Z',
  ...overrides,
});
const command = <T extends CollectionCommand['type']>(
  type: T,
  data: Extract<CollectionCommand, { type: T }>['data'],
  metadata = meta(),
) => ({ type, data, metadata }) as Extract<CollectionCommand, { type: T }>;
const card = (id: string) => ({
  id,
  phrase: `revenue question ${id}`,
  type: 'demo',
  datasource_id: 'demo',
});
const layout = (id: string, x: number): LayoutEntry[] => [{ i: id, x, y: 0, w: 2, h: 2, c: 'bar' }];

describe('commands through the embedded event store and read models', () => {
  let f: Fixture;
  const stream = 'collection-c-1';
  const read = () =>
    f.documents.collection<CollectionDocument>('collections').findOne({ _id: 'c-1' });

  beforeEach(async () => {
    f = await startPersistence();
    await f.executor.execute(
      collectionDecider,
      stream,
      command('CreateCollection', {
        collectionId: 'c-1',
        name: 'Sales',
        digest: 'weekly',
        plan: 'unlimited',
        existingCollections: 0,
      }),
    );
  });
  afterEach(() => f.close());

  it('shows a command’s change in the read model as soon as the command returns', async () => {
    await f.executor.execute(
      collectionDecider,
      stream,
      command('AddCard', { card: card('a'), plan: 'unlimited' }),
    );
    const doc = await read();
    expect(doc?.name).toBe('Sales');
    expect(doc?.questions.map((q) => q.id)).toEqual(['a']);
  });

  it('appends once when the same command is sent twice', async () => {
    const twice = command('AddCard', { card: card('a'), plan: 'unlimited' });
    const first = await f.executor.execute(collectionDecider, stream, twice);
    const second = await f.executor.execute(collectionDecider, stream, twice);
    expect(second.position).toBe(first.position);
    expect(await f.events.readStream(stream)).toHaveLength(2);
    expect((await read())?.questions).toHaveLength(1);
  });

  it('keeps both cards when two clients add cards to one collection at the same moment', async () => {
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) =>
        f.executor.execute(
          collectionDecider,
          stream,
          command('AddCard', { card: card(id), plan: 'unlimited' }),
        ),
      ),
    );
    expect((await read())?.questions.map((q) => q.id).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers 409 to one of two layouts saved on the same revision, and keeps the other whole', async () => {
    await f.executor.execute(
      collectionDecider,
      stream,
      command('AddCard', { card: card('a'), plan: 'unlimited' }),
    );
    const results = await Promise.allSettled([
      f.executor.execute(
        collectionDecider,
        stream,
        command('SaveLayout', { layout: layout('a', 0) }),
        { retryOnConflict: false },
      ),
      f.executor.execute(
        collectionDecider,
        stream,
        command('SaveLayout', { layout: layout('a', 4) }),
        { retryOnConflict: false },
      ),
    ]);
    const saved = (await read())?.layout;
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    // Either the second decided on the first's result, or it lost the race with a 409 — never a silent mix.
    for (const reason of lost) expect(reason).toMatchObject(new ApiError(409, 'errors.conflict'));
    expect(saved).toEqual(layout('a', won.includes(1) ? 4 : 0));
  });

  it('refuses a broken rule with the domain’s message and appends nothing', async () => {
    const before = await f.events.readStream(stream);
    await expect(
      f.executor.execute(collectionDecider, stream, command('RenameCollection', { name: '   ' })),
    ).rejects.toMatchObject({ code: 'validation', messageKey: 'Collection name is required!' });
    expect(await f.events.readStream(stream)).toHaveLength(before.length);
  });

  it('drops the read models of a person whose account is deleted, and only theirs', async () => {
    await f.executor.execute(
      collectionDecider,
      'collection-c-2',
      command(
        'CreateCollection',
        {
          collectionId: 'c-2',
          name: 'Theirs',
          digest: 'weekly',
          plan: 'unlimited',
          existingCollections: 0,
        },
        meta({ tenantId: 't-2' }),
      ),
    );
    const replies = new IdempotentReplies(f.documents);
    await replies.keep('t-1', 'key-1', 'fingerprint', { name: 'Sales' });
    await replies.keep('t-2', 'key-1', 'fingerprint', { name: 'Theirs' });
    await new SnapshotStore(f.documents).save(
      stream,
      'collection@1',
      't-1',
      { state: { name: 'Sales' }, revision: 0, position: 1 },
      { now: true },
    );
    const { position } = await f.events.append(
      'tenant-t-1',
      [
        {
          id: deriveEventId('delete-t-1', 0),
          type: 'AccountDeleted',
          data: { deletedAt: '2026-03-16T10:00:00.000Z' },
          metadata: meta({ commandId: 'delete-t-1', time: new Date().toISOString() }),
        },
      ],
      { expectedRevision: 'any' },
    );
    await f.progress.waitFor(position);
    const collections = f.documents.collection<CollectionDocument>('collections');
    expect(await collections.find({ tenantId: 't-1' })).toEqual([]);
    expect((await collections.find({ tenantId: 't-2' })).map((c) => c.name)).toEqual(['Theirs']);
    // Kept first replies and folded states go with the account too.
    expect(await replies.find('t-1', 'key-1')).toBeNull();
    expect(await replies.find('t-2', 'key-1')).toMatchObject({ body: { name: 'Theirs' } });
    expect(await f.documents.collection(SNAPSHOTS).find({ tenantId: 't-1' })).toEqual([]);
  });

  it('rebuilds read models identical to the live ones', async () => {
    for (const id of ['a', 'b'])
      await f.executor.execute(
        collectionDecider,
        stream,
        command('AddCard', { card: card(id), plan: 'unlimited' }),
      );
    await f.executor.execute(
      collectionDecider,
      stream,
      command('SaveLayout', { layout: layout('b', 2) }),
    );
    await f.executor.execute(collectionDecider, stream, command('RemoveCard', { cardId: 'a' }));
    const live = await read();
    await f.runner.rebuild();
    expect(await read()).toEqual(live);
  });

  describe('a stream that grows with use (many layout saves)', () => {
    const snapshot = { snapshot: 'collection@1' };
    const readsOf = () => {
      const reads: number[] = [];
      const readStream = f.events.readStream.bind(f.events);
      jest.spyOn(f.events, 'readStream').mockImplementation(async (name, options) => {
        const events = await readStream(name, options);
        reads.push(events.length);
        return events;
      });
      return reads;
    };

    it('reads only the events after its snapshot, so a command costs the same on a long stream', async () => {
      await f.executor.execute(
        collectionDecider,
        stream,
        command('AddCard', { card: card('a'), plan: 'unlimited' }),
        snapshot,
      );
      for (let n = 0; n < 150; n++)
        await f.executor.execute(
          collectionDecider,
          stream,
          command('SaveLayout', { layout: layout('a', n % 8) }),
          snapshot,
        );
      const reads = readsOf();
      await f.executor.execute(
        collectionDecider,
        stream,
        command('AddCard', { card: card('b'), plan: 'unlimited' }),
        snapshot,
      );
      expect(reads).toEqual([0]);
      expect((await read())?.questions.map((q) => q.id)).toEqual(['a', 'b']);
      expect((await read())?.layout).toEqual(layout('a', 149 % 8));
    });

    it('folds from the stored snapshot after a restart, reading at most the events since it', async () => {
      await f.executor.execute(
        collectionDecider,
        stream,
        command('AddCard', { card: card('a'), plan: 'unlimited' }),
        snapshot,
      );
      for (let n = 0; n < 120; n++)
        await f.executor.execute(
          collectionDecider,
          stream,
          command('SaveLayout', { layout: layout('a', n % 8) }),
          snapshot,
        );
      const dataDir = f.dataDir;
      await f.close(false);
      f = await startPersistence(dataDir);
      const reads = readsOf();
      const { state } = await f.executor.current(collectionDecider, stream, 'collection@1');
      expect(state).toMatchObject({
        status: 'active',
        name: 'Sales',
        layout: layout('a', 119 % 8),
      });
      expect(reads).toHaveLength(1);
      expect(reads[0]).toBeLessThan(50);
    });

    it('still appends a command sent again once only, even from before the snapshot', async () => {
      const first = command('AddCard', { card: card('a'), plan: 'unlimited' });
      await f.executor.execute(collectionDecider, stream, first, snapshot);
      for (let n = 0; n < 60; n++)
        await f.executor.execute(
          collectionDecider,
          stream,
          command('SaveLayout', { layout: layout('a', n % 8) }),
          snapshot,
        );
      const again = await f.executor.execute(collectionDecider, stream, first, snapshot);
      expect(again.events.map((e) => e.type)).toEqual(['CardAdded']);
      const added = (await f.events.readStream(stream)).filter((e) => e.type === 'CardAdded');
      expect(added).toHaveLength(1);
    });
  });
});
