// `npm run bench -- sources`: the same questions on the same 1M-row table in DuckDB (an uploaded
// CSV), PostgreSQL and MySQL/MariaDB (the servers of this machine), each through the whole engine
// (parse, plan, dialect compile, read-only transaction with timeout) against the hand-written SQL
// run directly with the same driver. Tables are created, measured and dropped by this script.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ask, openSource } from '@parley/analytics';
import type { DataSource } from '@parley/analytics';
import { createConnection } from 'mysql2/promise';
import { Client } from 'pg';
import { openDatabaseSource, clientFor } from '../data-sources/databases/database-source';
import { parseAllowedHosts } from '../data-sources/databases/database-host-policy';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const NOW = '2026-01-15';
const table = `parley_bench_orders_${process.pid}`;

type Question = { phrase: string; raw: Record<'duckdb' | 'postgresql' | 'mysql', string> };
const QUESTIONS: Question[] = [
  {
    phrase: 'total amount by region',
    raw: {
      duckdb: 'SELECT region, sum(amount) FROM source_data GROUP BY region',
      postgresql: `SELECT region, sum(amount) FROM ${table} GROUP BY region`,
      mysql: `SELECT region, sum(amount) FROM ${table} GROUP BY region`,
    },
  },
  {
    phrase: 'amount by month in 2025',
    raw: {
      duckdb:
        "SELECT date_trunc('month', order_date), sum(amount) FROM source_data WHERE order_date >= DATE '2025-01-01' AND order_date < DATE '2026-01-01' GROUP BY 1 ORDER BY 1",
      postgresql: `SELECT date_trunc('month', order_date), sum(amount) FROM ${table} WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
      mysql: `SELECT DATE_FORMAT(order_date, '%Y-%m-01'), sum(amount) FROM ${table} WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
    },
  },
  {
    phrase: 'average amount in North in 2025',
    raw: {
      duckdb:
        "SELECT avg(amount) FROM source_data WHERE region = 'North' AND order_date >= DATE '2025-01-01' AND order_date < DATE '2026-01-01'",
      postgresql: `SELECT avg(amount) FROM ${table} WHERE region = 'North' AND order_date >= '2025-01-01' AND order_date < '2026-01-01'`,
      mysql: `SELECT avg(amount) FROM ${table} WHERE region = 'North' AND order_date >= '2025-01-01' AND order_date < '2026-01-01'`,
    },
  },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

type Line = { engine: string; phrase: string; engineMs: number; rawMs: number };

async function measure(
  engine: Line['engine'],
  source: DataSource,
  raw: (sql: string) => Promise<unknown>,
  pick: (q: Question) => string,
): Promise<Line[]> {
  const lines: Line[] = [];
  for (const q of QUESTIONS) {
    const first = await ask(source, { phrase: q.phrase, now: NOW, locale: 'en-GB' });
    if (!('card' in first))
      throw new Error(
        `${engine}: "${q.phrase}" gave no card: ${JSON.stringify(first).slice(0, 300)}`,
      );
    await raw(pick(q));
    const engineTimes: number[] = [];
    const rawTimes: number[] = [];
    // Alternating runs, so both sides see the same machine load.
    for (let i = 0; i < RUNS; i++) {
      engineTimes.push(
        await timed(() => ask(source, { phrase: q.phrase, now: NOW, locale: 'en-GB' })),
      );
      rawTimes.push(await timed(() => raw(pick(q))));
    }
    lines.push({
      engine,
      phrase: q.phrase,
      engineMs: median(engineTimes),
      rawMs: median(rawTimes),
    });
  }
  return lines;
}

function csv(path: string): void {
  const regions = ['North', 'South', 'East', 'West'];
  const parts: string[] = ['id,order_date,region,amount'];
  const day0 = Date.UTC(2024, 0, 1);
  for (let i = 1; i <= ROWS; i++) {
    const date = new Date(day0 + (i % 730) * 86_400_000).toISOString().slice(0, 10);
    parts.push(`${i},${date},${regions[i % 4]},${((i * 37) % 1000) / 10}`);
  }
  writeFileSync(path, parts.join('\n'));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-sources-'));
  const lines: Line[] = [];
  const pg = new Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  const my = await createConnection({
    host: '127.0.0.1',
    port: 3306,
    database: 'test',
    user: 'root',
    password: '',
  });
  await pg.connect();
  try {
    const file = join(dir, 'orders.csv');
    csv(file);
    const duck = await openSource({ kind: 'file', path: file });
    lines.push(
      ...(await measure(
        'DuckDB (file)',
        duck,
        (sql) => duck.db.rows(sql),
        (q) => q.raw.duckdb,
      )),
    );
    duck.close();

    await pg.query(
      `CREATE TABLE ${table} (id integer PRIMARY KEY, order_date date, region text, amount numeric(10,1))`,
    );
    await pg.query(
      `INSERT INTO ${table} SELECT i, date '2024-01-01' + (i % 730), (ARRAY['North','South','East','West'])[i % 4 + 1], ((i * 37) % 1000) / 10.0 FROM generate_series(1, ${ROWS}) AS i`,
    );
    await pg.query(`ANALYZE ${table}`);
    // The bench's own local servers, allowed the way DATABASE_ALLOWED_HOSTS allows a private one.
    const limits = { statementTimeoutMs: 60_000, databaseHosts: parseAllowedHosts('127.0.0.1') };
    const settings = {
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      user: 'postgres',
      password: '',
      ssl: false,
    };
    const pgSource = await openDatabaseSource(
      clientFor('postgresql', settings, limits),
      table,
      { type: 'postgresql', datasource_id: 'bench' },
      5000,
    );
    lines.push(
      ...(await measure(
        'PostgreSQL',
        pgSource,
        (sql) => pg.query(sql),
        (q) => q.raw.postgresql,
      )),
    );
    pgSource.close();

    await my.query(
      `CREATE TABLE ${table} (id int PRIMARY KEY, order_date date, region varchar(10), amount decimal(10,1))`,
    );
    await my.query(
      `INSERT INTO ${table} SELECT seq, DATE_ADD('2024-01-01', INTERVAL seq % 730 DAY), ELT(seq % 4 + 1, 'North','South','East','West'), ((seq * 37) % 1000) / 10 FROM seq_1_to_${ROWS}`,
    );
    const mySource = await openDatabaseSource(
      clientFor('mysql', { ...settings, port: 3306, user: 'root' }, limits),
      table,
      { type: 'mysql', datasource_id: 'bench' },
      5000,
    );
    lines.push(
      ...(await measure(
        'MySQL (MariaDB)',
        mySource,
        (sql) => my.query(sql),
        (q) => q.raw.mysql,
      )),
    );
    mySource.close();
  } finally {
    await pg.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await my.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await pg.end();
    await my.end();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nsources: ${ROWS.toLocaleString('en')} rows, median of ${RUNS} alternating runs, question → card vs hand-written SQL\n`,
  );
  console.log(
    '| engine | question | engine ms (median) | raw SQL ms (median) | overhead ms | ratio |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const l of lines) {
    console.log(
      `| ${l.engine} | ${l.phrase} | ${l.engineMs.toFixed(2)} | ${l.rawMs.toFixed(2)} | ${(l.engineMs - l.rawMs).toFixed(2)} | ${(l.engineMs / l.rawMs).toFixed(2)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
