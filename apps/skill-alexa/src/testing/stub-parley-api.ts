import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConversationResponse } from '@parley/domain';

export type StubCall = { path: string; authorization?: string; body: Record<string, unknown> };

/**
 * A stand-in for Parley's API with the real call shapes, for channel tests that are about
 * rendering and linking; the cross-channel e2e test uses the real API.
 */
export async function startStubParleyApi(
  answer: (phrase: string, locale: string) => ConversationResponse[],
  validTokens: string[] = ['good-token'],
  /** Milliseconds each path waits before answering, to play a slow API. */
  delays: Record<string, number> = {},
) {
  const calls: StubCall[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const timer = setTimeout(() => (pending.delete(timer), reply()), delays[req.url ?? ''] ?? 0);
      pending.add(timer);
    });
    const reply = () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (!token || !validTokens.includes(token))
        return send(401, { data: { message: 'Please sign in.', key: 'errors.unauthorized' } });
      if (req.url === '/features/conversations/chat_query') {
        const event = (body.event ?? {}) as { locale?: string };
        return send(200, {
          data: { responses: answer(String(body.phrase), event.locale ?? 'en-US') },
        });
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
