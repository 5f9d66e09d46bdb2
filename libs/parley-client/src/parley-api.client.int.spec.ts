import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import {
  LinkRequiredError,
  ParleyApiClient,
  ParleyRefusalError,
  ParleyUnavailableError,
} from './index';

type Seen = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
type Reply = (res: ServerResponse, seen: Seen) => void;

const json =
  (status: number, payload: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };

const card = { title: 'Total Revenue', chart: [] } as unknown as AnswerCard;

// Parley on loopback, answering each path as the test says and keeping what the client sent.
describe('ParleyApiClient', () => {
  let server: Server;
  let url: string;
  let replies: Record<string, Reply>;
  let seen: Seen[];

  const client = (timeoutMs = 2000, baseUrl = url) =>
    new ParleyApiClient({ baseUrl, channel: 'alexa', userAgent: 'parley-test/1', timeoutMs });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const call: Seen = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: raw ? JSON.parse(raw) : undefined,
        };
        seen.push(call);
        (replies[call.path] ?? json(404, { data: { message: 'Not found.' } }))(res, call);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    replies = {};
    seen = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks with the linked token, the language and its own channel, and returns the answers', async () => {
    const responses = [{ card: { ...card, title: 'Revenue' } }];
    replies[API_ROUTES.conversation.chatQuery] = json(200, { data: { responses } });

    await expect(client().ask('tok-1', 'revenue by channel', 'tr')).resolves.toEqual(responses);

    const [call] = seen;
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer tok-1');
    expect(call.headers['accept-language']).toBe('tr');
    expect(call.headers['user-agent']).toBe('parley-test/1');
    expect(call.body).toMatchObject({
      phrase: 'revenue by channel',
      event: { locale: 'tr', channel: 'alexa' },
    });
  });

  it('asks the person to link again when Parley refuses the token', async () => {
    replies[API_ROUTES.conversation.chatQuery] = json(401, {
      data: { message: 'Please sign in.' },
    });
    await expect(client().ask('old', 'revenue', 'en-GB')).rejects.toBeInstanceOf(LinkRequiredError);
  });

  it("passes on the API's own sentence when it refuses a question", async () => {
    replies[API_ROUTES.conversation.chatQuery] = json(400, {
      data: { message: 'Bu kaynak bu soruyu yanıtlayamıyor.' },
    });
    const refusal = client()
      .ask('tok', 'weather', 'tr')
      .catch((e: unknown) => e);
    await expect(refusal).resolves.toBeInstanceOf(ParleyRefusalError);
    expect(((await refusal) as ParleyRefusalError).reply).toBe(
      'Bu kaynak bu soruyu yanıtlayamıyor.',
    );
  });

  it("sends the same body for a redelivered question: the time asked is the platform's own", async () => {
    replies[API_ROUTES.conversation.chatQuery] = json(200, { data: { responses: [] } });
    const options = { idempotencyKey: 'teams:msg-1', created: Date.parse('2026-03-01T10:00:00Z') };
    await client().ask('tok', 'revenue', 'en-US', options);
    await client().ask('tok', 'revenue', 'en-US', options);
    expect(seen.map((call) => call.headers['idempotency-key'])).toEqual([
      'teams:msg-1',
      'teams:msg-1',
    ]);
    expect(seen[1]?.body).toEqual(seen[0]?.body);
    expect(seen[0]?.body).toMatchObject({ created: Date.parse('2026-03-01T10:00:00Z') });
  });

  it("never passes on the API's sentence about a refused Idempotency-Key to the person", async () => {
    const developerText =
      'This Idempotency-Key was already used for a different request. Send a new key for a new action.';
    for (const [status, body] of [
      [
        422,
        {
          error: 'Unprocessable Entity',
          message: developerText,
          key: 'errors.idempotency_key_reused',
        },
      ],
      [400, { data: { message: developerText, key: 'errors.idempotency_key_invalid' } }],
    ] as const) {
      replies[API_ROUTES.conversation.chatQuery] = json(status, body);
      const error = (await client()
        .ask('tok', 'revenue', 'en-US', { idempotencyKey: 'k' })
        .catch((e: unknown) => e)) as ParleyRefusalError;
      expect(error).toBeInstanceOf(ParleyRefusalError);
      expect(error.reply).not.toMatch(/idempotency|key/i);
      expect(error.reply.length).toBeGreaterThan(20);
    }
  });

  // Every status a channel meets, in both envelopes of the API and in both languages: never "HTTP 409".
  describe.each([
    ['en-US', 'Please wait a moment', 'Parley is taking too long'],
    ['tr', 'biraz bekleyip', 'çok uzun sürüyor'],
  ] as const)('in %s', (locale, rateLimited, tooSlow) => {
    const html =
      (status: number): Reply =>
      (res) => {
        res.writeHead(status, { 'content-type': 'text/html' });
        res.end('<html><body>Request Entity Too Large</body></html>');
      };
    const refusal = async (reply: Reply) => {
      replies[API_ROUTES.conversation.chatQuery] = reply;
      return client(300)
        .ask('tok', 'revenue', locale)
        .catch((e: unknown) => e);
    };

    it.each([
      [400, json(400, { data: { message: 'API says 400' } }), 'API says 400'],
      [403, json(403, { data: { message: 'API says 403' } }), 'API says 403'],
      [404, json(404, { error: 'Not Found', message: 'API says 404' }), 'API says 404'],
      [409, json(409, { error: 'Conflict', message: 'API says 409' }), 'API says 409'],
    ])(
      "passes on the API's own sentence for %i, from either envelope",
      async (status, reply, said) => {
        const error = await refusal(reply);
        expect(error).toBeInstanceOf(ParleyRefusalError);
        expect(error).toMatchObject({ status, reply: said });
      },
    );

    it.each([400, 403, 404, 409, 413, 429, 418])(
      'has its own sentence for %i without a message',
      async (status) => {
        const error = (await refusal(html(status))) as ParleyRefusalError;
        expect(error).toBeInstanceOf(ParleyRefusalError);
        expect(error.reply).not.toMatch(/HTTP|\d{3}|Entity/);
        expect(error.reply.length).toBeGreaterThan(20);
      },
    );

    it('keeps its own sentence for a rate limit and a too-large body, whatever text came with them', async () => {
      const limited = await refusal(
        json(429, {
          error: 'Too Many Requests',
          message: 'Rate limit exceeded, retry in 1 minute',
        }),
      );
      expect((limited as ParleyRefusalError).reply).toContain(rateLimited);
      const large = await refusal(
        json(413, { error: 'Payload Too Large', message: 'Request body is too large' }),
      );
      expect((large as ParleyRefusalError).reply).not.toContain('Request body');
    });

    it('says Parley is unavailable on a 5xx and too slow on a timeout, in the language', async () => {
      for (const status of [500, 502, 503]) {
        const error = await refusal(
          json(status, { error: 'Internal Server Error', message: 'boom' }),
        );
        expect(error).toBeInstanceOf(ParleyUnavailableError);
        expect((error as ParleyUnavailableError).reply).not.toContain('boom');
      }
      const stalled = await refusal(() => undefined);
      expect(stalled).toBeInstanceOf(ParleyUnavailableError);
      expect((stalled as ParleyUnavailableError).reply).toContain(tooSlow);
    });
  });

  it("gives up when the turn's own deadline passes, before its per-call timeout", async () => {
    replies[API_ROUTES.conversation.chatQuery] = () => undefined;
    const started = Date.now();
    const error = await client(5000)
      .ask('tok', 'revenue', 'en-US', { signal: AbortSignal.timeout(150) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParleyUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('says Parley is unavailable on a server error, a refused connection or a stalled answer', async () => {
    replies[API_ROUTES.conversation.chatQuery] = json(503, {});
    await expect(client().ask('tok', 'revenue', 'en-US')).rejects.toBeInstanceOf(
      ParleyUnavailableError,
    );

    await expect(
      client(2000, 'http://127.0.0.1:9').ask('tok', 'revenue', 'en-US'),
    ).rejects.toBeInstanceOf(ParleyUnavailableError);

    replies[API_ROUTES.conversation.chatQuery] = () => undefined;
    await expect(client(100).ask('tok', 'revenue', 'en-US')).rejects.toBeInstanceOf(
      ParleyUnavailableError,
    );

    replies[API_ROUTES.conversation.chatQuery] = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
    };
    await expect(client(100).ask('tok', 'revenue', 'en-US')).rejects.toBeInstanceOf(
      ParleyUnavailableError,
    );
  });

  it("gives the chart's picture, and still lets the answer render when the picture fails", async () => {
    replies['/api/v1/card-image'] = json(200, { data: { id: 'img', url: `${url}/img.png` } });
    await expect(client().chartImage('tok', card, 'en-US')).resolves.toBe(`${url}/img.png`);
    expect(seen[0].body).toEqual({ result: card, selected_chart: 0, locale: 'en-US' });

    replies['/api/v1/card-image'] = json(422, { data: { message: 'No chart.' } });
    await expect(client().chartImage('tok', card, 'en-US')).resolves.toBeUndefined();
    replies['/api/v1/card-image'] = json(500, {});
    await expect(client().chartImage('tok', card, 'en-US')).resolves.toBeUndefined();

    replies['/api/v1/card-image'] = json(401, {});
    await expect(client().chartImage('tok', card, 'en-US')).rejects.toBeInstanceOf(
      LinkRequiredError,
    );
  });

  it('lists collections and runs one, keeping only the answers that are cards', async () => {
    replies['/api/v1/collections'] = json(200, {
      data: { collections: [{ id: 'c 1', name: 'Sales' }], favourites: [] },
    });
    replies['/api/v1/collection?collection=c%201'] = json(200, {
      data: { responses: [{ card }, { text: 'no data yet' }] },
    });

    await expect(client().collections('tok', 'en-GB')).resolves.toEqual([
      { id: 'c 1', name: 'Sales' },
    ]);
    await expect(client().runCollection('tok', 'c 1', 'en-GB')).resolves.toEqual([card]);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it('sends feedback and saves a card to a collection', async () => {
    replies[API_ROUTES.conversation.feedback] = json(200, { data: {} });
    replies[API_ROUTES.collections.addCard] = json(200, { data: { id: 'card-1' } });
    const feedback = {
      sentiment: false,
      message: 'wrong',
      fields: '',
      data: null,
      phrase: 'revenue',
    };
    const saved = { phrase: 'revenue', collection_id: 'c1', type: 'ga4', datasource_id: 'ds1' };

    await client().feedback('tok', feedback, 'en-US');
    await client().addCard('tok', saved, 'en-US');

    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', API_ROUTES.conversation.feedback, feedback],
      ['POST', API_ROUTES.collections.addCard, saved],
    ]);
  });
});
