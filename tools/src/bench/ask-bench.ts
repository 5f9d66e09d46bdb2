// `npm run bench -- ask`: question → card against the same SQL run directly in DuckDB, and parsing
// time, printed against the budgets of ARCHITECTURE.md.
import { execSync } from 'node:child_process';
import { cpus, freemem, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { DataSource } from '@parley/analytics';
import { ask, buildQuery, openSource, planOf, readQuestion } from '@parley/analytics';

const root = resolve(__dirname, '../../..');
const NOW = '2001-06-30';
const RUNS = 7;
const PARSE_RUNS = 2000;

const BIG_QUESTIONS = [
  'average delay by origin',
  'total distance by month',
  'top 10 origins by average delay',
  'number of flights by destination',
  'average delay per day in March 2001',
  'maximum delay from LAS',
  'flights with delay over 60 by origin',
  'average delay by destination in Q2 2001 vs previous period',
];
const SMALL_QUESTIONS = [
  'total precipitation by month in 2015',
  'average max temperature by year',
  'how many rainy days in 2014',
  'average wind by weather',
  'top 3 weather types by total precipitation',
  'precipitation last 30 days vs previous period',
  '2015 yılında aylara göre toplam yağış',
];

// "Why" against the plain comparison it explains (issue 17 budget: ≤ 3×): the driver card adds one
// scan of both periods per dimension to the two queries of the comparison.
const DRIVER_QUESTION = 'why did average delay rise in March 2001';
const PLAIN_COMPARISON = 'average delay in March 2001 vs previous period';
const DRIVER_BUDGET = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

// The SQL the engine runs for a question, executed on the same connection without the engine.
function directQueries(source: DataSource, phrase: string) {
  const read = readQuestion(source.model, { phrase });
  if (!('intent' in read)) throw new Error(`"${phrase}" is not answerable: ${read.problem.kind}`);
  const plan = planOf(source.model, read.intent, { now: NOW, weekStart: 1 });
  const queries = [buildQuery(plan, source.model.table, plan.range)];
  if (plan.previous)
    queries.push(buildQuery({ ...plan, rank: undefined }, source.model.table, plan.previous));
  return queries;
}

type Line = { phrase: string; engine: number; direct: number; parse: number };

async function measure(source: DataSource, phrases: string[], now: string): Promise<Line[]> {
  const lines: Line[] = [];
  for (const phrase of phrases) {
    const result = await ask(source, { phrase, now });
    if (!('card' in result)) throw new Error(`"${phrase}" did not give a card`);
    const queries = directQueries(source, phrase);
    const engine: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate so caches and the machine's load favour neither side.
      direct.push(
        await time(async () => {
          for (const q of queries) await source.db.rows(q.sql, q.params);
        }),
      );
      engine.push(await time(() => ask(source, { phrase, now })));
    }
    const p0 = performance.now();
    for (let i = 0; i < PARSE_RUNS; i++) readQuestion(source.model, { phrase });
    lines.push({
      phrase,
      engine: median(engine),
      direct: median(direct),
      parse: (performance.now() - p0) / PARSE_RUNS,
    });
  }
  return lines;
}

function print(title: string, lines: Line[]): void {
  console.log(`\n${title}`);
  console.log('| question | engine ms (median) | direct SQL ms (median) | ratio | parse ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const l of lines)
    console.log(
      `| ${l.phrase} | ${l.engine.toFixed(2)} | ${l.direct.toFixed(2)} | ${(l.engine / l.direct).toFixed(2)} | ${l.parse.toFixed(3)} |`,
    );
}

async function driverRatio(source: DataSource): Promise<{ driver: number; plain: number }> {
  const card = await ask(source, { phrase: DRIVER_QUESTION, now: NOW });
  if (!('card' in card) || !card.card.query.interpretation.some((i) => i.kind === 'driver'))
    throw new Error(`"${DRIVER_QUESTION}" did not give a driver card`);
  console.log(`driver card: ${card.card.text}`);
  const driver: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    plain.push(await time(() => ask(source, { phrase: PLAIN_COMPARISON, now: NOW })));
    driver.push(await time(() => ask(source, { phrase: DRIVER_QUESTION, now: NOW })));
  }
  return { driver: median(driver), plain: median(plain) };
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

async function main(): Promise<void> {
  const machine = `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free), Node ${process.version}`;
  console.log(`ask benchmark — ${new Date().toISOString()}`);
  console.log(`machine: ${machine}`);
  try {
    console.log(
      `nproc: ${execSync('nproc').toString().trim()}; free -h: ${execSync('free -h').toString().split('\n')[1]?.replace(/\s+/g, ' ')}`,
    );
  } catch {
    // nproc and free are Linux tools; the Node figures above are enough elsewhere.
  }
  let t = performance.now();
  const big = await openSource({
    kind: 'file',
    path: resolve(root, 'node_modules/vega-datasets/data/flights-3m.parquet'),
  });
  console.log(
    `flights-3m.parquet: 3,000,000 rows, model built in ${(performance.now() - t).toFixed(0)} ms`,
  );
  const bigLines = await measure(big, BIG_QUESTIONS, NOW);
  const drivers = await driverRatio(big);
  big.close();
  t = performance.now();
  const small = await openSource({
    kind: 'file',
    path: resolve(root, 'node_modules/vega-datasets/data/seattle-weather.csv'),
  });
  console.log(
    `seattle-weather.csv: 1,461 rows, loaded and modelled in ${(performance.now() - t).toFixed(0)} ms`,
  );
  const smallLines = await measure(small, SMALL_QUESTIONS, '2015-12-31');
  small.close();

  print('3M-row Parquet (flights-3m.parquet)', bigLines);
  print('small file, in process (seattle-weather.csv)', smallLines);
  const bigRatio = median(bigLines.map((l) => l.engine / l.direct));
  const smallEngine = median(smallLines.map((l) => l.engine));
  const parse = median([...bigLines, ...smallLines].map((l) => l.parse));
  const parseMax = Math.max(...[...bigLines, ...smallLines].map((l) => l.parse));
  console.log('\nbudgets (ARCHITECTURE.md):');
  console.log(
    `- 3M-row Parquet: median engine/direct ratio ${bigRatio.toFixed(2)} (budget ≤ 1.5) ${verdict(bigRatio <= 1.5)}`,
  );
  const driverRatioValue = drivers.driver / drivers.plain;
  console.log(
    `- driver question on 3M rows: "${DRIVER_QUESTION}" ${drivers.driver.toFixed(1)} ms vs "${PLAIN_COMPARISON}" ${drivers.plain.toFixed(1)} ms, ratio ${driverRatioValue.toFixed(2)} (budget ≤ ${DRIVER_BUDGET}) ${verdict(driverRatioValue <= DRIVER_BUDGET)}`,
  );
  console.log(
    `- small file: median question → card ${smallEngine.toFixed(2)} ms (budget ≤ 20 ms) ${verdict(smallEngine <= 20)}`,
  );
  console.log(
    `- parsing: median ${parse.toFixed(3)} ms, slowest question ${parseMax.toFixed(3)} ms (budget ≤ 1 ms) ${verdict(parse <= 1)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
