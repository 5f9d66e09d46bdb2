import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnswerCard, ConversationResponse } from '@parley/domain';

export type StubCall = { path: string; authorization?: string; body: Record<string, unknown> };

/**
 * A stand-in for Parley's API and OAuth discovery with the real call shapes, for tests about the
 * bot's rendering; the cross-channel e2e test runs against the real API.
 */
export async function startStubParley(
  answer: (phrase: string, locale: string) => ConversationResponse[],
  validTokens = ['good-token'],
  /** What each path waits for before answering (milliseconds, or a promise the test settles). */
  delays: Record<string, number | Promise<unknown>> = {},
) {
  const calls: StubCall[] = [];
  const waiting: { path: string; arrived: () => void }[] = [];
  const revoked: string[] = [];
  const pending = new Set<NodeJS.Timeout>();
  // As the API keeps them: the first reply per Idempotency-Key, refused for another body.
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
        const go = () => reply((status, payload) => resolve([status, payload]));
        const delay = delays[req.url ?? ''] ?? 0;
        if (typeof delay !== 'number') return void delay.then(go);
        const timer = setTimeout(() => (pending.delete(timer), go()), delay);
        pending.add(timer);
      });
      if (typeof key === 'string') kept.set(key, { body: `${req.url} ${raw}`, reply: answered });
      void answered.then(write);
    });
    const reply = (send: (status: number, payload?: unknown) => void) => {
      if (req.url === '/oauth/.well-known/openid-configuration') {
        return send(200, {
          issuer: `${base}/oauth`,
          authorization_endpoint: `${base}/oauth/auth`,
          token_endpoint: `${base}/oauth/token`,
          revocation_endpoint: `${base}/oauth/token/revocation`,
          jwks_uri: `${base}/oauth/jwks`,
        });
      }
      if (req.url === '/oauth/token') {
        const form = new URLSearchParams(raw);
        if (
          form.get('grant_type') === 'refresh_token' &&
          form.get('refresh_token') === 'refresh-1'
        ) {
          return send(200, {
            access_token: 'good-token',
            token_type: 'Bearer',
            expires_in: 3600,
            refresh_token: 'refresh-2',
          });
        }
        // An authorization code "code-<token>" stands for a person who signed in with that token.
        const code = form.get('code') ?? '';
        if (form.get('grant_type') === 'authorization_code' && code.startsWith('code-'))
          return send(200, {
            access_token: code.slice('code-'.length),
            token_type: 'Bearer',
            expires_in: 3600,
          });
        return send(400, { error: 'invalid_grant', error_description: 'grant request is invalid' });
      }
      if (req.url === '/oauth/token/revocation') {
        revoked.push(new URLSearchParams(raw).get('token') ?? '');
        return send(200);
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      if (!token || !validTokens.includes(token))
        return send(401, { data: { message: 'Please sign in.' } });
      if (req.url === '/features/conversations/chat_query')
        return send(200, {
          data: {
            responses: answer(
              String(body.phrase),
              String((body.event as { locale?: string }).locale),
            ),
          },
        });
      if (req.url === '/api/v1/card-image')
        return send(200, { data: { id: 'img', url: `${base}/api/v1/card-image/img.png` } });
      if (req.url === '/api/v1/feedback') return send(200, { data: { id: 'f1' } });
      if (req.url === '/api/v1/collections')
        return send(200, {
          data: {
            collections: [
              { id: 'c-1', name: 'Weekly review' },
              { id: 'c-full', name: 'Full one' },
            ],
          },
        });
      if (req.url === '/api/v1/add_collection_question') {
        if (body.collection_id === 'c-full')
          return send(400, {
            data: { message: 'This collection already holds the most cards your plan allows.' },
          });
        return send(200, { data: { id: 'card-1' } });
      }
      send(404, { data: { message: 'Not found.' } });
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    revoked,
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

/** The API's sentence for a reused key: meant for developers, never for a person. */
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';

const meta = {
  date: '2026-06-15T00:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

export const revenueByChannel: AnswerCard = {
  ...meta,
  title: 'Total Revenue by Channel, last 30 days',
  text: 'Total Revenue is highest for Paid Search ($161,476) and lowest for Display ($25,773).',
  table: ['Paid Search', 'Organic Search', 'Direct', 'Email', 'Social', 'Display'].map(
    (channel, i) => ({
      channel,
      revenue: 161475.82 - i * 25000,
      Previous_revenue: 168781.65 - i * 25000,
      'revenue__%': -5 - i,
      revenue__change: -7305.83,
    }),
  ),
  columns: [
    { key: 'channel', label: 'Channel', role: 'dimension' },
    { key: 'revenue', label: 'Total Revenue', role: 'metric', format: 'currency', currency: 'USD' },
    {
      key: 'Previous_revenue',
      label: 'Previous Total Revenue',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
    { key: 'revenue__%', label: 'Total Revenue %', role: 'metric', format: 'percent' },
    {
      key: 'revenue__change',
      label: 'Total Revenue change',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
  ],
  chart: [
    { chart: { type: 'bar' }, x: 'channel', series: [{ key: 'revenue', name: 'Total Revenue' }] },
  ],
  insights: ['Paid Search contributes 29% of the total revenue.'],
};

export function sampleAnswer(phrase: string, locale: string): ConversationResponse[] {
  if (/unicorn|tek boynuz/i.test(phrase)) {
    return [
      {
        prompt: {
          title: locale === 'tr' ? 'Hangi ölçüyü kastediyorsunuz?' : 'Which measure do you mean?',
          direction: 'horizontal',
          items: [{ title: 'orders last 30 days' }, { title: 'revenue last 30 days' }],
        },
      },
    ];
  }
  return [
    {
      card: {
        ...revenueByChannel,
        title: locale === 'tr' ? 'Kanala göre toplam gelir' : revenueByChannel.title,
      },
    },
  ];
}
