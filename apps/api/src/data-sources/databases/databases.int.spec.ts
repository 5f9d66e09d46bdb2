import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { Client } from 'pg';
import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import { DOCUMENT_STORE } from '../../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import type { TestApp } from '../../testing/test-app';
import { askCard, firstMetric, post } from '../testing/data-source-test-kit';
import { parseAllowedHosts } from './database-host-policy';
import { clientFor } from './database-source';

// Against the real servers of this machine: PostgreSQL (trust auth) and MariaDB (root, no password).
const PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' };
const table = `parley_orders_${randomBytes(4).toString('hex')}`;
// Trust auth lets any password in, so the test can prove this one never leaks anywhere.
const PG_PASSWORD = `pg-secret-${randomBytes(6).toString('hex')}`;
// A MariaDB user of this test's own, with a password and SELECT only.
const MY = {
  host: '127.0.0.1',
  port: 3306,
  database: 'test',
  user: `parley_${randomBytes(4).toString('hex')}`,
};
const MY_PASSWORD = `my-secret-${randomBytes(6).toString('hex')}`;

const REGIONS = ['North', 'South', 'East', 'West'];
const CHANNELS = ['Web', 'Store'];
// 180 deterministic orders between 2026-01-01 and 2026-06-09.
const orders = Array.from({ length: 180 }, (_, i) => ({
  id: i + 1,
  order_date: new Date(Date.UTC(2026, 0, 1) + (i % 160) * 86_400_000).toISOString().slice(0, 10),
  region: REGIONS[i % 4],
  channel: CHANNELS[(i * 7) % 2],
  amount: Math.round(((i * 37) % 500) * 100 + 99) / 100,
  quantity: (i % 5) + 1,
}));

const values = orders
  .map(
    (o) =>
      `(${o.id}, '${o.order_date}', '${o.region}', '${o.channel}', ${o.amount}, ${o.quantity})`,
  )
  .join(', ');

