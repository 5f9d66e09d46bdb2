// `npm run bench -- cluster [--seconds 10]`: 1, 2 and 3 API processes (apps/api/dist) on
// PostgreSQL + Redis behind a round-robin proxy, 50 concurrent askers and writers, then the
// faults of issue 30 item 5 during a write burst (an instance killed, the projection leader
// killed, Redis restarted, PostgreSQL restarted) and the checks after them: acknowledged writes
// lost or duplicated, read models against a rebuild, live updates on every instance. Loopback
// only, bounded in time. PostgreSQL and Redis are private servers of the run (initdb into a
// temporary folder, run as the postgres user; redis-server on a free port), so restarting them
// touches nobody else's.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BenchApi } from './bench-api';
import type { Session } from './bench-api';

const root = resolve(__dirname, '../../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const argSeconds = process.argv.indexOf('--seconds');
const SECONDS = argSeconds > 0 ? Number(process.argv[argSeconds + 1]) : 10;
const ASKERS = 45;
const WRITERS = 5;
const PHRASES = [
  'revenue last 30 days',
  'revenue by channel',
  'orders by month',
  'top 5 products by revenue',
];

type SocketLike = { on(event: string, handler: (payload: unknown) => void): void; close(): void };
const fromApi = createRequire(resolve(root, 'apps/api/package.json'));
const { io } = fromApi('socket.io-client') as {
  io: (url: string, options: Record<string, unknown>) => SocketLike & { once: SocketLike['on'] };
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A PostgreSQL server of this run only, in a temporary folder owned by the postgres user. */
class PrivatePostgres {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'parley-cluster-pg-'));
    chmodSync(dir, 0o755);
    const pgUser = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const pgGroup = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, pgUser, pgGroup);
    const asPostgres = (command: string, ...args: string[]) =>
      execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
        stdio: 'ignore',
      });
    asPostgres('initdb', '-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync');
    const server = new PrivatePostgres(dir, await freePort());
    server.start();
    execFileSync(join(PG_BIN, 'psql'), [server.adminUrl, '-qc', 'CREATE DATABASE parley']);
    return server;
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/parley`;
  }

  start(): void {
    this.ctl('start', '-w', '-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`);
  }

  /** A fast shutdown (connections are cut) and a start: what a restart of the server does. */
  restart(): void {
    this.ctl('stop', '-m', 'fast', '-w');
    this.start();
  }

  query(sql: string): string {
    return execFileSync(join(PG_BIN, 'psql'), [this.url, '-AtXqc', sql]).toString();
  }

  stop(): void {
    this.ctl('stop', '-m', 'immediate', '-w');
    rmSync(this.dir, { recursive: true, force: true });
  }

  private ctl(...args: string[]): void {
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', join(PG_BIN, 'pg_ctl'), '-D', join(this.dir, 'data'), ...args],
      { stdio: 'ignore' },
    );
  }
}

/** A Redis server of this run only, keeping nothing on disk (as the machine's own). */
class PrivateRedis {
  private child?: ChildProcess;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(this.port), 'ping'])
          .stdout?.toString()
          .trim()
      )
        return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Round robin over the instances that are up; a request whose connection is refused goes to the
 * next one (as HAProxy's redispatch does), one cut mid-way answers 502 and the client retries.
 */
class RoundRobinProxy {
  private next = 0;
  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly targets: () => BenchApi[],
  ) {}

  static async start(targets: () => BenchApi[]): Promise<RoundRobinProxy> {
    const port = await freePort();
    const made: { proxy?: RoundRobinProxy } = {};
    const server = createServer((req, res) => made.proxy?.forward(req, res));
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    made.proxy = new RoundRobinProxy(server, `http://127.0.0.1:${port}`, targets);
    return made.proxy;
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  private forward(req: IncomingMessage, res: ServerResponse, attempt = 0): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => this.send(req, Buffer.concat(chunks), res, attempt));
  }

  private send(req: IncomingMessage, body: Buffer, res: ServerResponse, attempt: number): void {
    const up = this.targets().filter((api) => api.running);
    if (up.length === 0 || attempt > up.length) {
      res.writeHead(503).end();
      return;
    }
    const target = new URL(up[this.next++ % up.length].url);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
        reply.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !res.headersSent)
        return this.send(req, body, res, attempt + 1);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  }
}

