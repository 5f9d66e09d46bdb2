import { signUp } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { startApiProcess, stopApiProcess } from '../testing/api-process';
import type { ApiProcess } from '../testing/api-process';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';
import { httpInject } from './http-inject';
import { openTab, waitFor } from './live-test-kit';

// Two built API processes, each owning its DATA_DIR, on one PostgreSQL log and read models, one
// SHARED_DIR and one Redis: a change made through instance A reaches a tab connected to instance B.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const startApi = (stores: Record<string, string>, redis: boolean) =>
  startApiProcess({ ...stores, REDIS_URL: redis ? REDIS_URL : '' });

describe('socket.io across API instances', () => {
  let shared: SharedStores;
  const children: ApiProcess[] = [];
  beforeAll(async () => {
    shared = await startSharedStores();
  });
  const sockets: { disconnect(): void }[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await Promise.all(children.splice(0).map(stopApiProcess));
  });
  afterAll(() => shared.close());

  async function changeOnAWatchOnB(redis: boolean) {
    // Each instance is stopped after the test even when the next one fails to start.
    const a = await startApi(shared.instanceEnv(), redis);
    children.push(a);
    const b = await startApi(shared.instanceEnv(), redis);
    children.push(b);
    const session = await signUp(httpInject(a.url), `ada-${redis ? 'redis' : 'alone'}@example.com`);
    const onB = await openTab(b.url, session.cookie);
    sockets.push(onB.socket);
    const api = collectionsClient(httpInject(a.url), session);
    const id = (await api.create('Shared')).data.collection.id;
    await api.addCard(id, 'revenue last 30 days');
    return { onB, id };
  }

  it('with REDIS_URL, a card added on instance A reaches the tab on instance B within a second', async () => {
    const { onB, id } = await changeOnAWatchOnB(true);
    const started = Date.now();
    const added = await waitFor(
      () =>
        onB.heard.find(
          (h) => h.event === 'collection' && (h.payload as { kind: string }).kind === 'card_added',
        ),
      1000,
    );
    expect(added.payload).toMatchObject({ collectionId: id, kind: 'card_added' });
    expect(Date.now() - started).toBeLessThan(1000);
  }, 150_000);

  it('without it, instance B never hears of the change (so the adapter is what carries it)', async () => {
    const { onB } = await changeOnAWatchOnB(false);
    await new Promise((r) => setTimeout(r, 1000));
    expect(onB.heard.filter((h) => h.event === 'collection')).toEqual([]);
  }, 150_000);
});
