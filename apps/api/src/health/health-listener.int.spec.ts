import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/app-config';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import type { ProjectionRunner } from '../projections/projection-runner';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { HealthListener } from './health-listener';

type Probe = { status: number; body: { status: string; readModels?: unknown }; at: number };

// A separate process asks the health port twice while this test holds the API's event loop
// with synchronous work, as 50 concurrent questions do: it says when it is ready, then probes
// `delays` ms later and prints what it got and when.
async function probeWhileBlocked(url: string, delays: number[], blockMs: number) {
  const script = `
    const probe = async (delay) => {
      await new Promise((done) => setTimeout(done, delay));
      const res = await fetch(${JSON.stringify(url)});
      return { status: res.status, body: await res.json(), at: Date.now() };
    };
    console.log('ready');
    Promise.all(${JSON.stringify(delays)}.map(probe)).then((all) => console.log(JSON.stringify(all)));
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((ready) =>
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('ready')) ready();
    }),
  );
  const until = Date.now() + blockMs;
  while (Date.now() < until) {
    // busy: the event loop of this process (and of the API in it) turns not once
  }
  const unblocked = Date.now();
  await once(child, 'exit');
  const probes = JSON.parse(out.slice(out.indexOf('\n') + 1)) as Probe[];
  return { probes, unblocked };
}

describe('the health listener on its own thread (issue 26 item 8)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp({ HEALTH_PORT: '0', HEALTH_STALL_MS: '1500' });
    url = `http://127.0.0.1:${t.app.get(HealthListener).port}/health`;
  }, 30_000);
  afterAll(() => t.close());

  it('answers the same report as GET /health, never cached', async () => {
    const own = (await t.app.inject({ method: 'GET', url: '/health' })).json<{ status: string }>();
    // The listener holds the report of the loop's last beat (a quarter second at most).
    let res = await fetch(url);
    while (((await res.clone().json()) as { status: string }).status !== own.status)
      res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ ...own, eventLoop: {} });
    expect((await fetch(url.replace('/health', '/auth/tenant'))).status).toBe(404);
  });

  it('answers while the API is busy, and says stalled only once the loop has been stuck past HEALTH_STALL_MS', async () => {
    const { probes, unblocked } = await probeWhileBlocked(url, [100, 3_500], 5_000);
    const [busy, stuck] = probes;
    expect(busy).toMatchObject({ status: 200, body: { status: 'ok', readModels: { lag: 0 } } });
    expect(busy.at).toBeLessThan(unblocked);
    expect(stuck).toMatchObject({ status: 503, body: { status: 'stalled' } });
    expect(stuck.at).toBeLessThan(unblocked);
    // Once the loop turns again, the next report says so.
    await new Promise((done) => setTimeout(done, 300));
    expect((await fetch(url)).status).toBe(200);
  }, 30_000);
});

describe('the health listener when its port is taken', () => {
  let taken: ReturnType<typeof createServer>;
  let port: number;
  beforeAll(async () => {
    taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    port = (taken.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((done) => taken.close(done)));

  it('lets the API start when only the default (PORT + 1) is another’s', async () => {
    const t = await startTestApp({ PORT: String(port - 1), HOST: '127.0.0.1' });
    try {
      expect(t.app.get(HealthListener).port).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('stops the start, naming the port, when HEALTH_PORT asked for it', async () => {
    const config = loadConfig({ HEALTH_PORT: String(port), HOST: '127.0.0.1' });
    const projections = {
      status: { running: true, parked: 0, parkedEvents: [] },
    } as unknown as ProjectionRunner;
    const listener = new HealthListener(config, new ReadModelProgress(), projections);
    await expect(listener.onApplicationBootstrap()).rejects.toThrow(
      `The health listener cannot listen on port ${port} (EADDRINUSE)`,
    );
  });
});
