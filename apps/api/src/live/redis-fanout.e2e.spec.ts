import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { AUTH_TEST_ENV, signUp } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';
import { httpInject } from './http-inject';
import { openTab, waitFor } from './live-test-kit';

// Two built API processes (npm test builds dist before this tier), each owning its DATA_DIR, on
// one PostgreSQL log and read models, one SHARED_DIR and one Redis: a change made through
// instance A reaches a tab connected to instance B.
const main = resolve(__dirname, '../../dist/main.js');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

async function startApi(
  stores: Record<string, string>,
  redis: boolean,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...AUTH_TEST_ENV,
      ...stores,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
      DEFAULT_PLAN: 'unlimited',
      ...(redis ? { REDIS_URL } : { REDIS_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, url };
    if (Date.now() > deadline) {
      // A process left running keeps Jest from ever exiting, so the run would hang, not fail.
      child.kill('SIGKILL');
      throw new Error('API did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

describe('socket.io across API instances', () => {
  let shared: SharedStores;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    shared = await startSharedStores();
  });
  const sockets: { disconnect(): void }[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await Promise.all(children.splice(0).map(stop));
  });
  afterAll(() => shared.close());

  async function changeOnAWatchOnB(redis: boolean) {
    // Each instance is stopped after the test even when the next one fails to start.
    const a = await startApi(shared.instanceEnv(), redis);
    children.push(a.child);
    const b = await startApi(shared.instanceEnv(), redis);
    children.push(b.child);
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
