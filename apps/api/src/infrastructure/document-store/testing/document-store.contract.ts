import { DuplicateKeyError } from '../document-store.port';
import type { Document, DocumentCollection, DocumentStore } from '../document-store.port';

export type DocumentStoreFactory = () => Promise<DocumentStore>;

type Card = Document & {
  tenantId: string;
  title: string;
  views?: number;
  layout?: { w: number; h: number };
  tags?: string[];
  questions?: { id: string; text: string }[];
  archived?: boolean | null;
};

const cards: Card[] = [
  {
    _id: 'c1',
    tenantId: 't1',
    title: 'Revenue',
    views: 5,
    layout: { w: 2, h: 2 },
    tags: ['sales'],
    archived: false,
  },
  {
    _id: 'c2',
    tenantId: 't1',
    title: 'Churn',
    views: 12,
    layout: { w: 4, h: 3 },
    tags: ['retention', 'sales'],
  },
  {
    _id: 'c3',
    tenantId: 't2',
    title: 'Visits',
    views: 7,
    layout: { w: 3, h: 2 },
    tags: [],
    archived: null,
  },
  { _id: 'c4', tenantId: 't1', title: 'Leads', views: 7, layout: { w: 2, h: 4 }, tags: ['sales'] },
];

export function documentStoreContract(name: string, factory: DocumentStoreFactory): void {
  describe(`${name} (document store contract)`, () => {
    let store: DocumentStore;
    let collection: DocumentCollection<Card>;
    beforeEach(async () => {
      store = await factory();
      collection = store.collection<Card>('cards');
      for (const card of cards) await collection.insertOne(structuredClone(card));
    });
    afterEach(async () => {
      await store.close();
    });

    describe('queries', () => {
      it('finds one document by _id or by a field, and null when nothing matches', async () => {
        await expect(collection.findOne({ _id: 'c2' })).resolves.toEqual(cards[1]);
        await expect(collection.findOne({ title: 'Visits' })).resolves.toEqual(cards[2]);
        await expect(collection.findOne({ _id: 'nope' })).resolves.toBeNull();
        await expect(collection.findOne({ _id: 'c1', tenantId: 't2' })).resolves.toBeNull();
      });

      it('filters with comparison, set, logical, dotted-path and array conditions', async () => {
        const ids = async (filter: Record<string, unknown>): Promise<string[]> =>
          (await collection.find(filter)).map((c) => c._id);
        await expect(ids({ views: { $gt: 6 } })).resolves.toEqual(['c2', 'c3', 'c4']);
        await expect(ids({ tenantId: { $in: ['t2'] } })).resolves.toEqual(['c3']);
        await expect(
          ids({ $or: [{ title: 'Revenue' }, { 'layout.h': { $gte: 4 } }] }),
        ).resolves.toEqual(['c1', 'c4']);
        await expect(ids({ tags: 'retention' })).resolves.toEqual(['c2']);
        await expect(ids({ tags: { $size: 0 } })).resolves.toEqual(['c3']);
        await expect(ids({ archived: { $exists: true } })).resolves.toEqual(['c1', 'c3']);
        await expect(ids({ tenantId: 't1', views: { $lte: 7 } })).resolves.toEqual(['c1', 'c4']);
      });

      it('sorts (ties by _id), skips and limits', async () => {
        const page = await collection.find({}, { sort: { views: -1 }, skip: 1, limit: 2 });
        expect(page.map((c) => c._id)).toEqual(['c3', 'c4']);
        const byTitle = await collection.find({ tenantId: 't1' }, { sort: { title: 1 } });
        expect(byTitle.map((c) => c.title)).toEqual(['Churn', 'Leads', 'Revenue']);
        expect((await collection.find({})).map((c) => c._id)).toEqual(['c1', 'c2', 'c3', 'c4']);
      });

      it('counts matching documents', async () => {
        await expect(collection.count()).resolves.toBe(4);
        await expect(collection.count({ tenantId: 't1' })).resolves.toBe(3);
        await expect(collection.count({ tenantId: 'none' })).resolves.toBe(0);
      });

      it('keeps collections apart by name', async () => {
        await store.collection('other').insertOne({ _id: 'c1', note: 'same id, other collection' });
        await expect(store.collection('other').count()).resolves.toBe(1);
        await expect(collection.findOne({ _id: 'c1' })).resolves.toEqual(cards[0]);
      });

      it('hands out copies: changing a returned document changes nothing stored', async () => {
        const found = (await collection.findOne({ _id: 'c1' })) as Card;
        found.title = 'Changed in memory';
        await expect(collection.findOne({ _id: 'c1' })).resolves.toEqual(cards[0]);
      });
    });

    describe('writes', () => {
      it('refuses a second document with the same _id', async () => {
        const error = await collection
          .insertOne({ ...cards[0], title: 'Copy' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        await expect(collection.findOne({ _id: 'c1' })).resolves.toEqual(cards[0]);
      });

      it('applies $set (dotted), $unset, $inc, $push, $pull and $addToSet', async () => {
        await collection.updateOne(
          { _id: 'c2' },
          {
            $set: { 'layout.w': 5, title: 'Churn rate' },
            $unset: { views: '' },
            $push: { tags: 'kpi' },
          },
        );
        await collection.updateOne(
          { _id: 'c2' },
          { $pull: { tags: 'sales' }, $inc: { 'stats.opened': 2 } },
        );
        await collection.updateOne(
          { _id: 'c2' },
          { $addToSet: { tags: 'kpi' }, $inc: { 'stats.opened': 1 } },
        );
        await collection.updateOne({ _id: 'c2' }, { $addToSet: { tags: 'board' } });
        await expect(collection.findOne({ _id: 'c2' })).resolves.toEqual({
          _id: 'c2',
          tenantId: 't1',
          title: 'Churn rate',
          layout: { w: 5, h: 3 },
          tags: ['retention', 'kpi', 'board'],
          stats: { opened: 3 },
        });
      });

      it('pulls array elements by condition', async () => {
        await collection.updateOne(
          { _id: 'c1' },
          {
            $set: {
              questions: [
                { id: 'q1', text: 'a' },
                { id: 'q2', text: 'b' },
              ],
            },
          },
        );
        await collection.updateOne({ _id: 'c1' }, { $pull: { questions: { id: 'q1' } } });
        await expect(collection.findOne({ _id: 'c1' })).resolves.toMatchObject({
          questions: [{ id: 'q2', text: 'b' }],
        });
      });

      it('reports matched and modified counts, and an update that changes nothing as unmodified', async () => {
        await expect(collection.updateOne({ _id: 'c1' }, { $set: { views: 6 } })).resolves.toEqual({
          matchedCount: 1,
          modifiedCount: 1,
        });
        await expect(collection.updateOne({ _id: 'c1' }, { $set: { views: 6 } })).resolves.toEqual({
          matchedCount: 1,
          modifiedCount: 0,
        });
        await expect(collection.updateOne({ _id: 'zz' }, { $set: { views: 6 } })).resolves.toEqual({
          matchedCount: 0,
          modifiedCount: 0,
        });
        await expect(collection.count({ _id: 'zz' })).resolves.toBe(0);
      });

      it('upserts from the filter equalities and the update, with the _id the filter names', async () => {
        const result = await collection.updateOne(
          { _id: 'c9', tenantId: 't3' },
          { $set: { title: 'New' }, $inc: { views: 1 } },
          { upsert: true },
        );
        expect(result).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'c9' });
        await expect(collection.findOne({ _id: 'c9' })).resolves.toEqual({
          _id: 'c9',
          tenantId: 't3',
          title: 'New',
          views: 1,
        });
        await collection.updateOne(
          { _id: 'c9', tenantId: 't3' },
          { $inc: { views: 1 } },
          { upsert: true },
        );
        await expect(collection.findOne({ _id: 'c9' })).resolves.toMatchObject({ views: 2 });
      });

      it('gives an upserted document without an _id in the filter a string _id', async () => {
        const result = await collection.updateOne(
          { tenantId: 't7' },
          { $set: { title: 'Fresh' } },
          { upsert: true },
        );
        expect(typeof result.upsertedId).toBe('string');
        await expect(collection.findOne({ tenantId: 't7' })).resolves.toEqual({
          _id: result.upsertedId,
          tenantId: 't7',
          title: 'Fresh',
        });
      });

      it('updates every match with updateMany', async () => {
        await expect(
          collection.updateMany({ tenantId: 't1' }, { $inc: { views: 10 } }),
        ).resolves.toEqual({ matchedCount: 3, modifiedCount: 3 });
        expect((await collection.find({}, { sort: { _id: 1 } })).map((c) => c.views)).toEqual([
          15, 22, 7, 17,
        ]);
      });

      it('replaces a document whole, keeping its _id, and upserts a replacement', async () => {
        await collection.replaceOne(
          { title: 'Revenue' },
          { _id: 'c1', tenantId: 't1', title: 'Income' },
        );
        await expect(collection.findOne({ _id: 'c1' })).resolves.toEqual({
          _id: 'c1',
          tenantId: 't1',
          title: 'Income',
        });
        const upserted = await collection.replaceOne(
          { _id: 'c8' },
          { _id: 'c8', tenantId: 't1', title: 'Eight' },
          { upsert: true },
        );
        expect(upserted).toMatchObject({ matchedCount: 0, upsertedId: 'c8' });
        await expect(collection.findOne({ _id: 'c8' })).resolves.toEqual({
          _id: 'c8',
          tenantId: 't1',
          title: 'Eight',
        });
      });

      it('deletes one or many and says how many', async () => {
        await expect(collection.deleteOne({ tenantId: 't1' })).resolves.toEqual({
          deletedCount: 1,
        });
        await expect(collection.deleteMany({ tenantId: 't1' })).resolves.toEqual({
          deletedCount: 2,
        });
        await expect(collection.deleteMany({ tenantId: 't1' })).resolves.toEqual({
          deletedCount: 0,
        });
        expect((await collection.find({})).map((c) => c._id)).toEqual(['c3']);
      });

      it('drops a collection and leaves the others', async () => {
        await store.collection('other').insertOne({ _id: 'x' });
        await collection.drop();
        await expect(collection.count()).resolves.toBe(0);
        await expect(store.collection('other').count()).resolves.toBe(1);
        await collection.drop();
        await collection.insertOne(structuredClone(cards[0]));
        await expect(collection.count()).resolves.toBe(1);
      });
    });

    describe('transactions', () => {
      it('commits documents and a checkpoint together, reading its own writes inside', async () => {
        const result = await store.transaction(async (session) => {
          const inside = session.collection<Card>('cards');
          await inside.updateOne({ _id: 'c1' }, { $inc: { views: 1 } });
          await inside.insertOne({ _id: 'c5', tenantId: 't1', title: 'Fifth' });
          await inside.deleteOne({ _id: 'c3' });
          await expect(inside.findOne({ _id: 'c1' })).resolves.toMatchObject({ views: 6 });
          expect((await inside.find({ tenantId: 't1' })).map((c) => c._id)).toEqual([
            'c1',
            'c2',
            'c4',
            'c5',
          ]);
          await expect(inside.count()).resolves.toBe(4);
          await session
            .collection('checkpoints')
            .replaceOne({ _id: 'cards' }, { _id: 'cards', position: 42 }, { upsert: true });
          return 'done';
        });
        expect(result).toBe('done');
        expect((await collection.find({})).map((c) => c._id)).toEqual(['c1', 'c2', 'c4', 'c5']);
        await expect(store.collection('checkpoints').findOne({ _id: 'cards' })).resolves.toEqual({
          _id: 'cards',
          position: 42,
        });
      });

      it('writes nothing when the work throws, and passes the error on', async () => {
        const failure = store.transaction(async (session) => {
          await session
            .collection<Card>('cards')
            .updateOne({ _id: 'c1' }, { $set: { title: 'Half' } });
          await session.collection('checkpoints').insertOne({ _id: 'cards', position: 7 });
          throw new Error('projection broke');
        });
        await expect(failure).rejects.toThrow('projection broke');
        await expect(collection.findOne({ _id: 'c1' })).resolves.toEqual(cards[0]);
        await expect(store.collection('checkpoints').count()).resolves.toBe(0);
      });

      it('can empty a collection and refill it inside one transaction', async () => {
        await store.transaction(async (session) => {
          const inside = session.collection<Card>('cards');
          await inside.drop();
          await expect(inside.count()).resolves.toBe(0);
          await inside.insertOne({ _id: 'only', tenantId: 't1', title: 'Only' });
        });
        expect((await collection.find({})).map((c) => c._id)).toEqual(['only']);
      });
    });
  });
}
