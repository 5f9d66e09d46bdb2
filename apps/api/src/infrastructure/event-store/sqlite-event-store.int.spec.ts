import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DuplicateEventIdError } from './event-store.errors';
import { openSqliteDatabase } from './open-sqlite-database';
import { SqliteEventStore } from './sqlite-event-store';
import { eventStoreContract, newEvent } from './testing/event-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'parley-event-store-'));
let files = 0;
const freshFile = (): string => join(dir, `events-${(files += 1)}.sqlite`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

eventStoreContract('embedded SQLite adapter', () =>
  Promise.resolve(new SqliteEventStore(freshFile())),
);

describe('embedded SQLite adapter, beyond the contract', () => {
  it('keeps acknowledged events across a reopen, with durable settings on the file', async () => {
    const file = freshFile();
    const first = new SqliteEventStore(file);
    const appended = await first.append('tenant-1', [newEvent('TenantCreated')], {
      expectedRevision: 'no_stream',
    });
    await first.close();

    const db = openSqliteDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    const reopened = new SqliteEventStore(db);
    expect((await reopened.readStream('tenant-1')).map((e) => e.position)).toEqual([
      appended.position,
    ]);
    await reopened.close();
    // An injected database belongs to its owner: closing the store leaves it open.
    expect(db.open).toBe(true);
    db.close();
  });

  it('refuses an event id stored before at another place, and appends nothing of that batch', async () => {
    const store = new SqliteEventStore(freshFile());
    const reused = newEvent('CardAdded');
    await store.append('collection-1', [reused], { expectedRevision: 'no_stream' });
    await expect(
      store.append('collection-2', [newEvent('Other'), reused], { expectedRevision: 'no_stream' }),
    ).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.readStream('collection-2')).toEqual([]);
    await store.close();
  });

  it('commits concurrent appends together and settles each on its own', async () => {
    const store = new SqliteEventStore(freshFile());
    const duplicate = newEvent('Same');
    const outcomes = await Promise.allSettled([
      store.append('a', [newEvent('A')], { expectedRevision: 'no_stream' }),
      store.append('b', [newEvent('B')], { expectedRevision: 5 }),
      store.append('c', [duplicate], { expectedRevision: 'no_stream' }),
      store.append('c', [duplicate], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    // The twin append inside the same batch is recognised as a retry of the first.
    const [, , original, twin] = outcomes as PromiseFulfilledResult<unknown>[];
    expect(twin.value).toEqual(original.value);
    expect(await store.readAll()).toHaveLength(2);
    await store.close();
  });

  it('shows events another connection wrote to the same file to a subscription', async () => {
    const file = freshFile();
    const reader = new SqliteEventStore(file, { pollIntervalMs: 20 });
    const writer = new SqliteEventStore(file);
    const seen: string[] = [];
    const subscription = reader.subscribeToAll({}, (event) => {
      seen.push(event.type);
    });
    await writer.append('s', [newEvent('FromElsewhere')], { expectedRevision: 'any' });
    for (let i = 0; i < 100 && seen.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(['FromElsewhere']);
    await subscription.close();
    await Promise.all([reader.close(), writer.close()]);
  });

  it('makes a connection it is handed durable', async () => {
    const db = new Database(freshFile());
    db.pragma('synchronous = OFF');
    const store = new SqliteEventStore(db);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    await store.close();
    db.close();
  });

  it('rejects appends after close', async () => {
    const store = new SqliteEventStore(freshFile());
    await store.close();
    await expect(
      store.append('s', [newEvent('Late')], { expectedRevision: 'any' }),
    ).rejects.toThrow(/closed/);
  });
});
