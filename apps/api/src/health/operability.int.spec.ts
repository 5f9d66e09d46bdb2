import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import { httpInject } from '../live/http-inject';
import type { TestApp } from '../testing/test-app';

type Readiness = {
  status: 'ok' | 'error';
  info?: Record<string, { status: string } & Record<string, unknown>>;
  error?: Record<string, { status: string } & Record<string, unknown>>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Issue 30 item 4: readiness, metrics, request ids in the logs, graceful shutdown.
describe('an operable instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
  }, 60_000);
  afterAll(() => t.close());

  it('is ready when its stores answer and its projections run, naming each check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Readiness>();
    expect(body.status).toBe('ok');
    expect(body.info).toMatchObject({
      shutdown: { status: 'up' },
      eventStore: { status: 'up' },
      documentStore: { status: 'up' },
      projections: { status: 'up', role: 'leader', lag: 0, parked: 0 },
    });
  });

  it('serves Prometheus metrics: requests by route pattern, questions by source, projections', async () => {
    const ada = await signUp(t.app, 'metrics@example.com');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: ada.headers,
      payload: { phrase: 'revenue last 30 days' },
    });
    expect(asked.statusCode).toBe(200);
    const client = collectionsClient(t.app, ada);
    const id = (await client.create('Metered')).data.collection.id;
    await client.call('GET', `/api/v1/collection/${id}`);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /parley_http_request_duration_seconds_count\{method="POST",route="\/features\/conversations\/chat_query",status="200"\} 1/,
    );
    expect(text).toMatch(
      /parley_question_duration_seconds_count\{source="demo",outcome="card"\} 1/,
    );
    // Route patterns, never ids: a series per route, not per collection.
    expect(text).not.toContain(id);
    expect(text).toMatch(/parley_projection_lag_positions 0/);
    expect(text).toMatch(/parley_projection_leader 1/);
    expect(text).toMatch(/parley_parked_events 0/);
    expect(text).toMatch(/parley_delivery_queue_depth 0/);
    expect(text).toMatch(/parley_nodejs_eventloop_lag_seconds/);
  });

  it('names each request by an id in its reply, keeping a sane one the proxy gave', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/health' });
    expect(own.headers['x-request-id']).toMatch(uuid);
    const given = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'proxy-7f3a:42' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-7f3a:42');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'line\nbreak {"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(uuid);
  });
});

describe('request ids in the pino log', () => {
  it('puts the id of the request on its log line', async () => {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    });
    const t = await startAuthTestApp({ LOG_LEVEL: 'info' });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/auth/tenant',
        headers: { 'x-request-id': 'trace-4711' },
      });
    } finally {
      spy.mockRestore();
      await t.close();
    }
    const logged = lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } });
    expect(logged.filter((line) => line.reqId === 'trace-4711').length).toBeGreaterThan(0);
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('answers not ready at once, still serves during the grace period, then stops listening', async () => {
    const t = await startAuthTestApp({ SHUTDOWN_GRACE_MS: '1500', DEFAULT_PLAN: 'unlimited' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const ada = await signUp(httpInject(base), 'drain@example.com');
    const closing = t.app.close();
    try {
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as Readiness).error).toMatchObject({
        shutdown: { status: 'down', message: 'shutting down' },
      });
      // In the grace period the instance still does its work: a write is acknowledged.
      const created = await collectionsClient(httpInject(base), ada).create('Late but kept');
      expect(created.status).toBe(200);
    } finally {
      await closing;
      await t.close().catch(() => undefined);
    }
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  }, 60_000);
});
