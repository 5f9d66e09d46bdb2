// `npm run bench -- auth`: GET /auth/tenant with a signed-in session, 50 connections, against a
// bare node:http server answering the same JSON in the same run (budget: ≥ 40%). Each server runs
// in its own process, so autocannon (in this one) does not steal their CPU unevenly.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session/session-store';
import { writeBenchmarkSection } from './bench-report';
import { forkBenchChild, listenBenchApi, runBench } from './bench-process';

type Served = { port: number; cookie: string; body: string; currentUser: string };
type CannonResult = {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
};
type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;

const load = createRequire(__filename);
const autocannon = load('autocannon') as Cannon;
const connections = 50;
// Short alternating rounds: the machine's load drifts, and pairing bare and API round by round
// lets the ratio of each pair (their median is the verdict) see the same conditions.
const duration = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);

/** Child: the whole API on a fresh DATA_DIR with one onboarded tenant and a live session. */
async function serveApi(): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-auth-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const { app, port } = await listenBenchApi(dataDir);
  const tenantId = await app
    .get(AuthService)
    .createTenant('bench@example.com', 'en-GB', 'password', 'Bench Person');
  const { id } = app.get(SessionStore).start(tenantId);
  const cookie = `parley_session=${id}`;
  const res = await fetch(`http://127.0.0.1:${port}/auth/tenant`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /auth/tenant answered ${res.status}`);
  return {
    port,
    cookie,
    body: await res.text(),
    currentUser: res.headers.get('current-user') ?? '',
  };
}

/** Child: the same JSON and header from node:http, with nothing in between. */
async function serveBare(body: string, currentUser: string): Promise<Served> {
  const server = createServer((_, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'current-user': currentUser,
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, cookie: '', body, currentUser };
}

async function measure(served: Served): Promise<CannonResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${served.port}/auth/tenant`,
    connections,
    duration,
    headers: served.cookie ? { cookie: served.cookie } : {},
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

async function main(): Promise<void> {
  const api = await forkBenchChild<Served>(__filename, ['--serve-api']);
  const bare = await forkBenchChild<Served>(__filename, [
    '--serve-bare',
    api.served.body,
    api.served.currentUser,
  ]);
  const results: { bare: CannonResult[]; api: CannonResult[] } = { bare: [], api: [] };
  try {
    await measure({ ...api.served }); // warm-up: JIT, caches
    for (let round = 0; round < rounds; round++) {
      results.bare.push(await measure(bare.served));
      results.api.push(await measure(api.served));
    }
  } finally {
    api.child.kill();
    bare.child.kill();
  }
  const mean = (list: CannonResult[], pick: (r: CannonResult) => number) =>
    list.reduce((sum, r) => sum + pick(r), 0) / list.length;
  const bareRate = mean(results.bare, (r) => r.requests.average);
  const apiRate = mean(results.api, (r) => r.requests.average);
  const ratios = results.api
    .map((r, i) => r.requests.average / results.bare[i].requests.average)
    .sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)];
  const verdict = ratio >= 0.4 ? 'PASS' : 'FAIL';
  const markdown = [
    '## auth',
    '',
    `\`npm run bench -- auth\` on ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, ${new Date().toISOString().slice(0, 10)}:`,
    `GET /auth/tenant with a session cookie, ${connections} connections, ${rounds} alternating rounds of ${duration} s each (autocannon), servers in their own processes.`,
    '',
    '| server | req/s | p99 latency | mean latency |',
    '|---|---|---|---|',
    `| bare node:http, same JSON | ${Math.round(bareRate)} | ${mean(results.bare, (r) => r.latency.p99).toFixed(1)} ms | ${mean(results.bare, (r) => r.latency.average).toFixed(2)} ms |`,
    `| Parley API (Nest on Fastify, session guard, envelope) | ${Math.round(apiRate)} | ${mean(results.api, (r) => r.latency.p99).toFixed(1)} ms | ${mean(results.api, (r) => r.latency.average).toFixed(2)} ms |`,
    '',
    `API / bare, median of the ${rounds} paired rounds: **${(ratio * 100).toFixed(0)}%** (budget ≥ 40%): ${verdict}`,
    `(paired ratios from ${(ratios[0] * 100).toFixed(0)}% to ${((ratios.at(-1) as number) * 100).toFixed(0)}%; load average at the end ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs)`,
    '',
    'The API path measured: session cookie → session (memory, rechecked in SQLite each second) → tenant state',
    '(folded from tenant-{id}, cached per revision) → collections and this month’s quota from their read models',
    '(embedded document store) → { data } envelope in Fastify hooks. Run it on a quiet machine: other processes',
    'sharing the CPUs move the paired ratios a lot (see the range above).',
    '',
  ].join('\n');
  console.log(markdown);
  writeBenchmarkSection('auth', markdown);
  if (verdict === 'FAIL') process.exitCode = 1;
}

runBench(main, {
  'serve-api': serveApi,
  'serve-bare': ([body, currentUser]) => serveBare(body ?? '', currentUser ?? ''),
});
