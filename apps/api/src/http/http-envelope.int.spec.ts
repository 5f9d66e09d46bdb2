import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

describe('HTTP envelope and web serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'parley-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<html><body>Parley web</body></html>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('answers /health with its status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the web app at / and for client-side routes', async () => {
    for (const url of ['/', '/login', '/collection/abc/new']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Parley web');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it('answers an unknown API path with a JSON 404, not the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: 'Not found.' });
  });

  it('words errors in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect(res.json()).toMatchObject({ message: 'Bulunamadı.' });
  });
});
