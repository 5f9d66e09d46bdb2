// `npm run bench -- conversation`: the event-sourced core under load (issue 16, ARCHITECTURE.md
// budgets). A question over HTTP for tenants with 10, 1,000 and 100,000 earlier questions (seeded
// by appending events directly: half on the old conversation-{tenant} stream in past months, half
// on this month's stream, the worst case of an uncapped plan), whose p50 must stay within 20% of
// each other; then 50 concurrent questions from one tenant for 30 s (0 errors) while /health is
// probed (p99 ≤ 50 ms) on the health listener's own port (what a load balancer asks) and, for
// comparison, on the API's port. The API runs in its own process. Writes "## conversation" of
// BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { monthKey, streams } from '@parley/domain';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session/session-store';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { HealthListener } from '../health/health-listener';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore, NewEvent } from '../infrastructure/event-store/event-store.port';
import { percentile, writeBenchmarkSection } from './bench-report';
import { forkBenchChild, listenBenchApi, runBench } from './bench-process';

const LEVELS = (process.env.BENCH_LEVELS ?? '10,1000,100000').split(',').map(Number);
const PHRASES = [
  'revenue by channel last 30 days',
  'orders by country last month',
  'sessions by device last 90 days',
  'revenue last 7 days',
  'orders by month this year',
  'revenue by country this year',
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 120);
const WARM_UP = 10;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TIME_ZONE = 'Europe/London';

type Tenant = { earlier: number; headers: Record<string, string> };
type Served = { port: number; healthPort: number; tenants: Tenant[] };
type CannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<CannonResult>;

const load = createRequire(__filename);
const autocannon = load('autocannon') as Cannon;

// `earlier` questions the tenant asked before: half in past months on the stream all questions
// used to share, half this month on its month stream.
function history(tenantId: string, earlier: number): { stream: string; events: NewEvent[] }[] {
  const month = monthKey(new Date(), TIME_ZONE);
  const question = (n: number, inMonth: string): NewEvent => {
    const time = new Date().toISOString();
    return {
      id: randomUUID(),
      type: 'QuestionAsked',
      data: {
        phrase: PHRASES[n % PHRASES.length],
        month: inMonth,
        source: { type: 'demo', datasource_id: 'demo' },
        channel: 'web',
        askedAt: time,
      },
      metadata: { tenantId, userId: tenantId, commandId: randomUUID(), time, schemaVersion: 1 },
    };
  };
  const old = Math.floor(earlier / 2);
  const pastMonth = (n: number) =>
    `20${String(20 + (n % 5))}-${String((n % 12) + 1).padStart(2, '0')}`;
  return [
    {
      stream: streams.conversation(tenantId),
      events: Array.from({ length: old }, (_, n) => question(n, pastMonth(n))),
    },
    {
      stream: streams.conversationMonth(tenantId, month),
      events: Array.from({ length: earlier - old }, (_, n) => question(n, month)),
    },
  ];
}

