import { performance } from 'node:perf_hooks';
import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import type { TestApp } from '../../testing/test-app';
import { post } from '../testing/data-source-test-kit';

// Issue 15 item 3: the database form must not reach the server's own network. Every target here
// is on this machine or a private network; the first two ports below are this machine's real
// PostgreSQL and MariaDB, which answered (system tables listed) before the check existed.
const TARGETS: [string, { type: 'postgresql' | 'mysql'; host: string; port?: number }][] = [
  ['loopback PostgreSQL', { type: 'postgresql', host: '127.0.0.1', port: 5432 }],
  ['loopback MariaDB', { type: 'mysql', host: '127.0.0.1', port: 3306 }],
  ['a closed loopback port', { type: 'mysql', host: '127.0.0.1', port: 1 }],
  ['loopback IPv6', { type: 'postgresql', host: '::1', port: 5432 }],
  ['loopback IPv6 in brackets', { type: 'postgresql', host: '[::1]', port: 5432 }],
  ['IPv4-mapped loopback', { type: 'postgresql', host: '::ffff:127.0.0.1', port: 5432 }],
  ['loopback as one number', { type: 'mysql', host: '2130706433', port: 3306 }],
  ['the unspecified address', { type: 'mysql', host: '0.0.0.0', port: 3306 }],
  ['a name resolving to loopback', { type: 'postgresql', host: 'localhost', port: 5432 }],
  ['a 10.x address', { type: 'postgresql', host: '10.1.2.3', port: 5432 }],
  ['a 172.16.x address', { type: 'mysql', host: '172.17.0.2', port: 3306 }],
  ['a 192.168.x address', { type: 'postgresql', host: '192.168.1.10', port: 5432 }],
  ['the cloud metadata address', { type: 'postgresql', host: '169.254.169.254', port: 80 }],
  ['the IPv6 cloud metadata address', { type: 'mysql', host: 'fd00:ec2::254', port: 80 }],
  ['an IPv6 link-local address', { type: 'mysql', host: 'fe80::1', port: 3306 }],
  ['a NAT64 address of loopback', { type: 'mysql', host: '64:ff9b::7f00:1', port: 3306 }],
  ['the PostgreSQL unix socket', { type: 'postgresql', host: '/var/run/postgresql' }],
  ['the MariaDB unix socket', { type: 'mysql', host: '/var/run/mysqld/mysqld.sock' }],
];

const form = (target: { type: string; host: string; port?: number }) => ({
  database: 'mysql',
  user: 'root',
  password: '',
  ...target,
});

describe('database connections to the server’s own network', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await startAuthTestApp({ DATABASE_TEST_RATE_LIMIT: '1000' });
    ada = await signUp(t.app, 'ssrf@example.com');
  }, 60_000);
  afterAll(() => t.close());

  const times: number[] = [];

  it.each(TARGETS)('refuses %s with the one answer, before connecting', async (_, target) => {
    const started = performance.now();
    const res = await post(t.app, ada, '/api/v1/datasource/database/test', form(target));
    times.push(performance.now() - started);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      data: {
        error: 'bad_request',
        key: 'datastore.db_host_not_allowed',
        message:
          'Parley does not connect to this address: it belongs to a private network. Use the public address of your database server.',
      },
    });
    const saved = await post(t.app, ada, '/api/v1/datasource/database', form(target));
    expect(saved.json()).toMatchObject({ data: { key: 'datastore.db_host_not_allowed' } });
  });

  it('answers every refusal as fast, an open port as a closed one (no port scan by timing)', () => {
    expect(times).toHaveLength(TARGETS.length);
    // Nothing is connected to: each refusal is a local decision of a few milliseconds.
    expect(Math.max(...times)).toBeLessThan(250);
  });

  it('keeps answering other tenants meanwhile', async () => {
    const bob = await signUp(t.app, 'ssrf-bystander@example.com');
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: bob.headers });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('DATABASE_ALLOWED_HOSTS', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await startAuthTestApp({
      DATABASE_ALLOWED_HOSTS: '127.0.0.0/8, ::1, localhost, /var/run/postgresql',
      DATABASE_TEST_RATE_LIMIT: '1000',
    });
    ada = await signUp(t.app, 'warehouse@example.com');
  }, 60_000);
  afterAll(() => t.close());

  const pg = { type: 'postgresql' as const, database: 'test', user: 'postgres', password: '' };

  it.each([
    ['an allowed range', { ...pg, host: '127.0.0.1', port: 5432 }],
    ['an allowed name', { ...pg, host: 'localhost', port: 5432 }],
    ['an allowed unix socket', { ...pg, host: '/var/run/postgresql' }],
    ['MariaDB in an allowed range', { ...form({ type: 'mysql', host: '127.0.0.1', port: 3306 }) }],
  ])('lets a private warehouse in on purpose: %s', async (_, target) => {
    const res = await post(t.app, ada, '/api/v1/datasource/database/test', target);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { ok: true, tables: expect.any(Array) as unknown } });
  });

  it('hands an allowed IPv6 address to the driver (no server listens there: unreachable)', async () => {
    const res = await post(t.app, ada, '/api/v1/datasource/database/test', { ...pg, host: '::1' });
    expect(res.json()).toMatchObject({ data: { key: 'datastore.db_unreachable' } });
  });

  it('still refuses what it does not name', async () => {
    for (const host of ['10.1.2.3', '169.254.169.254', '/var/run/mysqld/mysqld.sock']) {
      const res = await post(t.app, ada, '/api/v1/datasource/database/test', { ...pg, host });
      expect(res.json()).toMatchObject({ data: { key: 'datastore.db_host_not_allowed' } });
    }
  });
});

describe('connection tests per tenant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ DATABASE_TEST_RATE_LIMIT: '3' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 429 past DATABASE_TEST_RATE_LIMIT a minute, for that tenant only', async () => {
    const ada = await signUp(t.app, 'scanner@example.com');
    const bob = await signUp(t.app, 'scanner-bystander@example.com');
    const target = form({ type: 'postgresql', host: '10.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post(t.app, ada, '/api/v1/datasource/database/test', { ...target, port: 5000 + i }))
          .statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect((await post(t.app, bob, '/api/v1/datasource/database/test', target)).statusCode).toBe(
      400,
    );
  });
});