type Post = { status: number; data?: Record<string, unknown>; ms: number; message?: string };

async function call(
  base: string,
  method: string,
  path: string,
  session: Session,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Post> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...session, ...extra, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const parsed = text
      ? (JSON.parse(text) as { data?: Record<string, unknown>; message?: string })
      : {};
    const message = res.status === 200 ? undefined : (parsed.message ?? text.slice(0, 120));
    return { status: res.status, data: parsed.data, ms: performance.now() - started, message };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

type Acked = { collection: string; card: string };

// Every collection the writers filled (with its owner's session), for the checks at the end.
const everyCollection: { id: string; session: Session }[] = [];

async function createCollection(base: string, session: Session, name: string): Promise<string> {
  // Retried with one Idempotency-Key through a fault, like the writes.
  const key = randomUUID();
  let made: Post = { status: 0, ms: 0 };
  for (let attempt = 0; attempt < 8; attempt++) {
    made = await call(
      base,
      'POST',
      '/api/v1/create_collection',
      session,
      { name, digest: 'weekly' },
      { 'idempotency-key': key },
    );
    const id = (made.data?.collection as { id?: string } | undefined)?.id;
    if (id) {
      everyCollection.push({ id, session });
      return id;
    }
    if (made.status !== 0 && made.status < 500) break;
    await sleep(200 * (attempt + 1));
  }
  throw new Error(`create_collection: ${made.status} ${made.message ?? ''}`);
}

/** Adds a card, retrying with the same Idempotency-Key until it is acknowledged (or 8 tries). */
// A collection holds a question once: each write asks about another number of days.
let written = 0;

async function addCard(
  base: string,
  session: Session,
  collection: string,
): Promise<Post & { card?: string }> {
  const key = randomUUID();
  const phrase = `revenue last ${(written += 1)} days`;
  let last: Post = { status: 0, ms: 0 };
  const started = performance.now();
  for (let attempt = 0; attempt < 8; attempt++) {
    last = await call(
      base,
      'POST',
      '/api/v1/add_collection_question',
      session,
      {
        collection_id: collection,
        phrase,
        type: 'demo',
        datasource_id: 'demo',
        interval: 0,
        variables: {},
      },
      { 'idempotency-key': key },
    );
    if (last.status === 200)
      return { ...last, ms: performance.now() - started, card: String(last.data?.id) };
    if (last.status !== 0 && last.status < 500) return last;
    await sleep(200 * (attempt + 1));
  }
  return last;
}

type Load = { questions: number[]; questionErrors: number; writes: number[]; writeErrors: number };
// Statuses of failed calls over the whole run (0: no answer), printed at the end.
const failures = new Map<string, number>();
const said = new Map<string, string>();
const fail = (what: string, res: Post) => {
  const key = `${what} ${res.status}`;
  failures.set(key, (failures.get(key) ?? 0) + 1);
  if (res.message && !said.has(key)) said.set(key, res.message);
};

async function runLoad(
  base: string,
  session: Session,
  writerSessions: Session[],
  collections: string[],
  seconds: number,
  acked: Acked[],
  during?: () => Promise<void>,
): Promise<Load> {
  const load: Load = { questions: [], questionErrors: 0, writes: [], writeErrors: 0 };
  const until = Date.now() + seconds * 1000;
  const askers = Array.from({ length: ASKERS }, async (_, i) => {
    for (let n = 0; Date.now() < until; n++) {
      const res = await call(base, 'POST', '/features/conversations/chat_query', session, {
        phrase: PHRASES[(i + n) % PHRASES.length],
      });
      if (res.status === 200) load.questions.push(res.ms);
      else {
        load.questionErrors++;
        fail('question', res);
      }
    }
  });
  const writers = collections.map(async (_, w) => {
    while (Date.now() < until) {
      const collection = collections[w];
      const res = await addCard(base, writerSessions[w], collection);
      if (res.card) {
        acked.push({ collection, card: res.card });
        load.writes.push(res.ms);
      } else if (res.status === 403 && /limit/.test(res.message ?? '')) {
        // A collection holds 20 cards on every plan: the writer goes on in a new one.
        collections[w] = await createCollection(base, writerSessions[w], `Writer ${w}`);
      } else {
        load.writeErrors++;
        fail('write', res);
      }
    }
  });
  await Promise.all([...askers, ...writers, during?.()]);
  return load;
}

async function leaderOf(apis: BenchApi[]): Promise<BenchApi | undefined> {
  for (const api of apis.filter((a) => a.running)) {
    const res = await fetch(`${api.url}/ready`).catch(() => undefined);
    const body = (await res?.json().catch(() => undefined)) as
      | { info?: { projections?: { role?: string } }; error?: { projections?: { role?: string } } }
      | undefined;
    const role = body?.info?.projections?.role ?? body?.error?.projections?.role;
    if (role === 'leader') return api;
  }
  return undefined;
}

function lagSampler(apis: BenchApi[]): { stop(): Promise<number[]> } {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const api of apis.filter((a) => a.running)) {
        const text = await fetch(`${api.url}/metrics`)
          .then((r) => r.text())
          .catch(() => '');
        const lag = /^parley_projection_lag_positions (\d+)/m.exec(text)?.[1];
        if (lag !== undefined) samples.push(Number(lag));
      }
      await sleep(200);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

function readModels(pg: PrivatePostgres): string {
  return pg.query(
    `SELECT collection || ' ' || id || ' ' || body::text FROM parley_documents
     WHERE collection NOT IN ('_checkpoints', '_snapshots', '_parked_events') ORDER BY collection, id`,
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'parley-cluster-'));
  const pg = await PrivatePostgres.start();
  const redis = await PrivateRedis.start();
  const env = (n: number): Record<string, string> => ({
    EVENTSTORE_URL: pg.url,
    DOCUMENT_STORE_URL: pg.url,
    REDIS_URL: redis.url,
    SHARED_DIR: join(work, 'shared'),
    PARLEY_SECRET_KEY: 'cluster bench key',
    HEALTH_PORT: 'off',
    DATA_DIR: join(work, `instance-${n}`),
  });
  const apis: BenchApi[] = [];
  let proxy: RoundRobinProxy | undefined;
  const sockets: SocketLike[] = [];
  try {
    for (let n = 1; n <= 3; n++)
      apis.push(await BenchApi.start(join(work, `instance-${n}`), env(n)));
    for (const api of apis.slice(1)) await api.stop();
    let size = 1;
    proxy = await RoundRobinProxy.start(() => apis.slice(0, size));
    // The askers are one person; each writer is a person of their own, since an account holds
    // 10 collections of 20 cards on every plan.
    const session = await apis[0].signUp();
    const writerSessions: Session[] = [];
    const collections: string[] = [];
    for (let w = 0; w < WRITERS; w++) {
      writerSessions.push(await apis[0].signUp(`writer-${w}@example.com`));
      collections.push(await createCollection(proxy.url, writerSessions[w], `Writer ${w}`));
    }
    const liveCollection = await createCollection(proxy.url, session, 'Live');
    const acked: Acked[] = [];

    console.log(
      `cluster: ${ASKERS} askers + ${WRITERS} writers for ${SECONDS} s per size, loopback, 2 cores shared`,
    );
    console.log(
      '| instances | questions/s | question p50 ms | question p99 ms | writes/s | write p99 ms | errors | read-model lag p99 / max (positions) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (size = 1; size <= 3; size++) {
      if (!apis[size - 1].running) await apis[size - 1].restart();
      const sampler = lagSampler(apis.slice(0, size));
      const load = await runLoad(proxy.url, session, writerSessions, collections, SECONDS, acked);
      const lags = await sampler.stop();
      console.log(
        `| ${size} | ${(load.questions.length / SECONDS).toFixed(1)} | ${percentile(load.questions, 50).toFixed(0)} | ${percentile(load.questions, 99).toFixed(0)} | ${(load.writes.length / SECONDS).toFixed(1)} | ${percentile(load.writes, 99).toFixed(0)} | ${load.questionErrors + load.writeErrors} | ${percentile(lags, 99)} / ${Math.max(0, ...lags)} |`,
      );
    }

    // Faults, each during its own write burst through the proxy, on 3 instances.
    const faults: [string, () => Promise<void>][] = [
      [
        'kill -9 a follower instance, restart it',
        async () => {
          const leader = await leaderOf(apis);
          const victim = apis.find((a) => a !== leader && a.running) as BenchApi;
          await victim.kill();
          await sleep(1000);
          await victim.restart();
        },
      ],
      [
        'kill -9 the projection leader, restart it',
        async () => {
          const leader = (await leaderOf(apis)) as BenchApi;
          await leader.kill();
          await sleep(1000);
          await leader.restart();
        },
      ],
      ['restart Redis', () => redis.restart()],
      [
        'restart PostgreSQL (fast shutdown, start)',
        async () => {
          pg.restart();
          await sleep(500);
        },
      ],
    ];
    console.log(
      '\n| fault (during a write burst) | acknowledged writes | write errors | questions ok / failed |',
    );
    console.log('|---|---|---|---|');
    for (const [name, fault] of faults) {
      const before = acked.length;
      const load = await runLoad(
        proxy.url,
        session,
        writerSessions,
        collections,
        Math.max(6, SECONDS),
        acked,
        async () => {
          await sleep(1500);
          await fault();
        },
      );
      console.log(
        `| ${name} | ${acked.length - before} | ${load.writeErrors} | ${load.questions.length} / ${load.questionErrors} |`,
      );
    }
    for (const api of apis) if (!api.running) await api.restart();

    // Live updates: a tab on every instance hears a card added through the proxy.
    const heard = apis.map(() => false);
    for (const [i, api] of apis.entries()) {
      const socket = io(api.url, {
        transports: ['websocket'],
        extraHeaders: { cookie: session.cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('collection', (payload) => {
        if ((payload as { kind?: string }).kind === 'card_added') heard[i] = true;
      });
      await new Promise<void>((done, fail) => {
        socket.once('connect', () => done());
        socket.once('connect_error', (e) => fail(e instanceof Error ? e : new Error(String(e))));
      });
    }
    const live = await addCard(proxy.url, session, liveCollection);
    if (live.card) acked.push({ collection: liveCollection, card: live.card });
    for (let i = 0; i < 100 && heard.includes(false); i++) await sleep(50);

    // Every acknowledged write exactly once in the read models, seen through the proxy.
    let lost = 0;
    let duplicated = 0;
    let unacknowledged = 0;
    for (const { id: collection, session: owner } of everyCollection) {
      const res = await call(
        proxy.url,
        'GET',
        `/api/v1/collection?collection=${collection}`,
        owner,
      );
      const ids = ((res.data?.collection as { questions: { id: string }[] }).questions ?? []).map(
        (q) => q.id,
      );
      const mine = acked.filter((a) => a.collection === collection).map((a) => a.card);
      lost += mine.filter((id) => !ids.includes(id)).length;
      duplicated += ids.length - new Set(ids).size;
      unacknowledged += ids.filter((id) => !mine.includes(id)).length;
    }
    const events = Number(pg.query(`SELECT count(*) FROM parley_events WHERE type = 'CardAdded'`));

    // Read models equal to a rebuild from the log.
    for (const api of apis) await api.stop();
    const projected = readModels(pg);
    const rebuilt = spawnSync(process.execPath, [resolve(root, 'apps/api/dist/rebuild.js')], {
      cwd: root,
      env: { ...process.env, ...env(1), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    const same = rebuilt.status === 0 && readModels(pg) === projected;

    console.log('\n| check | result |');
    console.log('|---|---|');
    console.log(
      `| acknowledged writes | ${acked.length} (CardAdded events in the log: ${events}) |`,
    );
    console.log(`| lost | ${lost} |`);
    console.log(`| duplicated | ${duplicated} |`);
    console.log(`| cards present that no client saw acknowledged | ${unacknowledged} |`);
    console.log(
      `| read models equal to a rebuild | ${same ? 'yes' : `no (${rebuilt.stderr.trim()})`} |`,
    );
    console.log(
      `| failed calls by status | ${[...failures].map(([k, n]) => `${k}: ${n}${said.has(k) ? ` (${said.get(k)})` : ''}`).join(', ') || 'none'} |`,
    );
    console.log(
      `| tabs that heard the last card (one per instance) | ${heard.filter(Boolean).length} / ${apis.length} |`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await proxy?.close();
    for (const api of apis) await api.stop();
    await redis.stop();
    pg.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
