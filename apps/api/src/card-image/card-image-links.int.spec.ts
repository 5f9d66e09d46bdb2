import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { loadConfig } from '../config/app-config';
import { SqliteDocumentStore } from '../infrastructure/document-store/sqlite-document-store';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';
import type { TestApp } from '../testing/test-app';
import { CardImageService } from './card-image.service';
import { CARD_IMAGE_TTL_MS, CardImageStore } from './card-image.store';
import { CardImageUrlSigner } from './card-image-url.signer';
import { byChannel } from './testing/sample-cards';

const DAY = 24 * 60 * 60 * 1000;
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('chart image links that last', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-card-image-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('two API instances on one data store', () => {
    let stores: SharedStores;
    let first: TestApp;
    let second: TestApp;
    let ada: Session;

    beforeAll(async () => {
      stores = await startSharedStores();
      const key = { PARLEY_SECRET_KEY: 'one key for both' };
      first = await startAuthTestApp({ ...stores.instanceEnv(), ...key });
      second = await startAuthTestApp({ ...stores.instanceEnv(), ...key });
      ada = await signUp(first.app, 'image-links@example.com');
    }, 60_000);
    afterAll(async () => {
      await first.close();
      await second.close();
      await stores.close();
    });

    it('serves a chart published on one instance from the other, with a signed lasting URL', async () => {
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/v1/card-image',
        headers: ada.headers,
        payload: { result: byChannel, selected_chart: 0 },
      });
      expect(res.statusCode).toBe(200);
      const { url } = res.json<{ data: { url: string } }>().data;
      const link = new URL(url);
      expect(link.pathname).toMatch(/^\/api\/v1\/card-image\/[\w-]{22}\.png$/);
      const expires = Number(link.searchParams.get('expires')) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(21 * DAY);

      const image = await second.app.inject({ method: 'GET', url: pathOf(url) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      // Cached by Teams and Alexa for as long as the link itself lives, no longer.
      const maxAge = Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1]);
      expect(maxAge * 1000).toBeGreaterThan(21 * DAY);
      expect(maxAge * 1000).toBeLessThanOrEqual(expires - Date.now() + 1000);
      // Alexa devices fetch APL images cross-origin: CORS, and no same-origin resource policy.
      expect(image.headers['access-control-allow-origin']).toBe('*');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('refuses a link whose signature or expiry was changed, or that has none', async () => {
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/v1/card-image',
        headers: ada.headers,
        payload: { result: byChannel },
      });
      const link = new URL(res.json<{ data: { url: string } }>().data.url);
      const stretched = new URL(link);
      stretched.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 1));
      const forged = new URL(link);
      forged.searchParams.set('signature', 'A'.repeat(43));
      for (const bad of [stretched, forged, new URL(link.pathname, link)])
        expect(
          (await second.app.inject({ method: 'GET', url: bad.pathname + bad.search })).statusCode,
        ).toBe(404);
    });
  });

  describe('lifetime', () => {
    const png = Buffer.from('\x89PNG fake');
    const store = new CardImageStore(new SqliteDocumentStore(join(dir, 'lifetime.sqlite')));
    const signer = new CardImageUrlSigner(Buffer.alloc(32, 7));

    it('keeps an image and its link for weeks, and lets both go after', async () => {
      const now = Date.parse('2026-06-01T00:00:00Z');
      const image = await store.put('tenant-a', png, now);
      const { id, expires, signature } = signer.sign(image._id, image.expiresAt);
      const threeWeeks = now + 21 * DAY;
      expect(signer.verify(id, String(expires), signature, threeWeeks)).toBe(true);
      await expect(store.get(id, threeWeeks)).resolves.toEqual(png);

      const after = now + CARD_IMAGE_TTL_MS + 1000;
      expect(signer.verify(id, String(expires), signature, after)).toBe(false);
      await expect(store.get(id, after)).resolves.toBeUndefined();
    });
  });

  it('links over https in production, whatever scheme PUBLIC_URL was given with', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://parley.example.com',
      DATA_DIR: join(dir, 'production'),
      PARLEY_SECRET_KEY: 'k',
    });
    const documents = new SqliteDocumentStore(join(dir, 'production.sqlite'));
    const service = new CardImageService(new CardImageStore(documents), config);
    const { url } = await service.publish('tenant-a', byChannel, 0, 'en-US');
    expect(url).toMatch(/^https:\/\/parley\.example\.com\/api\/v1\/card-image\/[\w-]{22}\.png\?/);
  });
});