describe.each([
  ['postgresql', PG, PG_PASSWORD],
  ['mysql', MY, MY_PASSWORD],
] as const)('%s data source', (type, server, password) => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;
  let datasource_id: string;
  let direct: (sql: string) => Promise<Record<string, unknown>[]>;
  let closeDirect: () => Promise<void>;
  const responses: string[] = [];
  const form = { type, ...server, password };
  const track = async <R extends { body: string }>(res: Promise<R>) => {
    const r = await res;
    responses.push(r.body);
    return r;
  };

  beforeAll(async () => {
    if (type === 'postgresql') {
      const pg = new Client({ ...PG, password: PG_PASSWORD });
      await pg.connect();
      direct = async (sql) => (await pg.query<Record<string, unknown>>(sql)).rows;
      closeDirect = () => pg.end();
      await pg.query(
        `CREATE TABLE ${table} (id integer PRIMARY KEY, order_date date, region text, channel text, amount numeric(10,2), quantity integer)`,
      );
      await pg.query(`COMMENT ON COLUMN ${table}.amount IS 'Order amount'`);
    } else {
      const my = await createConnection({ ...MY, user: 'root', password: '', dateStrings: true });
      direct = async (sql) => (await my.query(sql))[0] as Record<string, unknown>[];
      closeDirect = async () => {
        await my.query(`DROP USER IF EXISTS '${MY.user}'@'%'`);
        await my.end();
      };
      await my.query(`CREATE USER '${MY.user}'@'%' IDENTIFIED BY '${MY_PASSWORD}'`);
      await my.query(`GRANT SELECT ON test.* TO '${MY.user}'@'%'`);
      await my.query(
        `CREATE TABLE ${table} (id int PRIMARY KEY, order_date date, region varchar(20), channel varchar(20), amount decimal(10,2) COMMENT 'Order amount', quantity int)`,
      );
    }
    await direct(
      `INSERT INTO ${table} (id, order_date, region, channel, amount, quantity) VALUES ${values}`,
    );
    // The test databases run on this machine: allowed on purpose, as a private warehouse would be.
    t = await startAuthTestApp({
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      DATABASE_ALLOWED_HOSTS: '127.0.0.1',
      DATABASE_TEST_RATE_LIMIT: '1000',
    });
    ada = await signUp(t.app, `ada-${type}@example.com`);
    bob = await signUp(t.app, `bob-${type}@example.com`);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await direct(`DROP TABLE IF EXISTS ${table}`);
    await closeDirect();
  });

  it('tests the connection and lists the tables', async () => {
    const res = await track(post(t.app, ada, '/api/v1/datasource/database/test', form));
    expect(res.statusCode).toBe(200);
    expect(
      res.json<{ data: { tables: { name: string; kind: string }[] } }>().data.tables,
    ).toContainEqual({ name: table, kind: 'table' });
  });

  it('connects with a chosen table, which becomes the selected account', async () => {
    const res = await track(
      post(t.app, ada, '/api/v1/datasource/database', { ...form, tables: [table] }),
    );
    expect(res.statusCode).toBe(200);
    datasource_id = res.json<{ data: { datasource_id: string } }>().data.datasource_id;
    const tenant = await track(
      t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers }),
    );
    const entry = tenant.json<{
      data: {
        credentials: Record<
          string,
          Record<string, { selected_account: string; accounts: { account_id: string }[] }>
        >;
      };
    }>().data.credentials[type][datasource_id];
    expect(entry).toMatchObject({
      selected_account: table,
      accounts: [{ account_id: table, name: table, datasource_id }],
      // Named after its database, with who signs in where.
      user: { name: server.database, email: `${server.user}@${server.host}:${server.port}` },
    });
    const listed = await track(
      t.app.inject({
        method: 'GET',
        url: `/api/v1/datasource/accounts?type=${type}&datasource_id=${datasource_id}`,
        headers: ada.headers,
      }),
    );
    expect(
      listed.json<{ data: { account_id: string }[] }>().data.map((a) => a.account_id),
    ).toContain(table);
  });

  const ask = (phrase: string) => askCard(t.app, ada, phrase, { type, datasource_id });

  it('answers a total checked against SQL written here', async () => {
    const [row] = await direct(`SELECT sum(amount) AS s FROM ${table}`);
    const card = await ask('total amount');
    expect(firstMetric(card)).toBeCloseTo(Number(row.s), 2);
    expect(card.query.source).toMatchObject({ type, datasource_id });
  });

  it('answers a breakdown by a text column', async () => {
    const rows = await direct(`SELECT region, sum(amount) AS s FROM ${table} GROUP BY region`);
    const card = await ask('amount by region');
    for (const r of rows)
      expect(Number(card.table.find((c) => c.region === r.region)?.amount)).toBeCloseTo(
        Number(r.s),
        2,
      );
  });

  it('answers by month within a date range, and a filter on a stored value', async () => {
    const months = await direct(
      `SELECT ${type === 'postgresql' ? "to_char(order_date, 'YYYY-MM')" : "DATE_FORMAT(order_date, '%Y-%m')"} AS m, sum(quantity) AS q FROM ${table} WHERE order_date >= '2026-01-01' GROUP BY 1 ORDER BY 1`,
    );
    const card = await ask('quantity by month this year');
    const timeKey = card.columns.find((c) => c.role === 'time')?.key as string;
    const metricKey = card.columns.find((c) => c.role === 'metric')?.key as string;
    expect(card.table.map((r) => [String(r[timeKey]).slice(0, 7), Number(r[metricKey])])).toEqual(
      months.map((m) => [m.m, Number(m.q)]),
    );
    const [north] = await direct(
      `SELECT count(*) AS n FROM ${table} WHERE region = 'North' AND channel = 'Web'`,
    );
    expect(firstMetric(await ask('number of orders in North from Web'))).toBe(Number(north.n));
  });

  it('changes nothing when a phrase tries to write', async () => {
    const before = await direct(`SELECT count(*) AS n FROM ${table}`);
    await track(
      post(t.app, ada, '/features/conversations/chat_query', {
        phrase: `amount by region; drop table ${table}; --`,
        event: { type, datasource_id },
      }),
    );
    await track(
      post(t.app, ada, '/features/conversations/chat_query', {
        phrase: `amount'); DELETE FROM ${table}; --`,
        event: { type, datasource_id },
      }),
    );
    expect(await direct(`SELECT count(*) AS n FROM ${table}`)).toEqual(before);
  });

  it('asks for an account when none is selected', async () => {
    await track(
      post(t.app, ada, '/api/v1/datasource/account/remove', {
        type,
        datasource_id,
        account_id: table,
      }),
    );
    const res = await track(
      post(t.app, ada, '/features/conversations/chat_query', {
        phrase: 'total amount',
        event: { type, datasource_id },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { message: string } }>().data.message).toContain('Choose an account');
    await track(
      post(t.app, ada, '/api/v1/datasource/account', {
        type,
        datasource_id,
        account: { account_id: table, name: table },
      }),
    );
    expect(firstMetric(await ask('total quantity'))).toBe(
      orders.reduce((s, o) => s + o.quantity, 0),
    );
  });

  it('keeps another tenant out of the connection', async () => {
    const asked = await track(
      post(t.app, bob, '/features/conversations/chat_query', {
        phrase: 'total amount',
        event: { type, datasource_id, account_id: table },
      }),
    );
    expect(asked.statusCode).toBe(404);
    const accounts = await track(
      t.app.inject({
        method: 'GET',
        url: `/api/v1/datasource/accounts?type=${type}&datasource_id=${datasource_id}`,
        headers: bob.headers,
      }),
    );
    expect(accounts.statusCode).toBe(404);
    const removed = await track(
      post(t.app, bob, '/api/v1/datasource/account/remove', {
        type,
        datasource_id,
        account_id: table,
      }),
    );
    expect(removed.statusCode).toBe(404);
  });

  it.each([
    [
      'a wrong password',
      type === 'postgresql' ? { user: 'no_such_role_parley' } : { password: 'wrong-password' },
      'refused the user name or password',
    ],
    ['an unreachable host', { host: '127.0.0.1', port: 1 }, 'could not be reached'],
    ['an unknown database', { database: 'no_such_db_parley' }, 'does not exist'],
  ])('says clearly when the connection fails: %s', async (_, change, message) => {
    const started = Date.now();
    const res = await track(
      post(t.app, ada, '/api/v1/datasource/database/test', { ...form, ...change }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ data: { message: string } }>().data.message).toContain(message);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops a slow query at the statement timeout with a clear message', async () => {
    const client = clientFor(
      type,
      { ...server, password, ssl: false },
      { statementTimeoutMs: 1000, databaseHosts: parseAllowedHosts('127.0.0.1') },
    );
    const started = Date.now();
    await expect(
      client.query(
        type === 'postgresql'
          ? 'SELECT pg_sleep(8)'
          : 'SELECT SLEEP(8) AS s FROM (SELECT 1) AS x WHERE SLEEP(8) = 1',
      ),
    ).rejects.toMatchObject({ messageKey: 'datastore.db_timeout' });
    expect(Date.now() - started).toBeLessThan(4000);
    // The transaction is read-only whatever SQL reaches it.
    await expect(client.query(`DELETE FROM ${table}`)).rejects.toMatchObject({ status: 400 });
    expect(Number((await direct(`SELECT count(*) AS n FROM ${table}`))[0].n)).toBe(orders.length);
    await client.close();
  }, 15_000);

  it('answers a question on a slow view with a clear message within the timeout', async () => {
    const view = `${table}_slow`;
    const sleep = type === 'postgresql' ? 'pg_sleep(0.05) IS NOT NULL' : 'SLEEP(0.05) = 0';
    await direct(`CREATE VIEW ${view} AS SELECT * FROM ${table} WHERE ${sleep}`);
    try {
      await track(
        post(t.app, ada, '/api/v1/datasource/account', {
          type,
          datasource_id,
          account: { account_id: view, name: view },
        }),
      );
      const started = Date.now();
      const res = await track(
        post(t.app, ada, '/features/conversations/chat_query', {
          phrase: 'total amount',
          event: { type, datasource_id, account_id: view },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<{ data: { message: string } }>().data.message).toMatch(
        /took longer than 3 seconds|took too long/,
      );
      expect(Date.now() - started).toBeLessThan(7000);
    } finally {
      await direct(`DROP VIEW IF EXISTS ${view}`);
    }
  }, 20_000);

  it('never lets the password out: not in events, read models, responses or the vault file', async () => {
    const events = await t.app.get<EventStore>(EVENT_STORE).readAll();
    expect(JSON.stringify(events)).not.toContain(password);
    const documents = await t.app
      .get<DocumentStore>(DOCUMENT_STORE)
      .collection('credentials')
      .find({});
    expect(documents.length).toBeGreaterThan(0);
    expect(JSON.stringify(documents)).not.toContain(password);
    expect(responses.length).toBeGreaterThan(5);
    for (const body of responses) expect(body).not.toContain(password);
    for (const name of readdirSync(t.config.dataDir).filter(
      (n) => n.endsWith('.sqlite') || n.endsWith('-wal'),
    )) {
      expect(readFileSync(join(t.config.dataDir, name)).includes(password)).toBe(false);
    }
  });

  it('deletes the connection with its saved password; another tenant cannot', async () => {
    const target = { type, datasource_id };
    const other = await post(t.app, bob, '/api/v1/datasource/database/remove', target);
    expect(other.statusCode).toBe(404);
    const credentials = async (who: Session) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/datasource/credentials',
          headers: who.headers,
        })
      ).json<{ data: { credentials: Record<string, Record<string, unknown>> } }>().data.credentials;
    expect(Object.keys((await credentials(ada))[type] ?? {})).toContain(datasource_id);
    const res = await post(t.app, ada, '/api/v1/datasource/database/remove', target);
    expect(res.statusCode).toBe(200);
    expect(Object.keys((await credentials(ada))[type] ?? {})).not.toContain(datasource_id);
    expect(
      (await askCard(t.app, ada, 'total amount', target).catch(() => null)) ?? null,
    ).toBeNull();
  });
});
