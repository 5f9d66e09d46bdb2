import { Client } from 'pg';
import { createScratchDatabase } from '../postgres/testing/scratch-database';
import type { ScratchDatabase } from '../postgres/testing/scratch-database';
import { createDocumentStore } from './create-document-store';
import { PostgresDocumentStore } from './postgres-document-store';
import { documentStoreContract } from './testing/document-store.contract';

// The local PostgreSQL server, in a database of this suite's own (created here, dropped after).
let database: ScratchDatabase;
beforeAll(async () => {
  database = await createScratchDatabase('parley_documents_test');
});
afterAll(async () => {
  await database.drop();
});

// Each test starts from an empty table, as each embedded test starts from a new file.
documentStoreContract('PostgreSQL adapter', async () => {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  await client.query('DROP TABLE IF EXISTS parley_documents');
  await client.end();
  return new PostgresDocumentStore(database.url);
});

describe('PostgreSQL document store, beyond the contract', () => {
  it('is chosen for a postgres:// URL', async () => {
    const store = createDocumentStore({ documentStoreUrl: database.url, dataDir: '/nonexistent' });
    expect(store).toBeInstanceOf(PostgresDocumentStore);
    await store.close();
  });

  it('lets only one of two instances commit a checkpoint both read at the same position', async () => {
    const a = new PostgresDocumentStore(database.url);
    const b = new PostgresDocumentStore(database.url);
    await a
      .collection('_checkpoints')
      .replaceOne({ _id: 'race' }, { _id: 'race', position: 0 }, { upsert: true });
    // Both read position 0, then both try to apply "event 1" and move the checkpoint: the
    // checkpoint row serialises them, so the loser runs again, sees 1, and applies nothing.
    let applied = 0;
    let bothRead: () => void = () => undefined;
    const readBarrier = new Promise<void>((resolve) => {
      let waiting = 2;
      bothRead = () => (--waiting === 0 ? resolve() : undefined);
    });
    let firstPass = true;
    const project = (store: PostgresDocumentStore) =>
      store.transaction(async (session) => {
        const checkpoint = await session.collection('_checkpoints').findOne({ _id: 'race' });
        if (firstPass) {
          bothRead();
          await readBarrier;
        }
        if (checkpoint?.position !== 0) return;
        await session
          .collection('cards')
          .updateOne({ _id: 'counter' }, { $inc: { applied: 1 } }, { upsert: true });
        await session
          .collection('_checkpoints')
          .replaceOne({ _id: 'race' }, { _id: 'race', position: 1 });
        applied += 1;
      });
    const runs = Promise.all([project(a), project(b)]);
    await readBarrier;
    firstPass = false;
    await runs;
    await expect(a.collection('cards').findOne({ _id: 'counter' })).resolves.toMatchObject({
      applied: 1,
    });
    expect(applied).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });

  it('survives the server ending its connection between two statements of a transaction', async () => {
    const store = new PostgresDocumentStore(database.url);
    await store.collection('kept').insertOne({ _id: 'a' });
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    const others = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
    const failure = store.transaction(async (session) => {
      await session.collection('kept').findOne({ _id: 'a' });
      // As a server restart does: every other connection of the database is ended.
      await admin.query(`SELECT pg_terminate_backend(pid) FROM (${others}) AS o`);
      while ((await admin.query(others)).rows.length > 0) await admin.query('SELECT 1');
      await session.collection('kept').findOne({ _id: 'a' });
    });
    await expect(failure).rejects.toThrow();
    await admin.end();
    // The process is still here, and the pool opens a new connection for the next call.
    await expect(store.collection('kept').findOne({ _id: 'a' })).resolves.toEqual({ _id: 'a' });
    await store.close();
  });

  it('turns eight concurrent upserts of one new document from two instances into one document', async () => {
    const a = new PostgresDocumentStore(database.url);
    const b = new PostgresDocumentStore(database.url);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b)
          .collection('usage')
          .updateOne({ _id: 'tenant-1', tenantId: 't1' }, { $inc: { asked: 1 } }, { upsert: true }),
      ),
    );
    await expect(a.collection('usage').find({ tenantId: 't1' })).resolves.toEqual([
      { _id: 'tenant-1', tenantId: 't1', asked: 8 },
    ]);
    await Promise.all([a.close(), b.close()]);
  });
});
