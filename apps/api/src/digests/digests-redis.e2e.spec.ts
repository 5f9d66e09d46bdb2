import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import Redis from 'ioredis';
import { streams } from '@parley/domain';
import { AUTH_TEST_ENV, signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { MailCatcher } from '../mail/mail-catcher';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// The built API (npm test builds dist before the e2e tier): each instance is its own process.
const dist = resolve(__dirname, '../../dist');

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

// One API instance in a child process: it boots the whole built app (scheduler, BullMQ worker,
// mail over SMTP_URL), waits until its read model holds the collection, then on each message
// moves its delivery clock, ticks, waits for the shared queue to drain and answers how many
// runs it queued. The clock is the only thing the test drives.
const INSTANCE = `
const dist = process.env.PARLEY_DIST;
const { loadConfig } = require(dist + '/config/app-config.js');
const { createApp } = require(dist + '/create-app.js');
const { DeliveryClock } = require(dist + '/digests/delivery-clock.js');
const { DeliveryScheduler } = require(dist + '/digests/delivery-scheduler.js');
const { DELIVERY_QUEUE } = require(dist + '/digests/queue/delivery-queue.port.js');
const { DOCUMENT_STORE } = require(dist + '/infrastructure/document-store/document-store.port.js');
(async () => {
  const app = await createApp(loadConfig(process.env));
  await app.init();
  const docs = app.get(DOCUMENT_STORE).collection('collections');
  while (!(await docs.findOne({ _id: process.env.COLLECTION_ID })))
    await new Promise((r) => setTimeout(r, 25));
  const queue = app.get(DELIVERY_QUEUE);
  process.on('message', async ({ at }) => {
    app.get(DeliveryClock).set(at);
    const queued = await app.get(DeliveryScheduler).tick();
    await queue.idle();
    process.send({ queued });
  });
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
  process.send({ ready: process.pid });
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

type Instance = { child: ChildProcess; next<T>(): Promise<T> };

function startInstance(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['-e', INSTANCE], {
    env: { ...process.env, ...env, PARLEY_DIST: dist, NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // Whatever an instance says on stderr shows in the test output, so a failing start is visible.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const next = <T>() =>
    new Promise<T>((ok, fail) => {
      const exited = (code: number | null) => fail(new Error(`instance exited with ${code}`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        ok(message as T);
      });
    });
  return { child, next };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.disconnect();
  });

// Two API processes (each its own DATA_DIR, one PostgreSQL log and read models), one Redis and
// one SMTP server, ticking at the same moment: the digest is queued once (the run key is the
// BullMQ job id) and mailed once.
describe('digests on two API processes sharing Redis', () => {
  let shared: SharedStores;
  const catcher = new MailCatcher();
  const instances: Instance[] = [];
  let available = false;
  let collectionId = '';

  beforeAll(async () => {
    shared = await startSharedStores();
    available = await redisAnswers();
    if (!available) return;
    const smtpPort = await catcher.start();
    const env = {
      ...AUTH_TEST_ENV,
      REDIS_URL,
      DELIVERY_QUEUE_PREFIX: `parley-test-${randomUUID()}`,
      DELIVERY_AUTOSTART: 'false',
      DELIVERY_RETRY_BASE_MS: '10',
      PLANS_BY_EMAIL: 'twins@example.com=premium',
    };
    // The person and the collection are written to the shared log first; then both processes
    // start on it.
    const setup = await startAuthTestApp({ ...env, ...shared.instanceEnv(), REDIS_URL: '' });
    const ada = await signUp(setup.app, 'twins@example.com');
    const client = collectionsClient(setup.app, ada);
    collectionId = (await client.create('Twins', 'daily')).data.collection.id;
    await client.addCard(collectionId, 'revenue by channel');
    await setup.close();
    for (let i = 0; i < 2; i++)
      instances.push(
        startInstance({
          ...env,
          ...shared.instanceEnv(),
          PORT: '0',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          COLLECTION_ID: collectionId,
        }),
      );
    await Promise.all(instances.map((instance) => instance.next()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.map(({ child }) => stopped(child)));
    await catcher.stop();
    await shared.close();
  }, 30_000);

  it('sends a due digest exactly once', async () => {
    if (!available) {
      console.warn('skipped: digests on two API processes sharing Redis (no Redis at REDIS_URL)');
      return;
    }
    const at = '2027-06-02T09:00:00Z';
    const tick = async ({ child, next }: Instance) => {
      const answer = next<{ queued: number }>();
      child.send({ at });
      return (await answer).queued;
    };
    // Both processes tick at the same moment, twice each.
    const queued = [
      ...(await Promise.all(instances.map(tick))),
      ...(await Promise.all(instances.map(tick))),
    ];
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    const sent = catcher.list().filter((m) => m.to === 'twins@example.com');
    expect(sent.map((m) => m.subject)).toEqual([expect.stringContaining('digest: Twins')]);
    const events = new PostgresEventStore(shared.url);
    const stream = await events.readStream(streams.delivery(`digest.${collectionId}.2027-06-02`));
    await events.close();
    expect(stream.map((e) => e.type)).toEqual(['DigestSent']);
  }, 60_000);
});
