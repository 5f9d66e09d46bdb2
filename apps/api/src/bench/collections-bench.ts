// `npm run bench -- collections`: a dashboard of 20 cards on the demo source, timed from the
// request until every card has its data (GET /api/v1/collection runs each card through the same
// AskQuestion command as the conversation). Writes the "## collections" section of BENCHMARKS.md.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session/session-store';
import { timeDashboardInBrowser } from './collections-bench-browser';
import { percentile, writeBenchmarkSection } from './bench-report';
import { listenBenchApi } from './bench-process';

const PHRASES = [
  'revenue by channel last 30 days',
  'revenue by country last month',
  'revenue by month this year',
  'revenue by device last 90 days',
  'orders by channel last month',
  'orders by country last 30 days',
  'orders by month this year',
  'sessions by device last 90 days',
  'sessions by channel last 30 days',
  'sessions by month this year',
  'revenue last 7 days',
  'orders last 7 days',
  'sessions last 7 days',
  'revenue by channel last 30 days vs previous period',
  'orders by channel last month compared to previous month',
  'revenue by country this year',
  'sessions by country last 30 days',
  'orders by device last 90 days',
  'revenue by week last 8 weeks',
  'orders by week last 8 weeks',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BROWSER_ROUNDS = Number(process.env.BENCH_BROWSER_ROUNDS ?? 5);
const WEB_DIST = resolve(__dirname, '../../../web/dist');

type CardReply = { id: string; card?: { table: unknown[] }; error?: boolean; message?: string };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-collections-'));
  const { app, port } = await listenBenchApi(dataDir, {
    DEFAULT_PLAN: 'unlimited',
    WEB_DIST,
  });
  try {
    const tenantId = await app
      .get(AuthService)
      .createTenant('bench@example.com', 'en-GB', 'password', 'Bench Person');
    const { id, session } = app.get(SessionStore).start(tenantId);
    const base = `http://127.0.0.1:${port}`;
    const headers = {
      cookie: `parley_session=${id}`,
      'x-xsrf-token': session.xsrfToken,
      'content-type': 'application/json',
    };
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 200)
        throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: T }).data;
    };

    // Onboarding done, as a person who reached the dashboard would be.
    await call('POST', '/auth/register', {
      name: 'Bench Person',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      password: 'Bench-mark-2026',
      repeatPassword: 'Bench-mark-2026',
    });
    const { collection } = await call<{ collection: { id: string } }>(
      'POST',
      '/api/v1/create_collection',
      { name: 'Bench', digest: 'weekly' },
    );
    for (const phrase of PHRASES) {
      await call('POST', '/api/v1/add_collection_question', {
        collection_id: collection.id,
        phrase,
        type: 'demo',
        datasource_id: 'demo',
        interval: 0,
        variables: {},
      });
    }

    const runOnce = async () => {
      const started = performance.now();
      const { responses } = await call<{ responses: CardReply[] }>(
        'GET',
        `/api/v1/collection?collection=${collection.id}`,
      );
      const ms = performance.now() - started;
      const failed = responses.filter((r) => !r.card || r.card.table.length === 0);
      if (responses.length !== PHRASES.length || failed.length > 0) {
        throw new Error(
          `not every card has data: ${failed.map((r) => `${r.id}: ${r.message ?? 'empty'}`).join('; ')}`,
        );
      }
      return ms;
    };
    // The first dashboard of a fresh process also opens the demo source (DuckDB build of two years).
    const cold = await runOnce();
    const warm: number[] = [];
    for (let round = 0; round < ROUNDS; round++) warm.push(await runOnce());
    warm.sort((a, b) => a - b);
    const single: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const { collection: view } = await call<{ collection: { questions: { id: string }[] } }>(
        'GET',
        `/api/v1/collection?collection=${collection.id}&run=none`,
      );
      await call('POST', '/api/v1/collection/query', {
        collection_id: collection.id,
        id: view.questions[round % PHRASES.length]?.id,
      });
      single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);
    const browser = existsSync(join(WEB_DIST, 'index.html'))
      ? await timeDashboardInBrowser(
          base,
          id,
          session.xsrfToken,
          collection.id,
          PHRASES.length,
          BROWSER_ROUNDS,
        )
      : null;
    const row = (label: string, list: number[], digits: number) =>
      `| ${label} | ${percentile(list, 50).toFixed(digits)} ms | ${percentile(list, 95).toFixed(digits)} ms | ${(list[0] ?? NaN).toFixed(digits)} ms | ${(list.at(-1) ?? NaN).toFixed(digits)} ms |`;

    const markdown = [
      '## collections',
      '',
      `\`npm run bench -- collections\` (source: \`apps/api/src/bench/collections-bench.ts\`) on ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
      `A collection of ${PHRASES.length} cards on the demo source (embedded stores), opened with GET /api/v1/collection: the time from`,
      'the request until the reply holds every card with its data. Each card is one AskQuestion command (quota',
      'counted on conversation-{tenantId}, at most 3 at once per tenant) plus its DuckDB query.',
      '',
      '| what | median | p95 | min | max |',
      '|---|---|---|---|---|',
      row(`API: dashboard of ${PHRASES.length} cards, warm (${ROUNDS} rounds)`, warm, 0),
      row('API: one card (shape + POST /api/v1/collection/query)', single, 1),
      ...(browser
        ? [
            row(
              `Chromium: navigation → all ${PHRASES.length} cards rendered with data, warm (${BROWSER_ROUNDS} rounds)`,
              browser.warm,
              0,
            ),
          ]
        : []),
      '',
      `First dashboard of a fresh process (opens the demo source): ${cold.toFixed(0)} ms through the API` +
        (browser
          ? `; first load in Chromium (cold browser cache): ${browser.cold.toFixed(0)} ms.`
          : '; the web app was not built, so no browser figures.'),
      `Chromium: the built web app served by the same API, signed-in session, a 1280×4000 viewport so every card is in view;`,
      `"rendered" = every compact card shows its answer card. Load average at the end ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`,
      '(other processes share this machine; rerun on a quiet one for stable figures).',
      '',
    ].join('\n');
    console.log(markdown);
    writeBenchmarkSection('collections', markdown);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
