import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '../infrastructure/document-store/sqlite-document-store';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { CardImageService } from './card-image.service';
import { MAX_IMAGES_PER_TENANT, CardImageStore } from './card-image.store';
import type { StoredCardImage } from './card-image.store';

// Small distinct "PNGs": the tests check which chart a link serves, not how it was drawn.
const png = (tenant: string, n: number) =>
  Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from(`${tenant} #${n}`)]);

/** Publishes a tenant's charts number `first` on, one millisecond apart from `at` on. */
async function publish(
  store: CardImageStore,
  tenant: string,
  first: number,
  count: number,
  at: number,
) {
  const images: StoredCardImage[] = [];
  for (let n = first; n < first + count; n++)
    images.push(await store.put(tenant, png(tenant, n), at + n));
  return images;
}

describe('charts of a tenant past its cap', () => {
  describe('the policy, on a cap of three', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-card-image-cap-'));
    const documents = new SqliteDocumentStore(join(dir, 'cap.sqlite'));
    const store = new CardImageStore(documents, 3);
    afterAll(async () => {
      await documents.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const served = (images: StoredCardImage[]) =>
      Promise.all(images.map(async (image) => (await store.get(image._id))?.toString('latin1')));
    const bytes = (tenant: string, ...ns: number[]) =>
      ns.map((n) => png(tenant, n).toString('latin1'));

    it("keeps a tenant's newest charts, drops only its own oldest, and never another tenant's", async () => {
      const start = Date.now();
      // The quiet tenant's charts are the oldest of all: a cap shared by every tenant would drop them first.
      const quiet = await publish(store, 'quiet', 0, 2, start);
      const busy = await publish(store, 'busy', 0, 3, start + 100);
      // At the cap, nothing is lost yet.
      expect(await served(busy)).toEqual(bytes('busy', 0, 1, 2));

      busy.push(...(await publish(store, 'busy', 3, 2, start + 100)));
      expect(await served(busy)).toEqual([undefined, undefined, ...bytes('busy', 2, 3, 4)]);
      expect(await served(quiet)).toEqual(bytes('quiet', 0, 1));

      // The quiet tenant publishing up to its own cap trims nothing of the busy one's.
      quiet.push(await store.put('quiet', png('quiet', 2), start + 200));
      expect(await served(quiet)).toEqual(bytes('quiet', 0, 1, 2));
      expect(await served(busy.slice(2))).toEqual(bytes('busy', 2, 3, 4));
    });
  });

  describe('the real cap of 2,000, through the links Teams and Alexa open', () => {
    let api: TestApp;
    let store: CardImageStore;
    let service: CardImageService;

    beforeAll(async () => {
      api = await startTestApp();
      store = api.app.get(CardImageStore);
      service = api.app.get(CardImageService);
    }, 60_000);
    afterAll(() => api.close());

    const open = (image: StoredCardImage) => {
      const link = new URL(service.linkTo(image).url);
      return api.app.inject({ method: 'GET', url: link.pathname + link.search });
    };

    it("serves a busy tenant's newest 2,000 charts, answers 404 for the older ones, and leaves another tenant's alone", async () => {
      expect(MAX_IMAGES_PER_TENANT).toBe(2000);
      const start = Date.now();
      const quiet = await publish(store, 'quiet', 0, 2, start);
      const busy = await publish(store, 'busy', 0, MAX_IMAGES_PER_TENANT + 2, start + 100);

      const kept = await Promise.all(busy.map((image) => store.get(image._id)));
      expect(kept.slice(0, 2)).toEqual([undefined, undefined]);
      expect(kept.slice(2).every((found, n) => found?.equals(png('busy', n + 2)))).toBe(true);

      expect((await open(busy[1])).statusCode).toBe(404);
      for (const n of [2, busy.length - 1]) {
        const res = await open(busy[n]);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload).toEqual(png('busy', n));
      }
      for (const [n, image] of quiet.entries())
        expect((await open(image)).rawPayload).toEqual(png('quiet', n));
    }, 120_000);
  });
});
