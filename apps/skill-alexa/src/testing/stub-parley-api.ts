import type { ConversationResponse } from '@parley/domain';
import { startStubApiServer } from '@parley/parley-client/testing';
import type { StubCall } from '@parley/parley-client/testing';

export { KEY_REUSED } from '@parley/parley-client/testing';

/** Thrown by a test's `answer` to have the API refuse the question with its own sentence. */
export class StubRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

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
  const server = await startStubApiServer(({ req, raw, base }, send) => {
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
      return send(200, { data: { id: 'img', url: `${base}/api/v1/card-image/img.png` } });
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
  }, delays);
  return { ...server, calls };
}
