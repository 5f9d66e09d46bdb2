// `npm run bench -- digests`: 1,000 tenants, each with one daily collection of 5 cards on the demo
// source; one scheduler tick queues every due digest, then the queue renders them (each card re-run
// through AskQuestion, charts to PNG, the PDF) and sends them to the embedded SMTP catcher.
// Prints the time and peak memory of both phases and writes the "## digests" section of BENCHMARKS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session/session-store';
import { loadConfig } from '../config/app-config';
import { createApp } from '../create-app';
import { DeliveryClock } from '../digests/delivery-clock';
import { DeliveryScheduler } from '../digests/delivery-scheduler';
import { DELIVERY_QUEUE } from '../digests/queue/delivery-queue.port';
import type { DeliveryQueue } from '../digests/queue/delivery-queue.port';
import { MailService } from '../mail/mail.service';
import { writeBenchmarkSection } from './bench-report';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const PHRASES = [
  'revenue by channel',
  'revenue by country',
  'orders by device',
  'sessions by channel',
  'revenue by month this year',
];

function peakMemory() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    reset: () => (peak = process.memoryUsage().rss),
    read: () => Math.max(peak, process.memoryUsage().rss),
    stop: () => clearInterval(timer),
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-digests-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: dataDir,
    DEFAULT_PLAN: 'unlimited',
    DELIVERY_AUTOSTART: 'false',
    DELIVERY_ATTEMPTS: '1',
  });
  const app = await createApp(config);
  await app.init();
  const memory = peakMemory();
  try {
    const setupStarted = performance.now();
    for (let i = 0; i < TENANTS; i++) {
      const tenantId = await app
        .get(AuthService)
        .createTenant(`bench-${i}@example.com`, 'en-GB', 'magiclink', `Bench ${i}`);
      const { id, session } = app.get(SessionStore).start(tenantId);
      const headers = { cookie: `parley_session=${id}`, 'x-xsrf-token': session.xsrfToken };
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/create_collection',
        headers,
        payload: { name: `Bench ${i}`, digest: 'daily' },
      });
      if (created.statusCode !== 200) throw new Error(`create_collection: ${created.body}`);
      const collectionId = created.json<{ data: { collection: { id: string } } }>().data.collection
        .id;
      for (const phrase of PHRASES) {
        const added = await app.inject({
          method: 'POST',
          url: '/api/v1/add_collection_question',
          headers,
          payload: {
            collection_id: collectionId,
            phrase,
            type: 'demo',
            datasource_id: 'demo',
            interval: 0,
            variables: {},
          },
        });
        if (added.statusCode !== 200) throw new Error(`add_collection_question: ${added.body}`);
      }
    }
    const setupMs = performance.now() - setupStarted;

    // Tomorrow 12:00 UTC: every collection's 07:00 (UTC, no time zone set) is due once.
    app
      .get(DeliveryClock)
      .set(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) + 'T12:00:00Z');
    global.gc?.();
    memory.reset();
    const tickStarted = performance.now();
    const queued = await app.get(DeliveryScheduler).tick();
    const tickMs = performance.now() - tickStarted;
    const tickPeak = memory.read();
    if (queued !== TENANTS) throw new Error(`queued ${queued} of ${TENANTS} digests`);

    memory.reset();
    const runStarted = performance.now();
    await app.get<DeliveryQueue>(DELIVERY_QUEUE).idle();
    const runMs = performance.now() - runStarted;
    const runPeak = memory.read();
    const caught = app.get(MailService).catcher?.list().length ?? 0;

    const lines = [
      `## digests`,
      '',
      `\`npm run bench -- digests\` (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared, Node ${process.version}, embedded SQLite queue): ${TENANTS} tenants × 1 daily collection × ${PHRASES.length} demo cards.`,
      '',
      '| phase | time | per digest | peak RSS |',
      '|---|---|---|---|',
      `| one scheduler tick queues ${queued} due digests | ${s(tickMs)} | ${(tickMs / TENANTS).toFixed(2)} ms | ${mb(tickPeak)} |`,
      `| the queue renders (5 cards re-run, 5 chart PNGs, the PDF) and sends them | ${s(runMs)} | ${(runMs / TENANTS).toFixed(0)} ms | ${mb(runPeak)} |`,
      '',
      `Setup (tenants, collections, cards) took ${s(setupMs)} and is not counted. The catcher keeps the newest 500 mails (${caught} kept).`,
    ];
    console.log(lines.join('\n'));
    writeBenchmarkSection('digests', lines.join('\n'));
  } finally {
    memory.stop();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
