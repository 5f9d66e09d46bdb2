import { Client } from 'pg';
import { createScratchDatabase } from '../postgres/testing/scratch-database';
import type { ScratchDatabase } from '../postgres/testing/scratch-database';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './event-store.errors';
import type { StoredEvent } from './event-store.port';
import { createEventStore } from './create-event-store';
import { PostgresEventStore } from './postgres-event-store';
import { eventStoreContract, newEvent } from './testing/event-store.contract';

// The local PostgreSQL server, in a database of this suite's own (created here, dropped after).
let database: ScratchDatabase;
beforeAll(async () => {
  database = await createScratchDatabase('parley_events_test');
});
afterAll(async () => {
  await database.drop();
});

// A long poll: subscriptions must be woken by NOTIFY, not by the timer.
eventStoreContract('PostgreSQL adapter', () =>
  Promise.resolve(new PostgresEventStore(database.url, { pollIntervalMs: 60_000 })),
);

describe('PostgreSQL adapter, beyond the contract', () => {
  it('is chosen for a postgres:// URL', async () => {
    const store = createEventStore({ eventStoreUrl: database.url, dataDir: '/nonexistent' });
    expect(store).toBeInstanceOf(PostgresEventStore);
    await store.close();
  });

  it('wakes a subscription of another instance through LISTEN/NOTIFY', async () => {
    const reader = new PostgresEventStore(database.url, { pollIntervalMs: 60_000 });
    const writer = new PostgresEventStore(database.url, { pollIntervalMs: 60_000 });
    const stream = `elsewhere-${Date.now()}`;
    const head = (await reader.readAll({ limit: 1_000_000 })).at(-1)?.position ?? 0;
    const heard = new Promise<StoredEvent>((resolve) => {
      reader.subscribeToAll({ fromPosition: head }, (event) => {
        if (event.stream === stream) resolve(event);
      });
    });
    await writer.append(stream, [newEvent('FromElsewhere')], { expectedRevision: 'no_stream' });
    await expect(heard).resolves.toMatchObject({ type: 'FromElsewhere', revision: 0 });
    await Promise.all([reader.close(), writer.close()]);
  });

  it('keeps positions in commit order when two instances append at once', async () => {
    const stores = [0, 1, 2].map(() => new PostgresEventStore(database.url));
    const writes = stores.flatMap((store, s) =>
      Array.from({ length: 20 }, (_, i) =>
        store.append(`order-${s}-${i}`, [newEvent('A'), newEvent('B')], {
          expectedRevision: 'no_stream',
        }),
      ),
    );
    const results = await Promise.all(writes);
    const positions = results.map((r) => r.position).sort((a, b) => a - b);
    expect(new Set(positions).size).toBe(60);
    const all = await stores[0].readAll({ limit: 1_000_000 });
    const ours = all.filter((event) => event.stream.startsWith('order-'));
    expect(ours).toHaveLength(120);
    // Each append's two events sit side by side: no other append slipped between them.
    for (let i = 0; i < ours.length; i += 2) {
      expect(ours[i + 1].stream).toBe(ours[i].stream);
      expect(ours[i + 1].position).toBe(ours[i].position + 1);
    }
    await Promise.all(stores.map((store) => store.close()));
  });

  it('refuses an event id stored before at another place, and a stale revision across instances', async () => {
    const a = new PostgresEventStore(database.url);
    const b = new PostgresEventStore(database.url);
    const reused = newEvent('CardAdded');
    await a.append('collection-reuse-1', [reused], { expectedRevision: 'no_stream' });
    await expect(
      b.append('collection-reuse-2', [newEvent('Other'), reused], {
        expectedRevision: 'no_stream',
      }),
    ).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(b.readStream('collection-reuse-2')).resolves.toEqual([]);
    await b.append('collection-reuse-1', [newEvent('Moved')], { expectedRevision: 0 });
    await expect(
      a.append('collection-reuse-1', [newEvent('Stale')], { expectedRevision: 0 }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await Promise.all([a.close(), b.close()]);
  });

  it('is append-only: the table refuses to change or delete a stored event', async () => {
    const store = new PostgresEventStore(database.url);
    await store.append('kept-1', [newEvent('Kept')], { expectedRevision: 'no_stream' });
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await expect(
      client.query(`UPDATE parley_events SET type = 'Changed' WHERE stream = 'kept-1'`),
    ).rejects.toThrow(/append-only/);
    await expect(client.query(`DELETE FROM parley_events WHERE stream = 'kept-1'`)).rejects.toThrow(
      /append-only/,
    );
    await client.end();
    await store.close();
  });

  it('hands a row whose data is not an object on marked unreadable', async () => {
    const store = new PostgresEventStore(database.url);
    const { position } = await store.append('damaged-0', [newEvent('Fine')], {
      expectedRevision: 'no_stream',
    });
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO parley_events (stream, revision, id, type, data, metadata, time)
       VALUES ('damaged-1', 0, gen_random_uuid(), 'Broken', '"text"', '{}', now())`,
    );
    await client.end();
    const after = await store.readAll({ fromPosition: position });
    expect(after[0]).toMatchObject({
      stream: 'damaged-1',
      data: {},
      unreadable: 'data is not a JSON object',
    });
    await store.close();
  });

  it('rejects appends after close', async () => {
    const store = new PostgresEventStore(database.url);
    await store.close();
    await expect(
      store.append('s', [newEvent('Late')], { expectedRevision: 'any' }),
    ).rejects.toThrow(/closed/);
  });
});
