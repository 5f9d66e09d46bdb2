import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The API's sentence for a reused key: meant for developers, never for a person. */
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';

/** A call a channel made to a stub API, as the stub read it. */
export type StubCall = { path: string; authorization?: string; body: Record<string, unknown> };

/** Sends one reply: a status and a JSON payload (none for an empty body). */
export type StubSend = (status: number, payload?: unknown) => void;

/** Answers one request; `raw` is the body as sent and `base` the stub's own URL. */
export type StubRoutes = (
  request: { req: IncomingMessage; raw: string; base: string },
  send: StubSend,
) => void;

/**
 * A loopback stand-in for Parley's API, answering each request with `routes`, for channel tests.
 * Like the API, it keeps the first reply per Idempotency-Key of a POST: the same path and body get
 * that reply again (once it is ready), another body gets 422 with KEY_REUSED. Each path can wait
 * before answering (`delays`: milliseconds, or a promise the test settles), and `arrival` tells a
 * test when a request for a path has reached the stub.
 */
export async function startStubApiServer(
  routes: StubRoutes,
  delays: Record<string, number | Promise<unknown>> = {},
) {
  const waiting: { path: string; arrived: () => void }[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const kept = new Map<string, { body: string; reply: Promise<[number, unknown]> }>();
  let base = '';
  const server = createServer((req, res) => {
    let raw = '';
    const write = ([status, payload]: [number, unknown]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      for (const waiter of waiting.filter((w) => w.path === req.url)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.arrived();
      }
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const first = typeof key === 'string' ? kept.get(key) : undefined;
      if (first) {
        if (first.body === `${req.url} ${raw}`) return void first.reply.then(write);
        return write([
          422,
          {
            error: 'Unprocessable Entity',
            message: KEY_REUSED,
            key: 'errors.idempotency_key_reused',
          },
        ]);
      }
      const answered = new Promise<[number, unknown]>((resolve) => {
        const go = () =>
          routes({ req, raw, base }, (status, payload) => resolve([status, payload]));
        const delay = delays[req.url ?? ''] ?? 0;
        if (typeof delay !== 'number') return void delay.then(go);
        const timer = setTimeout(() => (pending.delete(timer), go()), delay);
        pending.add(timer);
      });
      if (typeof key === 'string') kept.set(key, { body: `${req.url} ${raw}`, reply: answered });
      void answered.then(write);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    /** Settles when the next request for `path` reaches the API (before it is answered). */
    arrival: (path: string) => new Promise<void>((arrived) => waiting.push({ path, arrived })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
