import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '../event-store/open-sqlite-database';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { newEvent } from '../event-store/testing/event-store.contract';
import { SqliteDocumentStore } from './sqlite-document-store';
import { documentStoreContract } from './testing/document-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'parley-document-store-'));
let files = 0;
const freshFile = (): string => join(dir, `documents-${(files += 1)}.sqlite`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

documentStoreContract('embedded SQLite adapter', () =>
  Promise.resolve(new SqliteDocumentStore(freshFile())),
);

describe('embedded SQLite document store, beyond the contract', () => {
  it('keeps documents across a reopen of the file', async () => {
    const file = freshFile();
    const first = new SqliteDocumentStore(file);
    await first.collection('tenants').insertOne({ _id: 't1', flags: { rc: true } });
    await first.close();
    const reopened = new SqliteDocumentStore(file);
    await expect(reopened.collection('tenants').findOne({ _id: 't1' })).resolves.toEqual({
      _id: 't1',
      flags: { rc: true },
    });
    await reopened.close();
  });

  it('shares one connection with the event store without pulling appends into its transactions', async () => {
    const db = openSqliteDatabase(freshFile());
    const events = new SqliteEventStore(db);
    const documents = new SqliteDocumentStore(db);
    const failed = documents.transaction(async (session) => {
      await session.collection('read-model').insertOne({ _id: 'half' });
      // An append acknowledged while the transaction is open must not depend on its fate.
      await events.append('tenant-1', [newEvent('TenantCreated')], {
        expectedRevision: 'no_stream',
      });
      throw new Error('projection broke');
    });
    await expect(failed).rejects.toThrow('projection broke');
    await expect(events.readStream('tenant-1')).resolves.toHaveLength(1);
    await expect(documents.collection('read-model').count()).resolves.toBe(0);
    await Promise.all([events.close(), documents.close()]);
    expect(db.open).toBe(true);
    db.close();
  });

  it('indexes documents by collection and _id', () => {
    const db = openSqliteDatabase(freshFile());
    const store = new SqliteDocumentStore(db);
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT body FROM documents WHERE collection = 'a' AND id = 'b'")
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toMatch(
      /PRIMARY KEY \(collection=\? AND id=\?\)/,
    );
    void store.close();
    db.close();
  });
});
