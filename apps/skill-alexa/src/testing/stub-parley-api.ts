import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConversationResponse } from '@parley/domain';

/** The API's sentence for a reused key: meant for developers, never for a person. */
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';

/** Thrown by a test's `answer` to have the API refuse the question with its own sentence. */
export class StubRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export type StubCall = { path: string; authorization?: string; body: Record<string, unknown> };

/**
 * A stand-in for Parley's API with the real call shapes, for channel tests that are about
 * rendering and linking; the cross-channel e2e test uses the real API.
 */
export async function startStubParleyApi(
  answer: (phrase: string, locale: string) => ConversationResponse[],
  validTokens: string[] = ['good-token'],
  /** What each path waits for before answering (milliseconds, or a promise the test settles). */
  delays: Record<string, number | Promise<unknown>> = {},
) {
  const calls: StubCall[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const waiting: { path: string; arrived: () => void }[] = [];
  // As the API keeps them: the first reply per Idempotency-Key, refused for another body.
  const kept = new Map<string, { body: string; reply: Promise<[number, unknown]> }>();
  const server = createServer((req, res) => {
    let raw = '';
    const write = ([status, payload]: [number, unknown]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
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
        const go = () => reply((status, payload) => resolve([status, payload]));
        const delay = delays[req.url ?? ''] ?? 0;
        if (typeof delay !== 'number') return void delay.then(go);
        const timer = setTimeout(() => (pending.delete(timer), go()), delay);
        pending.add(timer);
      });
      if (typeof key === 'string') kept.set(key, { body: `${req.url} ${raw}`, reply: answered });
      void answered.then(write);
    });
    const reply = (send: (status: number, payload: unknown) => void) => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      if (!token || !validTokens.includes(token))
        return send(401, { data: { message: 'Please sign in.', key: 'errors.unauthorized' } });
      if (req.url === '/features/conversations/chat_query') {
        const event = (body.event ?? {}) as { locale?: string };
        try {
          return send(200, {
            data: { responses: answer(String(body.phrase), event.locale ?? 'en-US') },
          });
        } catch (error) {
          if (!(error instanceof StubRefusal)) throw error;
          return send(error.status, { data: { message: error.message } });
        }
      }
      if (req.url === '/api/v1/card-image')
        return send(200, {
          data: { id: 'img', url: `http://127.0.0.1:${port()}/api/v1/card-image/img.png` },
        });
      if (req.url === '/api/v1/feedback') return send(200, { data: {} });
      if (req.url === '/api/v1/collections')
        return send(200, {
          data: {
            collections: [
              { id: 'c-sales', name: 'Sales dashboard' },
              { id: 'c-empty', name: 'Marketing' },
            ],
            favourites: [],
            stats: {},
          },
        });
      if (req.url?.startsWith('/api/v1/collection?collection=c-sales')) {
        return send(200, {
          data: {
            responses: answer('revenue by channel', 'en-US').map((r, i) => ({ id: `q${i}`, ...r })),
          },
        });
      }
      if (req.url?.startsWith('/api/v1/collection?')) return send(200, { data: { responses: [] } });
      send(404, { data: { message: 'Not found.' } });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  const port = () => listening;
  return {
    url: `http://127.0.0.1:${port()}`,
    calls,
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
