import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

// Issue 15 item 7: every reply carries the security headers, the web app's pages as much as the
// API's JSON; /user/settings can no longer be framed by another site.
describe('security headers', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'parley-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  describe('in development', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ WEB_DIST: webDist });
    });
    afterAll(() => t.close());

    it.each(['/', '/user/settings', '/auth/tenant', '/auth/providers', '/health', '/nowhere.js'])(
      'on %s, without HSTS',
      async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        expectSecurityHeaders(res.headers);
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(String(res.headers['content-security-policy'])).not.toContain(
          'upgrade-insecure-requests',
        );
      },
    );

    it('on a refused state-changing call', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/auth/logout' });
      expect(res.statusCode).toBe(401);
      expectSecurityHeaders(res.headers);
    });
  });

  describe('with NODE_ENV=production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ WEB_DIST: webDist, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    });
    afterAll(() => t.close());

    it.each(['/', '/auth/providers'])('on %s, with HSTS', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    });
  });
});
