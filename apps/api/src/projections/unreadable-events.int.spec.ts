import { randomUUID } from 'node:crypto';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import {
  openSqliteDatabase,
  parleyDatabasePath,
} from '../infrastructure/event-store/open-sqlite-database';
import type { SqliteDatabase } from '../infrastructure/event-store/open-sqlite-database';
import type { TestApp } from '../testing/test-app';
import { ProjectionRunner } from './projection-runner';

type Client = ReturnType<typeof collectionsClient>;
type Health = {
  status: string;
  readModels: {
    lag: number;
    projecting: boolean;
    parked: number;
    parkedEvents: { position: number; type: string; reason: string }[];
  };
};

// Words only the damaged rows hold: they must never come back out of /health.
const NOT_JSON = '{"card": {"id": "q-9", "phrase": "Ada Lovelace earnings by month"';
const HIDDEN_NAME = { text: 'Ada Lovelace private plans' };

describe('an event the store cannot read (issue 26 item 2)', () => {
  let t: TestApp;
  let db: SqliteDatabase;
  let ada: Client;
  let bob: Client;
  let progress: ReadModelProgress;

  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
    // A second connection to the same file, as an operator's sqlite3 shell (or a bad disk) has.
    db = openSqliteDatabase(parleyDatabasePath(t.config.dataDir));
    const sessions: Session[] = [
      await signUp(t.app, 'ada@example.com'),
      await signUp(t.app, 'bob@example.com'),
    ];
    [ada, bob] = sessions.map((session) => collectionsClient(t.app, session));
    progress = t.app.get(ReadModelProgress);
  }, 60_000);
  afterAll(async () => {
    db.close();
    await t.close();
  });

  // Writes a row straight into the log at the stream's next revision and waits until the
  // projections have passed it.
  const writeRaw = async (collectionId: string, type: string, data: string) => {
    const stream = `collection-${collectionId}`;
    const { revision } = db
      .prepare<[string], { revision: number }>(
        'SELECT max(revision) AS revision FROM events WHERE stream = ?',
      )
      .get(stream) as { revision: number };
    const metadata = { tenantId: 'x', commandId: randomUUID(), time: new Date().toISOString() };
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO events (stream, revision, id, type, data, metadata, time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(stream, revision + 1, randomUUID(), type, data, JSON.stringify(metadata), Date.now());
    const position = Number(lastInsertRowid);
    await progress.waitFor(position, 15_000);
    return position;
  };
  const health = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    return { body: res.body, json: res.json<Health>() };
  };

  it('parks the row and the misshapen event, keeps every other stream and tenant writing, names them on /health and applies them after a repair and a rebuild', async () => {
    const sales = (await ada.create('Sales')).data.collection.id;
    const plans = (await ada.create('Plans')).data.collection.id;
    const damaged = await writeRaw(sales, 'CardAdded', NOT_JSON);
    // Well-formed JSON of the wrong shape: a name that is an object.
    const misshapen = await writeRaw(
      plans,
      'CollectionRenamed',
      JSON.stringify({ name: HIDDEN_NAME }),
    );

    // Other tenants and the same tenant's other streams go on, each write answered at once
    // (it used to wait 10 s for read models that had stopped, then answer 500).
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const created = await bob.create(`Ops ${i}`);
      expect(created.status).toBe(200);
      const added = await bob.addCard(created.data.collection.id, `revenue by week ${i}`);
      expect(added.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect((await ada.create('Marketing')).status).toBe(200);
    // The misshapen rename was not applied.
    expect((await ada.get(plans)).data.collection.name).toBe('Plans');
    // A decision on the damaged stream is refused at once, never made on a history with a hole.
    const refused = await ada.addCard(sales, 'orders by month');
    expect(refused).toMatchObject({ status: 503, data: { key: 'errors.unreadable_record' } });

    const { body, json } = await health();
    expect(json).toMatchObject({
      status: 'degraded',
      readModels: {
        lag: 0,
        projecting: true,
        parked: 2,
        parkedEvents: [
          { position: damaged, type: 'CardAdded', reason: 'unreadable' },
          { position: misshapen, type: 'CollectionRenamed', reason: 'unreadable' },
        ],
      },
    });
    expect(body).not.toMatch(/Lovelace|earnings|private/);

    // The operator repairs both rows; `npm run rebuild` replays the log, parked events included.
    const card = { id: 'q-9', phrase: 'earnings by month', type: 'demo', datasource_id: 'demo' };
    db.prepare('UPDATE events SET data = ? WHERE position = ?').run(
      JSON.stringify({ card, addedAt: new Date().toISOString() }),
      damaged,
    );
    db.prepare('UPDATE events SET data = ? WHERE position = ?').run(
      JSON.stringify({ name: 'Plans 2027' }),
      misshapen,
    );
    await t.app.get(ProjectionRunner).rebuild();

    expect((await health()).json).toMatchObject({
      status: 'ok',
      readModels: { parked: 0, parkedEvents: [] },
    });
    expect((await ada.get(sales)).data.collection.questions).toMatchObject([
      { id: 'q-9', phrase: 'earnings by month' },
    ]);
    expect((await ada.get(plans)).data.collection.name).toBe('Plans 2027');
    expect((await ada.addCard(sales, 'orders by month')).status).toBe(200);
  }, 60_000);
});
