import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';

export type SyncQueryResult = { rows: Record<string, unknown>[]; rowCount: number };

/** A PostgreSQL error as the worker saw it: its SQLSTATE stays on `code`. */
export class SyncPostgresError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SyncPostgresError';
  }
}

type Reply = { id: number; result?: SyncQueryResult; error?: { message: string; code?: string } };

// The worker's side: one pg client, connected on the first query and again after it is lost.
// Each reply is posted before the shared counter moves, so the waiting thread always finds it.
// bigint columns (the millisecond times) come back as numbers: they stay far below 2^53.
const WORKER = `
const { workerData } = require('node:worker_threads');
const pg = require(workerData.pgPath);
const { port, url, applicationName, searchPath } = workerData;
const answered = new Int32Array(workerData.answered);
const types = { getTypeParser: (oid, format) => oid === 20 ? Number : pg.types.getTypeParser(oid, format) };
let client;
let downUntil = 0;
async function connected() {
  if (client) return client;
  // A server that just refused a connection is not asked again for a second: each caller fails
  // at once instead of holding its thread for a whole connect timeout.
  if (Date.now() < downUntil) throw Object.assign(new Error('the secure store (PostgreSQL) is unreachable'), { code: '08006' });
  const next = new pg.Client({
    connectionString: url,
    application_name: applicationName,
    options: '-c search_path=' + searchPath,
    connectionTimeoutMillis: 3000,
    query_timeout: 10000,
    types,
  });
  next.on('error', () => { if (client === next) client = undefined; });
  try {
    await next.connect();
  } catch (error) {
    downUntil = Date.now() + 1000;
    throw error;
  }
  client = next;
  return next;
}
port.on('message', async ({ id, sql, params }) => {
  let reply;
  try {
    const result = await (await connected()).query(sql, params);
    const last = Array.isArray(result) ? result[result.length - 1] : result;
    reply = { id, result: { rows: last.rows || [], rowCount: last.rowCount || 0 } };
  } catch (error) {
    // A lost connection is dropped so the next query opens a fresh one.
    if (!error.code || /^08/.test(error.code)) { const lost = client; client = undefined; lost && lost.end().catch(() => {}); }
    reply = { id, error: { message: String(error.message || error), code: error.code } };
  }
  port.postMessage(reply);
  Atomics.store(answered, 0, id);
  Atomics.notify(answered, 0);
});
`;

// Longer than the worker's own connect and query timeouts, so it normally answers first.
const WAIT_MS = 20_000;

/**
 * Synchronous queries on PostgreSQL, for the secure store (vault, sessions, links, OAuth
 * records), whose callers are synchronous because its SQLite file is: the decider folds that
 * open sealed fields cannot wait. A worker thread runs node-postgres; the caller blocks on
 * Atomics.wait until the reply is posted, as it blocked on a SQLite read before. One worker,
 * one connection: statements of this process run one at a time, which makes a transaction
 * simply BEGIN … COMMIT on that connection.
 */
export class SyncPostgresClient {
  private worker?: Worker;
  private port?: MessagePort;
  private answered = new Int32Array(new SharedArrayBuffer(4));
  private nextId = 0;

  constructor(
    private readonly url: string,
    private readonly searchPath: string,
  ) {}

  query(sql: string, params: unknown[] = []): SyncQueryResult {
    const port = this.started();
    const id = (this.nextId = (this.nextId % 2_000_000_000) + 1);
    port.postMessage({ id, sql, params });
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const current = Atomics.load(this.answered, 0);
      if (current === id) break;
      const left = deadline - Date.now();
      if (left <= 0) {
        // A reply that comes later must not be taken for the next query's: start afresh.
        this.stop();
        throw new SyncPostgresError('the secure store (PostgreSQL) did not answer in time');
      }
      Atomics.wait(this.answered, 0, current, left);
    }
    const reply = receiveMessageOnPort(port)?.message as Reply | undefined;
    if (!reply || reply.id !== id) {
      this.stop();
      throw new SyncPostgresError('the secure store (PostgreSQL) answered out of turn');
    }
    if (reply.error) throw new SyncPostgresError(reply.error.message, reply.error.code);
    return reply.result ?? { rows: [], rowCount: 0 };
  }

  close(): void {
    this.stop();
  }

  private started(): MessagePort {
    if (this.port) return this.port;
    const { port1, port2 } = new MessageChannel();
    this.answered = new Int32Array(new SharedArrayBuffer(4));
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        port: port2,
        url: this.url,
        applicationName: 'parley-secure-store',
        searchPath: this.searchPath,
        answered: this.answered.buffer,
        pgPath: require.resolve('pg'),
      },
      transferList: [port2],
    });
    // The API's own server keeps the process alive; an idle store connection must not.
    this.worker.unref();
    this.port = port1;
    return port1;
  }

  private stop(): void {
    this.port?.close();
    void this.worker?.terminate();
    this.port = undefined;
    this.worker = undefined;
  }
}
