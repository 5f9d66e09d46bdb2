// `npm run bench -- ask`: how far a question → card is from the physical limit. For each question
// the engine's whole path (parse, plan, every query the card runs, insights, the card as JSON) is
// timed against a hand-written query for the same answer on the same loaded DuckDB table (files
// loaded as uploads are: by the sandboxed loader into a DuckDB file, opened read-only), on
// vega-datasets' flights-3m and a generated 10M-row table; then the 10M-row questions over HTTP
// through the built API, and the API's memory after ten 50 MB uploads and a restart.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { DataSource } from '@parley/analytics';
import {
  DEFAULT_LOADER_LIMITS,
  SandboxedLoader,
  ask,
  configureDuckDb,
  lexicalLoadTimes,
  openLoadedSource,
  openSource,
  readQuestion,
} from '@parley/analytics';
import type { AnswerCard } from '@parley/domain';
import { BenchApi } from './bench-api';
import { driverVersusComparison, driverVerdict } from './driver-bench';
import { writeOrdersCsv, writeOrdersParquet } from './bench-data';

const root = resolve(__dirname, '../../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PARSE_RUNS = 2000;
const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 10_000_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const UPLOAD_ROWS = 1_070_000;

type Question = { phrase: string; sql: string };

const FLIGHTS_NOW = '2001-06-30';
const FLIGHTS: Question[] = [
  {
    phrase: 'average delay by origin',
    sql: 'SELECT origin, avg(delay) FROM source_data GROUP BY origin ORDER BY 2 DESC',
  },
  {
    phrase: 'total distance by month',
    sql: "SELECT date_trunc('month', date), sum(distance) FROM source_data GROUP BY 1 ORDER BY 1",
  },
  {
    phrase: 'top 10 origins by average delay',
    sql: 'SELECT origin, avg(delay) FROM source_data WHERE origin IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 10',
  },
  {
    phrase: 'number of flights by destination',
    sql: 'SELECT destination, count(*) FROM source_data GROUP BY 1 ORDER BY 2 DESC',
  },
  {
    phrase: 'average delay per day in March 2001',
    sql: "SELECT CAST(date AS DATE), avg(delay) FROM source_data WHERE date >= DATE '2001-03-01' AND date < DATE '2001-04-01' GROUP BY 1 ORDER BY 1",
  },
  {
    phrase: 'maximum delay from LAS',
    sql: "SELECT max(delay) FROM source_data WHERE origin = 'LAS'",
  },
  {
    phrase: 'flights with delay over 60 by origin',
    sql: 'SELECT origin, count(*) FROM source_data WHERE delay > 60 GROUP BY 1 ORDER BY 2 DESC',
  },
  {
    phrase: 'average delay by destination in Q2 2001 vs previous period',
    sql: "SELECT destination, avg(delay) FILTER (WHERE date >= DATE '2001-04-01'), avg(delay) FILTER (WHERE date < DATE '2001-04-01') FROM source_data WHERE date >= DATE '2001-01-01' AND date < DATE '2001-07-01' GROUP BY 1 HAVING count(*) FILTER (WHERE date >= DATE '2001-04-01') > 0 ORDER BY 2 DESC",
  },
];

const ORDERS_NOW = '2026-01-15';
const ORDERS: Question[] = [
  {
    phrase: 'total amount by region',
    sql: 'SELECT region, sum(amount) FROM source_data GROUP BY 1 ORDER BY 2 DESC',
  },
  {
    phrase: 'amount by month in 2025',
    sql: "SELECT date_trunc('month', order_date), sum(amount) FROM source_data WHERE order_date >= DATE '2025-01-01' AND order_date < DATE '2026-01-01' GROUP BY 1 ORDER BY 1",
  },
  {
    phrase: 'average amount in North in 2025',
    sql: "SELECT avg(amount) FROM source_data WHERE region = 'North' AND order_date >= DATE '2025-01-01' AND order_date < DATE '2026-01-01'",
  },
  {
    phrase: 'top 5 products by quantity',
    sql: 'SELECT product, sum(quantity) FROM source_data WHERE product IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 5',
  },
  {
    phrase: 'number of orders by channel',
    sql: 'SELECT channel, count(*) FROM source_data GROUP BY 1 ORDER BY 2 DESC',
  },
  {
    phrase: 'amount by channel in 2025 vs 2024',
    sql: "SELECT channel, sum(amount) FILTER (WHERE order_date >= DATE '2025-01-01'), sum(amount) FILTER (WHERE order_date < DATE '2025-01-01') FROM source_data WHERE order_date >= DATE '2024-01-01' AND order_date < DATE '2026-01-01' GROUP BY 1 HAVING count(*) FILTER (WHERE order_date >= DATE '2025-01-01') > 0 ORDER BY 2 DESC",
  },
];

const SMALL_QUESTIONS = [
  'total precipitation by month in 2015',
  'average max temperature by year',
  'how many rainy days in 2014',
  'average wind by weather',
  'top 3 weather by total precipitation',
  'precipitation last 30 days vs previous period',
  '2015 yılında aylara göre toplam yağış',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function time(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

function cardOf(result: Awaited<ReturnType<typeof ask>>, phrase: string): AnswerCard {
  if (!('card' in result)) throw new Error(`"${phrase}" did not give a card`);
  return result.card;
}

// The first measure of the card and the first measure of the hand-written rows, as sorted
// numbers: equal (to rounding) means both answer the same question.
function sameAnswer(card: AnswerCard, rows: Record<string, unknown>[]): boolean {
  const key = card.columns.find((c) => c.role === 'metric')?.key;
  const mine = card.table.map((r) => Number(key ? r[key] : NaN)).sort((a, b) => a - b);
  const theirs = rows
    .map((r) => {
      const values = Object.values(r);
      return Number(values.length > 1 ? values[1] : values[0]);
    })
    .sort((a, b) => a - b);
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
  return mine.length === theirs.length && mine.every((v, i) => close(v, theirs[i] ?? NaN));
}

type Line = {
  phrase: string;
  engine: number;
  limit: number;
  queries: number;
  same: boolean;
  parse: number;
};

async function measure(source: DataSource, questions: Question[], now: string): Promise<Line[]> {
  const lines: Line[] = [];
  for (const q of questions) {
    const card = cardOf(await ask(source, { phrase: q.phrase, now }), q.phrase);
    const same = sameAnswer(card, await source.db.rows(q.sql));
    const engine: number[] = [];
    const limit: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate so caches and the machine's load favour neither side.
      limit.push(await time(() => source.db.rows(q.sql)));
      engine.push(
        await time(async () => JSON.stringify(await ask(source, { phrase: q.phrase, now }))),
      );
    }
    const p0 = performance.now();
    for (let i = 0; i < PARSE_RUNS; i++) readQuestion(source.model, { phrase: q.phrase });
    lines.push({
      phrase: q.phrase,
      engine: median(engine),
      limit: median(limit),
      queries: card.query.queries ?? NaN,
      same,
      parse: (performance.now() - p0) / PARSE_RUNS,
    });
  }
  return lines;
}

function print(title: string, lines: Line[]): void {
  console.log(`\n${title}`);
  console.log(
    '| question | engine ms (median) | hand-written ms (median) | ratio | queries | same answer | parse ms |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|');
  for (const l of lines)
    console.log(
      `| ${l.phrase} | ${l.engine.toFixed(2)} | ${l.limit.toFixed(2)} | ${(l.engine / l.limit).toFixed(2)} | ${l.queries} | ${l.same ? 'yes' : 'NO'} | ${l.parse.toFixed(3)} |`,
    );
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function machine(): void {
  console.log(
    `machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free), Node ${process.version}`,
  );
  try {
    console.log(execSync('lscpu | head -15').toString().trimEnd());
    console.log(`load average: ${execSync('cat /proc/loadavg').toString().trim()}`);
  } catch {
    // lscpu is a Linux tool; the Node figures above are enough elsewhere.
  }
}

async function loaded(
  loader: SandboxedLoader,
  file: string,
  dir: string,
  name: string,
): Promise<DataSource> {
  const t = performance.now();
  const database = join(dir, `${name}.duckdb`);
  const { rows } = await loader.load(file, database);
  const source = await openLoadedSource(database, { name, datasource_id: name });
  console.log(
    `${name}: ${rows.toLocaleString('en')} rows loaded into a DuckDB file and modelled in ${(performance.now() - t).toFixed(0)} ms`,
  );
  return source;
}

type HttpLine = { phrase: string; http: number; engine: number };

async function overHttp(api: BenchApi, id: string, inProcess: Line[]): Promise<HttpLine[]> {
  const session = await api.signIn();
  const lines: HttpLine[] = [];
  for (const q of ORDERS) {
    await api.ask(session, id, q.phrase, ORDERS_NOW);
    const times: number[] = [];
    for (let i = 0; i < RUNS + 2; i++)
      times.push(await time(() => api.ask(session, id, q.phrase, ORDERS_NOW)));
    const engine = inProcess.find((l) => l.phrase === q.phrase)?.engine ?? NaN;
    lines.push({ phrase: q.phrase, http: median(times), engine });
  }
  return lines;
}

async function memoryAfterUploads(api: BenchApi, dir: string): Promise<void> {
  const session = await api.signIn();
  const ids: string[] = [];
  let bytes = 0;
  const t = performance.now();
  for (let n = 1; n <= UPLOADS; n++) {
    const file = join(dir, `orders-${n}.csv`);
    bytes += await writeOrdersCsv(file, UPLOAD_ROWS, n * 1_000_003);
    ids.push(await api.upload(session, file));
    rmSync(file);
  }
  const uploaded = api.rssMb();
  console.log(
    `\n${UPLOADS} CSV files uploaded (${(bytes / UPLOADS / 2 ** 20).toFixed(1)} MiB each, ${UPLOAD_ROWS.toLocaleString('en')} rows) in ${((performance.now() - t) / 1000).toFixed(0)} s; API RSS ${uploaded.toFixed(0)} MiB`,
  );
  await api.restart();
  const started = api.rssMb();
  const again = await api.signIn();
  const asked = performance.now();
  for (const id of ids) await api.ask(again, id, 'total amount by region', ORDERS_NOW);
  const answered = api.rssMb();
  console.log(
    `after a restart: API RSS ${started.toFixed(0)} MiB; after one question to each of the ${UPLOADS} files (${((performance.now() - asked) / 1000).toFixed(1)} s) ${answered.toFixed(0)} MiB (DuckDB memory_limit 1GB shared by all loaded files)`,
  );
}

async function main(): Promise<void> {
  // Before any question: what the linguistic resources cost once, apart from each parse.
  const lexical = lexicalLoadTimes();
  console.log(`ask benchmark — ${new Date().toISOString()}`);
  machine();
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-ask-'));
  const loader = new SandboxedLoader({ ...DEFAULT_LOADER_LIMITS, timeoutMs: 900_000 });
  // The API's defaults: one process-wide DuckDB for loaded files, 1 GB, 2 threads.
  configureDuckDb({ memoryLimit: '1GB', threads: 2 });
  let api: BenchApi | undefined;
  try {
    const flights = await loaded(
      loader,
      resolve(root, 'node_modules/vega-datasets/data/flights-3m.parquet'),
      dir,
      'flights-3m',
    );
    const flightLines = await measure(flights, FLIGHTS, FLIGHTS_NOW);
    const drivers = await driverVersusComparison(flights, FLIGHTS_NOW, RUNS);
    console.log(`driver card: ${drivers.text}\n${driverVerdict(drivers)}`);
    flights.close();

    const ordersFile = join(dir, 'orders.parquet');
    const size = await writeOrdersParquet(ordersFile, BIG_ROWS);
    console.log(`orders.parquet generated: ${(size / 2 ** 20).toFixed(0)} MiB`);
    const orders = await loaded(loader, ordersFile, dir, 'orders');
    const orderLines = await measure(orders, ORDERS, ORDERS_NOW);
    orders.close();

    const small = await openSource({
      kind: 'file',
      path: resolve(root, 'node_modules/vega-datasets/data/seattle-weather.csv'),
    });
    const smallLines = await measure(
      small,
      SMALL_QUESTIONS.map((phrase) => ({ phrase, sql: 'SELECT 1' })),
      '2015-12-31',
    );
    small.close();

    const dataDir = join(dir, 'api');
    mkdirSync(dataDir);
    api = await BenchApi.start(dataDir);
    await api.signUp();
    const session = await api.signIn();
    const t = performance.now();
    const id = await api.upload(session, ordersFile);
    console.log(
      `orders.parquet uploaded and loaded by the API in ${(performance.now() - t).toFixed(0)} ms`,
    );
    const httpLines = await overHttp(api, id, orderLines);
    if (UPLOADS > 0) await memoryAfterUploads(api, dir);

    print('flights-3m (3,000,000 rows, loaded DuckDB table)', flightLines);
    print(
      `orders (${BIG_ROWS.toLocaleString('en')} rows, generated, loaded DuckDB table)`,
      orderLines,
    );
    console.log(
      '\nsmall file, in process (seattle-weather.csv; the hand-written column is SELECT 1)',
    );
    console.log('| question | engine ms (median) | queries | parse ms |');
    console.log('|---|---:|---:|---:|');
    for (const l of smallLines)
      console.log(
        `| ${l.phrase} | ${l.engine.toFixed(2)} | ${l.queries} | ${l.parse.toFixed(3)} |`,
      );
    console.log(`\norders over HTTP (POST /features/conversations/chat_query, warm, one tenant)`);
    console.log('| question | HTTP ms (median) | in process ms (median) |');
    console.log('|---|---:|---:|');
    for (const l of httpLines)
      console.log(`| ${l.phrase} | ${l.http.toFixed(2)} | ${l.engine.toFixed(2)} |`);

    const ratio = median(flightLines.map((l) => l.engine / l.limit));
    const bigRatio = median(orderLines.map((l) => l.engine / l.limit));
    const http = median(httpLines.map((l) => l.http));
    const smallEngine = median(smallLines.map((l) => l.engine));
    const all = [...flightLines, ...orderLines, ...smallLines];
    const parse = median(all.map((l) => l.parse));
    const parseMax = Math.max(...all.map((l) => l.parse));
    const different = [...flightLines, ...orderLines].filter((l) => !l.same);
    console.log('\nbudgets (ARCHITECTURE.md):');
    console.log(
      `- flights-3m: median question → card / hand-written ${ratio.toFixed(2)} (budget ≤ 1.5, aim ≤ 1.2) ${verdict(ratio <= 1.5)}`,
    );
    console.log(`- orders 10M, in process: median ratio ${bigRatio.toFixed(2)}`);
    console.log(driverVerdict(drivers));
    console.log(
      `- orders 10M over HTTP: median question → card ${http.toFixed(1)} ms (budget ≤ 100 ms, aim ≤ 50 ms) ${verdict(http <= 100)}`,
    );
    // The same questions' hand-written queries in this run: what the machine allowed at best.
    console.log(
      `  (median over HTTP minus in process ${median(httpLines.map((l) => l.http - l.engine)).toFixed(1)} ms; the hand-written queries alone: median ${median(orderLines.map((l) => l.limit)).toFixed(1)} ms; load average ${loadavg()[0]?.toFixed(1)})`,
    );
    console.log(
      `- small file: median question → card ${smallEngine.toFixed(2)} ms (budget ≤ 20 ms) ${verdict(smallEngine <= 20)}`,
    );
    console.log(
      `- parsing: median ${parse.toFixed(3)} ms, slowest question ${parseMax.toFixed(3)} ms (budget ≤ 1 ms) ${verdict(parse <= 1)}`,
    );
    console.log(
      `  (once per process at start, not in the parse figures: wink-nlp English model ${lexical.model.toFixed(0)} ms, first WordNet look-up ${lexical.wordnet.toFixed(1)} ms, Turkish WordNet (KeNet) read ${lexical.turkishWordnet.toFixed(0)} ms)`,
    );
    console.log(
      `- same answer as the hand-written query: ${different.length ? `NO for ${different.map((l) => `"${l.phrase}"`).join(', ')}` : 'every question'}`,
    );
  } finally {
    loader.close();
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
