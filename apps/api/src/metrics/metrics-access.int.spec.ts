import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

type Refusal = { data: { key: string; message: string } };

const TOKEN = 'scrape-token-0123456789abcdef';
const OUTSIDER = '203.0.113.9';

// Issue 30: /metrics names routes, traffic and queue depths, so it is not open to everyone.
describe('who may read /metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    }, 60_000);
    afterAll(() => t.close());

    it('serves this host (a scraper on loopback)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('parley_http_request_duration_seconds');
    });

    it.each([
      ['en', 'The metrics are served only to this host while METRICS_TOKEN is not set.'],
      [
        'tr',
        'METRICS_TOKEN belirlenmediği sürece ölçümler yalnızca bu sunucunun kendisine verilir.',
      ],
    ])('refuses another machine, saying why (%s)', async (language, message) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: OUTSIDER,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<Refusal>().data).toMatchObject({ key: 'errors.metrics_local_only', message });
      expect(res.body).not.toContain('parley_');
    });

    it('refuses the internet passed through a proxy on this host', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': OUTSIDER },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ METRICS_TOKEN: TOKEN });
    }, 60_000);
    afterAll(() => t.close());

    const scrape = (headers: Record<string, string>, remoteAddress = OUTSIDER) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

    it('serves whoever sends it as a bearer token, from any address', async () => {
      const res = await scrape({ authorization: `Bearer ${TOKEN}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('parley_http_request_duration_seconds');
    });

    it.each([
      ['no token', {}],
      ['a wrong token', { authorization: `Bearer ${TOKEN.slice(0, -1)}x` }],
      ['the token as a password', { authorization: `Basic ${btoa(`prometheus:${TOKEN}`)}` }],
    ])('refuses %s with 401, this host included, naming the variable', async (_, headers) => {
      const res = await scrape({ ...headers, 'accept-language': 'tr' }, '127.0.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json<Refusal>().data).toMatchObject({
        key: 'errors.metrics_token',
        message:
          'Ölçümler için METRICS_TOKEN ile belirlenen taşıyıcı anahtar gerekir (Authorization: Bearer …).',
      });
    });
  });

  it('refuses to start with a token short enough to guess', async () => {
    await expect(startTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(
      'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24)',
    );
  });
});