/** Child: the whole API on a fresh DATA_DIR, one onboarded tenant per level, history seeded. */
async function serveApi(): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-conversation-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const { app, port } = await listenBenchApi(dataDir, {
    DEFAULT_PLAN: 'unlimited',
    HEALTH_PORT: '0',
  });
  const store = app.get<EventStore>(EVENT_STORE);
  const tenants: Tenant[] = [];
  for (const earlier of LEVELS) {
    const tenantId = await app
      .get(AuthService)
      .createTenant(`bench-${earlier}@example.com`, 'en-GB', 'password', 'Bench Person');
    const { id, session } = app.get(SessionStore).start(tenantId);
    const headers = {
      cookie: `parley_session=${id}`,
      'x-xsrf-token': session.xsrfToken,
      'content-type': 'application/json',
    };
    const onboarded = await fetch(`http://127.0.0.1:${port}/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Bench Person',
        country: 'United Kingdom',
        timezone: TIME_ZONE,
        password: 'Bench-mark-2026',
        repeatPassword: 'Bench-mark-2026',
      }),
    });
    if (onboarded.status !== 200) throw new Error(`onboarding answered ${onboarded.status}`);
    for (const { stream, events } of history(tenantId, earlier))
      for (let from = 0; from < events.length; from += 2_000)
        await store.append(stream, events.slice(from, from + 2_000), { expectedRevision: 'any' });
    tenants.push({ earlier, headers });
  }
  // The read models take in the seeded history first (a question's reply waits for them).
  const progress = app.get(ReadModelProgress);
  for (;;) {
    const pending = await store.readAll({ fromPosition: progress.current, limit: 1 });
    if (pending.length === 0) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const healthPort = app.get(HealthListener).port;
  if (healthPort === undefined) throw new Error('the health listener did not start');
  return { port, healthPort, tenants };
}

/** Child: GET /health 20 times a second, each timed on its own (not queued behind the load). */
async function probeHealth(url: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    latencies.push(res.status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
    await new Promise((done) => setTimeout(done, Math.max(0, 50 - (performance.now() - started))));
  }
  return latencies;
}

async function ask(base: string, tenant: Tenant, phrase: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/features/conversations/chat_query`, {
    method: 'POST',
    headers: tenant.headers,
    body: JSON.stringify({ created: Date.now(), phrase, event: { now: '2026-06-15' } }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`a question answered ${res.status}`);
  return performance.now() - started;
}

function machine(): string {
  const lscpu = spawnSync('sh', ['-c', 'lscpu | head'], { encoding: 'utf8' });
  return lscpu.status === 0 && lscpu.stdout.trim()
    ? lscpu.stdout.trimEnd()
    : `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
}

async function main(): Promise<void> {
  const seeding = performance.now();
  const api = await forkBenchChild<Served>(__filename, ['--serve-api']);
  const seededIn = (performance.now() - seeding) / 1000;
  const base = `http://127.0.0.1:${api.served.port}`;
  const { tenants } = api.served;
  try {
    // Warm-up: JIT, the demo source, and each tenant's first fold (then kept as snapshots).
    for (const tenant of tenants)
      for (let n = 0; n < WARM_UP; n++) await ask(base, tenant, PHRASES[n % PHRASES.length]);
    // Rounds alternate the tenants so each level sees the same machine conditions.
    const times = new Map<number, number[]>(tenants.map((t) => [t.earlier, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const tenant of tenants)
        times.get(tenant.earlier)?.push(await ask(base, tenant, PHRASES[round % PHRASES.length]));
    const levels = tenants.map((tenant) => {
      const sorted = [...(times.get(tenant.earlier) ?? [])].sort((a, b) => a - b);
      return { earlier: tenant.earlier, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    });
    const p50s = levels.map((l) => l.p50);
    const spread = Math.max(...p50s) / Math.min(...p50s);
    const flat = spread <= 1.2;

    // 50 connections asking as the oldest tenant, /health probed alongside.
    const busy = tenants[tenants.length - 1];
    const [questions, probe, ownProbe] = await Promise.all([
      autocannon({
        url: `${base}/features/conversations/chat_query`,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers: busy.headers,
        body: JSON.stringify({ created: 0, phrase: PHRASES[0], event: { now: '2026-06-15' } }),
      }),
      forkBenchChild<number[]>(__filename, [
        '--probe-health',
        `http://127.0.0.1:${api.served.healthPort}/health`,
        String(SECONDS),
      ]),
      forkBenchChild<number[]>(__filename, ['--probe-health', `${base}/health`, String(SECONDS)]),
    ]);
    probe.child.kill();
    ownProbe.child.kill();
    const summary = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        total: sorted.length,
        failed: sorted.filter((t) => !Number.isFinite(t)).length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? NaN,
      };
    };
    const health = summary(probe.served);
    const onApiPort = summary(ownProbe.served);
    const healthRow = (what: string, h: typeof health) =>
      `| ${what} | ${h.total} | ${h.failed} | ${h.p50.toFixed(1)} ms | ${h.p99.toFixed(1)} ms | ${h.max.toFixed(1)} ms |`;
    const questionErrors = questions.errors + questions.non2xx + questions.timeouts;
    const healthy = health.p99 <= 50 && health.failed === 0;
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

    const markdown = [
      '## conversation',
      '',
      `\`npm run bench -- conversation\`, node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average at the end ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs (the machine is shared):`,
      '',
      '```',
      machine(),
      '```',
      '',
      `Questions over HTTP (POST /features/conversations/chat_query, demo source, whole request: count against the quota + answer card), one at a time, ${ROUNDS} per tenant after ${WARM_UP} warm-up, tenants alternating. Earlier questions seeded by appending events directly (${seededIn.toFixed(0)} s to seed and project): half on the old conversation-{tenant} stream in past months, half on this month's conversation-{tenant}-{month} stream (uncapped plan, the worst case).`,
      '',
      '| earlier questions of the tenant | p50 | p99 |',
      '|---|---|---|',
      ...levels.map(
        (l) =>
          `| ${l.earlier.toLocaleString('en')} | ${l.p50.toFixed(1)} ms | ${l.p99.toFixed(1)} ms |`,
      ),
      '',
      `Slowest p50 / fastest p50: **${spread.toFixed(2)}** (budget ≤ 1.20, flat within 20%): ${verdict(flat)}`,
      '',
      `${CONNECTIONS} concurrent questions from the tenant with ${busy.earlier.toLocaleString('en')} earlier ones, ${SECONDS} s (autocannon), /health probed 20 times a second meanwhile, from two processes of its own: on the health listener's port (HEALTH_PORT, answered by its own thread: what a load balancer asks) and on the API's port (answered on the API's event loop, behind the questions):`,
      '',
      '| what | requests | errors (non-2xx, timeouts) | p50 | p99 | max |',
      '|---|---|---|---|---|---|',
      `| questions | ${questions.requests.total} (${questions.requests.average.toFixed(0)}/s) | ${questionErrors} | ${questions.latency.p50} ms | ${questions.latency.p99} ms | ${questions.latency.max} ms |`,
      healthRow('GET /health, health listener', health),
      healthRow('GET /health, API port', onApiPort),
      '',
      `0 errors under load: ${verdict(questionErrors === 0)}; /health p99 ≤ 50 ms under load (health listener): ${verdict(healthy)}`,
      '',
    ].join('\n');
    console.log(markdown);
    writeBenchmarkSection('conversation', markdown);
    if (!flat || questionErrors > 0 || !healthy) process.exitCode = 1;
  } finally {
    api.child.kill();
  }
}

runBench(main, {
  'serve-api': serveApi,
  'probe-health': ([url, seconds]) => probeHealth(url ?? '', Number(seconds)),
});
