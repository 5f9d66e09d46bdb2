import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';
import { collectionsClient } from './collections-test-kit';

type Entry = { i: string; x: number; y: number; w: number; h: number };

describe('two clients change one collection at the same moment', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps both added cards and exactly one whole layout; the other layout is refused with 409, never merged or lost', async () => {
    const session = await signUp(t.app, 'ada@example.com');
    // Two tabs of one user: each with its own view of the collection.
    const first = collectionsClient(t.app, session);
    const second = collectionsClient(t.app, session);
    let conflicts = 0;
    for (let round = 0; round < 8; round++) {
      const id = (await first.create(`Board ${round}`)).data.collection.id;
      const a = (await first.addCard(id, 'revenue last 30 days')).data.id;
      const b = (await first.addCard(id, 'orders last 30 days')).data.id;
      const layoutOne: Entry[] = [
        { i: a, x: 0, y: 0, w: 3, h: 2 },
        { i: b, x: 3, y: 0, w: 2, h: 3 },
      ];
      const layoutTwo: Entry[] = [
        { i: a, x: 5, y: 2, w: 5, h: 4 },
        { i: b, x: 0, y: 0, w: 2, h: 2 },
      ];
      const [saveOne, addOne, saveTwo, addTwo] = await Promise.all([
        first.call('PUT', '/api/v1/update_collection', { collection_id: id, layout: layoutOne }),
        first.addCard(id, 'sessions last 30 days'),
        second.call('PUT', '/api/v1/update_collection', { collection_id: id, layout: layoutTwo }),
        second.addCard(id, 'customers last 30 days'),
      ]);

      // Card additions re-decide on the new state, so both always land.
      expect([addOne.status, addTwo.status]).toEqual([200, 200]);
      const { collection } = (await first.get(id)).data;
      expect(collection.questions.map((q) => q.id).sort()).toEqual(
        [a, b, addOne.data.id, addTwo.data.id].sort(),
      );

      // A layout is a whole decision on what its client saw: it either lands or is refused.
      const saves = [
        { res: saveOne, layout: layoutOne },
        { res: saveTwo, layout: layoutTwo },
      ];
      for (const { res } of saves) expect([200, 409]).toContain(res.status);
      const landed = saves.filter((s) => s.res.status === 200);
      expect(landed.length).toBeGreaterThan(0);
      expect([layoutOne, layoutTwo]).toContainEqual(collection.layout);
      if (landed.length === 1) expect(collection.layout).toEqual(landed[0].layout);
      for (const refused of saves.filter((s) => s.res.status === 409)) {
        conflicts += 1;
        expect(refused.res.data).toMatchObject({ key: 'errors.conflict' });
      }
    }
    // The same moment really was contended at least once over the rounds.
    expect(conflicts).toBeGreaterThan(0);
  }, 60_000);

  it('lets exactly one of two layouts saved on the same version land, whatever their timing', async () => {
    const session = await signUp(t.app, 'grace@example.com');
    const first = collectionsClient(t.app, session);
    const second = collectionsClient(t.app, session);
    for (let round = 0; round < 4; round++) {
      const id = (await first.create(`Wall ${round}`)).data.collection.id;
      const a = (await first.addCard(id, 'revenue last 30 days')).data.id;
      const b = (await first.addCard(id, 'orders last 30 days')).data.id;
      const version = (await first.get(id)).data.collection.version;
      const layoutOne: Entry[] = [
        { i: a, x: 0, y: 0, w: 2, h: 2 },
        { i: b, x: 2, y: 0, w: 2, h: 2 },
      ];
      const layoutTwo: Entry[] = [
        { i: a, x: 6, y: 0, w: 4, h: 3 },
        { i: b, x: 0, y: 3, w: 3, h: 2 },
      ];
      // The second tab saves right away or just after the first: it was shown the same version.
      const saves =
        round % 2 === 0
          ? await Promise.all([
              first.saveLayout(id, layoutOne, version),
              second.saveLayout(id, layoutTwo, version),
            ])
          : [
              await first.saveLayout(id, layoutOne, version),
              await second.saveLayout(id, layoutTwo, version),
            ];
      const landed = saves.flatMap((res, index) => (res.status === 200 ? [index] : []));
      expect(landed).toHaveLength(1);
      const refused = saves.find((res) => res.status !== 200);
      expect(refused).toMatchObject({ status: 409, data: { key: 'collections.layout_conflict' } });
      const { collection } = (await first.get(id)).data;
      expect(collection.layout).toEqual(landed[0] === 0 ? layoutOne : layoutTwo);
    }
  }, 60_000);
});
