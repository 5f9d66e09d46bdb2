import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { streams } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import type { TestApp } from '../testing/test-app';
import { deliveryDriver } from './testing/digest-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

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

// Two API instances on one data directory and one Redis, both ticking at the same moment: the
// digest is queued once (the run key is the BullMQ job id) and sent once.
describe('digests on two API instances sharing Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-digests-redis-'));
  let a: TestApp;
  let b: TestApp;
  let available = false;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) return;
    const env = {
      DATA_DIR: dataDir,
      REDIS_URL,
      DELIVERY_QUEUE_PREFIX: `parley-test-${randomUUID()}`,
      DELIVERY_AUTOSTART: 'false',
      DELIVERY_RETRY_BASE_MS: '10',
      PLANS_BY_EMAIL: 'twins@example.com=premium',
    };
    a = await startAuthTestApp(env);
    b = await startAuthTestApp(env);
  }, 90_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends a due digest once', async () => {
    if (!available) {
      console.warn('skipped: digests on two API instances sharing Redis (no Redis at REDIS_URL)');
      return;
    }
    const ada = await signUp(a.app, 'twins@example.com');
    const client = collectionsClient(a.app, ada);
    const id = (await client.create('Twins', 'daily')).data.collection.id;
    await client.addCard(id, 'revenue by channel');
    // B reads the same log: wait until its read model has the collection.
    const docs = b.app.get<DocumentStore>(DOCUMENT_STORE).collection('collections');
    for (let i = 0; i < 200 && !(await docs.findOne({ _id: id })); i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const [one, two] = [deliveryDriver(a.app), deliveryDriver(b.app)];
    const at = '2027-06-02T09:00:00Z';
    const queued = await Promise.all([one.at(at), two.at(at), one.at(at), two.at(at)]);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    await Promise.all([one.queue.idle(), two.queue.idle()]);
    const sent = [
      ...one.mails('twins@example.com', 'digest:'),
      ...two.mails('twins@example.com', 'digest:'),
    ];
    expect(sent).toHaveLength(1);
    const events = await a.app
      .get<EventStore>(EVENT_STORE)
      .readStream(streams.delivery(`digest.${id}.2027-06-02`));
    expect(events.map((e) => e.type)).toEqual(['DigestSent']);
  }, 90_000);
});
