import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import type { TestApp } from '../testing/test-app';
import { upload } from '../data-sources/testing/data-source-test-kit';
import { TenantDirectory } from '../tenant/tenant-directory';
import { TenantRepository } from '../tenant/tenant-repository';
import { collectionsClient } from './collections-test-kit';

type Client = ReturnType<typeof collectionsClient>;

describe('collection calls (spec §7)', () => {
  let t: TestApp;
  let ada: Session;
  let api: Client;

  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'free' });
    ada = await signUp(t.app, 'ada@example.com');
    api = collectionsClient(t.app, ada);
  }, 60_000);
  afterAll(() => t.close());
  // Each case starts from no collections, so the free plan's limits never leak between cases.
  afterEach(async () => {
    const { data } = await api.call<{ collections: { id: string }[] }>(
      'GET',
      '/api/v1/collections',
    );
    for (const c of data.collections)
      await api.call('DELETE', '/api/v1/delete_collection', { collection_id: c.id });
  });

  it('creates a collection and answers it with the tenant that now lists it', async () => {
    const res = await api.create('  Sales  ', 'weekly');
    expect(res.status).toBe(200);
    expect(res.data.collection).toMatchObject({
      name: 'Sales',
      digest: 'weekly',
      questions: [],
      layout: [],
    });
    expect(res.data.tenant.collections.map((c) => c.id)).toContain(res.data.collection.id);
    const overview = await api.call<{
      collections: { id: string }[];
      stats: { collections: number };
    }>('GET', '/api/v1/collections');
    expect(overview.data.collections.map((c) => c.id)).toContain(res.data.collection.id);
    const tenant = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers });
    expect(
      tenant.json<{ data: { collections: { id: string; name: string }[] } }>().data.collections,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: res.data.collection.id, name: 'Sales' }),
      ]),
    );
    await api.call('DELETE', '/api/v1/delete_collection', {
      collection_id: res.data.collection.id,
    });
  });

  it('runs saved cards without spending the monthly question quota', async () => {
    const quota = async () =>
      (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers })).json<{
        data: { quota: unknown };
      }>().data.quota;
    const { data } = await api.create('Morning', 'weekly');
    await api.addCard(data.collection.id, 'revenue by channel');
    await api.addCard(data.collection.id, 'orders by month');
    const before = await quota();
    for (let i = 0; i < 3; i++) {
      const run = await api.get(data.collection.id);
      expect(run.data.responses.filter((r) => r.card)).toHaveLength(2);
    }
    expect(await quota()).toEqual(before);
  });

  it('refuses a collection without a name, naming the rule', async () => {
    const res = await api.create('   ');
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ key: 'Collection name is required!' });
  });

  it('adds cards, runs every card with real numbers, updates and removes one', async () => {
    const { data } = await api.create('Marketing');
    const id = data.collection.id;
    const added = await api.addCard(id, 'revenue by channel', {
      variables: { date1: { date_range: 'last_30_days' } },
    });
    expect(added.status).toBe(200);
    expect(added.data.id).toEqual(expect.any(String));
    await api.addCard(id, 'sessions by device last 90 days');

    const shown = await api.get(id);
    expect(shown.status).toBe(200);
    expect(shown.data.collection.questions.map((q) => q.phrase)).toEqual([
      'revenue by channel',
      'sessions by device last 90 days',
    ]);
    expect(shown.data.responses).toHaveLength(2);
    for (const response of shown.data.responses) {
      expect(response.error).toBeFalsy();
      expect(response.card?.table.length).toBeGreaterThan(1);
      expect(response).toHaveProperty('question.id', response.id);
    }

    // A narrower date range changes the numbers the card shows.
    const before = shown.data.responses[0].card?.table;
    const updated = await api.call('PUT', '/api/v1/update_collection_question', {
      id: added.data.id,
      collection_id: id,
      phrase: 'revenue by channel',
      type: 'demo',
      datasource_id: 'demo',
      interval: 10,
      variables: { date1: { date_range: 'last_7_days' } },
    });
    expect(updated.status).toBe(200);
    const one = await api.call<{
      id: string;
      card: { table: Record<string, unknown>[] };
      question: { interval: number };
    }>('POST', '/api/v1/collection/query', {
      collection_id: id,
      id: added.data.id,
      type: 'demo',
      datasource_id: 'demo',
      now: '2026-06-15',
    });
    expect(one.status).toBe(200);
    expect(one.data.question.interval).toBe(10);
    expect(one.data.card.table).not.toEqual(before);

    const removed = await api.call('DELETE', '/api/v1/delete_collection_question', {
      collection_id: id,
      id: added.data.id,
    });
    expect(removed.status).toBe(200);
    expect((await api.get(id)).data.collection.questions).toHaveLength(1);
    const shape = await api.call<{ collection: { questions: unknown[] }; responses: unknown[] }>(
      'GET',
      `/api/v1/collection?collection=${id}&run=none`,
    );
    expect(shape.data.collection.questions).toHaveLength(1);
    expect(shape.data.responses).toEqual([]);
    const missing = await api.call('POST', '/api/v1/collection/query', {
      collection_id: id,
      id: added.data.id,
    });
    expect(missing.status).toBe(404);
    await api.call('DELETE', '/api/v1/delete_collection', { collection_id: id });
  });

  it('renames, changes the digest and saves a layout, dropping entries of deleted cards', async () => {
    const id = (await api.create('Ops')).data.collection.id;
    const card = (await api.addCard(id, 'orders last 30 days')).data.id;
    const res = await api.call<{ name: string; digest: string; layout: unknown[] }>(
      'PUT',
      '/api/v1/update_collection',
      {
        collection_id: id,
        name: 'Operations',
        digest: 'monthly',
        layout: [
          { i: card, x: 2, y: 0, w: 3, h: 2, c: 'bar' },
          { i: 'gone', x: 0, y: 0, w: 2, h: 2 },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Operations',
      digest: 'monthly',
      layout: [{ i: card, x: 2, y: 0, w: 3, h: 2, c: 'bar' }],
    });
    const tooWide = await api.call('PUT', '/api/v1/update_collection', {
      collection_id: id,
      layout: [{ i: card, x: 0, y: 0, w: 6, h: 2 }],
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.data).toMatchObject({ key: 'validation.max_value' });
    // The free plan has weekly and monthly digests only.
    const daily = await api.call('PUT', '/api/v1/update_collection', {
      collection_id: id,
      digest: 'daily',
    });
    expect(daily.status).toBe(403);
    expect(daily.data).toMatchObject({ key: 'plans.limit_reached.digest' });
    await api.call('DELETE', '/api/v1/delete_collection', { collection_id: id });
    expect((await api.get(id)).status).toBe(404);
  });

  it('refuses a digest the free plan does not include with 403, naming the plan and the digest', async () => {
    const res = await api.create('Daily numbers', 'daily');
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({
      key: 'plans.limit_reached.digest',
      message: 'Your free plan does not include daily digests.',
    });
  });

  it('still renames a collection whose daily digest the plan lost, but refuses setting daily again', async () => {
    const tenantId = t.app.get(TenantDirectory).byEmail('ada@example.com') ?? '';
    const setPlan = (plan: 'free' | 'premium') =>
      t.app
        .get(TenantRepository)
        .execute(tenantId, { type: 'ChangePlan', data: { plan } }, 'admin');
    await setPlan('premium');
    const id = (await api.create('Daily numbers', 'daily')).data.collection.id;
    await setPlan('free');
    // The web sends the unchanged digest along with the new name.
    const renamed = await api.call('PUT', '/api/v1/update_collection', {
      collection_id: id,
      name: 'Morning numbers',
      digest: 'daily',
    });
    expect(renamed.status).toBe(200);
    expect((await api.get(id)).data).toMatchObject({
      collection: { name: 'Morning numbers', digest: 'daily' },
    });
    await api.call('PUT', '/api/v1/update_collection', { collection_id: id, digest: 'weekly' });
    const back = await api.call('PUT', '/api/v1/update_collection', {
      collection_id: id,
      digest: 'daily',
    });
    expect(back.status).toBe(403);
    expect(back.data).toMatchObject({ key: 'plans.limit_reached.digest' });
  });

  it("answers a saved card with the tenant's connected sources still in it", async () => {
    expect((await upload(t.app, ada, 'Sales.csv', 'region,amount\nNorth,1\n')).statusCode).toBe(
      200,
    );
    const id = (await api.create('Files')).data.collection.id;
    // The web replaces its tenant with this one: without credentials, its source pickers empty.
    const res = await api.addCard(id, 'total amount', { type: 'file', datasource_id: 'sales.csv' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      tenant: { credentials: { file: { 'sales.csv': { active: true } } } },
    });
  });

  it('moves a card to another collection, and answers 409 when the question is already there', async () => {
    const from = (await api.create('From')).data.collection.id;
    const to = (await api.create('To')).data.collection.id;
    const card = (await api.addCard(from, 'revenue last 30 days')).data.id;
    const moved = await api.call('POST', '/api/v1/move_collection_question', {
      collection_id: from,
      new_collection_id: to,
      id: card,
    });
    expect(moved.status).toBe(200);
    expect((await api.get(from)).data.collection.questions).toEqual([]);
    expect((await api.get(to)).data.collection.questions.map((q) => q.id)).toEqual([card]);

    const again = (await api.addCard(from, 'revenue last 30 days')).data.id;
    const clash = await api.call('POST', '/api/v1/move_collection_question', {
      collection_id: from,
      new_collection_id: to,
      id: again,
    });
    expect(clash.status).toBe(409);
    expect(clash.data).toMatchObject({ key: 'collections.card_exist_in_collection' });
    // A refused move changes neither side.
    expect((await api.get(from)).data.collection.questions.map((q) => q.id)).toEqual([again]);
    expect((await api.get(to)).data.collection.questions.map((q) => q.id)).toEqual([card]);
    for (const id of [from, to])
      await api.call('DELETE', '/api/v1/delete_collection', { collection_id: id });
  });

  it('saves a layout only on the version it was arranged on; a stale one is a 409 in the reader’s language and changes nothing', async () => {
    // Ayşe reads the API in Turkish.
    const ayse = await signUp(t.app, 'ayse@example.com');
    const language = await t.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: ayse.headers,
      payload: { language: 'tr' },
    });
    expect(language.statusCode).toBe(200);
    const api = collectionsClient(t.app, ayse);
    const id = (await api.create('Board')).data.collection.id;
    const a = (await api.addCard(id, 'revenue last 30 days')).data.id;
    const b = (await api.addCard(id, 'orders last 30 days')).data.id;
    const one = [
      { i: a, x: 0, y: 0, w: 3, h: 2 },
      { i: b, x: 3, y: 0, w: 2, h: 3 },
    ];
    const two = [
      { i: a, x: 5, y: 2, w: 5, h: 4 },
      { i: b, x: 0, y: 0, w: 2, h: 2 },
    ];
    // Two tabs were both shown this version; the first saves its arrangement.
    const shown = (await api.get(id)).data.collection.version;
    expect(shown).toEqual(expect.any(Number));
    const first = await api.saveLayout(id, one, shown);
    expect(first.status).toBe(200);
    expect(first.data.layout).toEqual(one);
    expect(first.data.version).toBeGreaterThan(shown ?? Infinity);

    // The second arranged its layout on the same, now stale, version.
    const stale = await api.saveLayout(id, two, shown);
    expect(stale.status).toBe(409);
    const refusal = stale.data as unknown as { key: string; message: string };
    expect(refusal.key).toBe('collections.layout_conflict');
    expect(refusal.message).toContain('Yerleşim');
    const untouched = (await api.get(id)).data.collection;
    expect(untouched.layout).toEqual(one);
    expect(untouched.version).toBe(first.data.version);
    // Even re-sending exactly what is saved is refused on a stale version: it was never seen.
    const sameStale = await api.saveLayout(id, one, shown);
    expect(sameStale.status).toBe(409);
    expect(sameStale.data).toMatchObject({ key: 'collections.layout_conflict' });

    // Once it has reloaded, it saves on the fresh version.
    const fresh = await api.saveLayout(id, two, untouched.version);
    expect(fresh.status).toBe(200);
    expect((await api.get(id)).data.collection.layout).toEqual(two);

    // Without a version (API clients of the spec) a save lands on whatever is there, as before.
    await api.addCard(id, 'sessions last 30 days');
    const unversioned = await api.saveLayout(id, one);
    expect(unversioned.status).toBe(200);
    expect((await api.get(id)).data.collection.layout).toEqual(one);
    // A version is a whole number the collection has had.
    const bad = await api.saveLayout(id, one, -1);
    expect(bad.status).toBe(400);
  });

  it('leaves a moved card in exactly one collection when taking it out of the source fails, and reports the failure', async () => {
    const from = (await api.create('From')).data.collection.id;
    const to = (await api.create('To')).data.collection.id;
    const card = (await api.addCard(from, 'revenue last 30 days')).data.id;
    // The log refuses the one append that takes the card out of the source (a lost connection,
    // a full disk) — after the card already went into the target.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const append = store.append.bind(store);
    let refused = 0;
    store.append = async (stream, events, options) => {
      if (stream === `collection-${from}` && events.some((e) => e.type === 'CardMovedOut')) {
        refused += 1;
        throw new Error('the event store is unreachable');
      }
      return append(stream, events, options);
    };
    let moved: Awaited<ReturnType<Client['move']>>;
    try {
      moved = await api.move(from, to, card);
    } finally {
      store.append = append;
    }
    expect(refused).toBe(1);
    expect(moved.status).toBe(500);
    expect(moved.data).toMatchObject({ key: 'errors.internal' });
    expect((await api.get(from)).data.collection.questions.map((q) => q.id)).toEqual([card]);
    expect((await api.get(to)).data.collection.questions).toEqual([]);
    const targetLog = (await store.readStream(`collection-${to}`)).map((e) => e.type);
    expect(targetLog.slice(-2)).toEqual(['CardMovedIn', 'CardRemoved']);

    // Nothing is left half-done: the same move then goes through.
    expect((await api.move(from, to, card)).status).toBe(200);
    expect((await api.get(from)).data.collection.questions).toEqual([]);
    expect((await api.get(to)).data.collection.questions.map((q) => q.id)).toEqual([card]);
  });

  it('keeps a move whose out-step was written but not acknowledged (no undo of a move that happened)', async () => {
    const from = (await api.create('Acked from')).data.collection.id;
    const to = (await api.create('Acked to')).data.collection.id;
    const card = (await api.addCard(from, 'revenue by channel')).data.id;
    // The append lands, then the caller hears an error (a timeout waiting for the answer).
    const store = t.app.get<EventStore>(EVENT_STORE);
    const append = store.append.bind(store);
    store.append = async (stream, events, options) => {
      const result = await append(stream, events, options);
      if (stream === `collection-${from}` && events.some((e) => e.type === 'CardMovedOut'))
        throw new Error('no answer from the event store');
      return result;
    };
    try {
      expect((await api.move(from, to, card)).status).toBe(500);
    } finally {
      store.append = append;
    }
    const targetLog = (await store.readStream(`collection-${to}`)).map((e) => e.type);
    expect(targetLog).not.toContain('CardRemoved');
    expect((await api.get(from)).data.collection.questions).toEqual([]);
    expect((await api.get(to)).data.collection.questions.map((q) => q.id)).toEqual([card]);
  });

  it('does not bring back a card removed from the source in another tab while it was being moved', async () => {
    const from = (await api.create('From')).data.collection.id;
    const to = (await api.create('To')).data.collection.id;
    const card = (await api.addCard(from, 'revenue last 30 days')).data.id;
    // The other tab's delete lands right after the card went into the target.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const append = store.append.bind(store);
    let removed: Awaited<ReturnType<Client['call']>> | undefined;
    store.append = async (stream, events, options) => {
      const result = await append(stream, events, options);
      if (!removed && stream === `collection-${to}` && events.some((e) => e.type === 'CardMovedIn'))
        removed = await api.call('DELETE', '/api/v1/delete_collection_question', {
          collection_id: from,
          id: card,
        });
      return result;
    };
    let moved: Awaited<ReturnType<Client['move']>>;
    try {
      moved = await api.move(from, to, card);
    } finally {
      store.append = append;
    }
    expect(removed?.status).toBe(200);
    expect(moved.status).toBe(404);
    expect(moved.data).toMatchObject({ key: 'Question not found!' });
    // The delete won: the card is in neither collection, never in two.
    expect((await api.get(from)).data.collection.questions).toEqual([]);
    expect((await api.get(to)).data.collection.questions).toEqual([]);
  });

  it('refuses what the plan does not allow, naming the limit', async () => {
    const first = (await api.create('One')).data.collection.id;
    await api.create('Two');
    const third = await api.create('Three');
    expect(third.status).toBe(403);
    expect(third.data).toMatchObject({ key: 'plans.limit_reached.collections' });
    expect((third.data as unknown as { message: string }).message).toContain('2 collections');

    const phrases = ['revenue', 'orders', 'sessions', 'customers', 'refunds'];
    for (const phrase of phrases)
      expect((await api.addCard(first, `${phrase} last 30 days`)).status).toBe(200);
    const sixth = await api.addCard(first, 'units sold last 30 days');
    expect(sixth.status).toBe(403);
    expect(sixth.data).toMatchObject({ key: 'plans.limit_reached.cards_per_collection' });
    expect((sixth.data as unknown as { message: string }).message).toContain('5 cards');
    const overview = await api.call<{ collections: { id: string }[] }>(
      'GET',
      '/api/v1/collections',
    );
    for (const c of overview.data.collections)
      await api.call('DELETE', '/api/v1/delete_collection', { collection_id: c.id });
  });

  it("answers 404 for another tenant's collection on every call, and changes nothing", async () => {
    const id = (await api.create('Private')).data.collection.id;
    const card = (await api.addCard(id, 'revenue last 30 days')).data.id;
    const eve = collectionsClient(t.app, await signUp(t.app, 'eve@example.com'));
    const eveOwn = (await eve.create('Eve')).data.collection.id;
    const attempts = await Promise.all([
      eve.get(id),
      eve.call('POST', '/api/v1/collection/query', { collection_id: id, id: card }),
      eve.call('PUT', '/api/v1/update_collection', { collection_id: id, name: 'Mine' }),
      eve.call('DELETE', '/api/v1/delete_collection', { collection_id: id }),
      eve.addCard(id, 'orders'),
      eve.call('PUT', '/api/v1/update_collection_question', {
        collection_id: id,
        id: card,
        phrase: 'x',
        type: 'demo',
      }),
      eve.call('DELETE', '/api/v1/delete_collection_question', { collection_id: id, id: card }),
      eve.call('POST', '/api/v1/move_collection_question', {
        collection_id: id,
        new_collection_id: eveOwn,
        id: card,
      }),
      eve.call('POST', '/api/v1/move_collection_question', {
        collection_id: eveOwn,
        new_collection_id: id,
        id: card,
      }),
    ]);
    expect(attempts.map((a) => a.status)).toEqual(Array(attempts.length).fill(404));
    const mine = await api.get(id);
    expect(mine.data.collection).toMatchObject({
      name: 'Private',
      questions: [expect.objectContaining({ id: card })],
    });
    const eveList = await eve.call<{ collections: { id: string }[] }>('GET', '/api/v1/collections');
    expect(eveList.data.collections.map((c) => c.id)).toEqual([eveOwn]);
    await api.call('DELETE', '/api/v1/delete_collection', { collection_id: id });
  });

  it('records feedback on feedback-{tenantId}, sealed, and refuses reasons on a thumbs-up', async () => {
    const tenant = (await api.call<{ id: string }>('GET', '/auth/tenant')).data;
    const down = await api.call<{ id: string }>('POST', '/api/v1/feedback', {
      sentiment: false,
      message: 'Wrong total',
      fields: 'harmful,not_true',
      phrase: 'revenue',
      data: { title: 'Revenue' },
    });
    expect(down.status).toBe(200);
    expect(down.data.id).toEqual(expect.any(String));
    // What the person wrote is sealed in the log: no plain text of it in the stored events.
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`feedback-${tenant.id}`);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]?.data)).not.toMatch(/Wrong total|revenue|Revenue/);
    expect(events[0]?.data).toMatchObject({ sentiment: false, fields: ['harmful', 'not_true'] });
    const up = await api.call('POST', '/api/v1/feedback', {
      sentiment: true,
      fields: 'not_helpful',
      message: '',
    });
    expect(up.status).toBe(400);
    expect(up.data).toMatchObject({ key: 'feedback.fields_only_for_thumbs_down' });
    const missing = await api.call('POST', '/api/v1/feedback', { message: 'hi' });
    expect(missing.status).toBe(400);
  });

  it('needs a session and the anti-forgery header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/collections' })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create_collection',
      headers: { cookie: ada.cookie },
      payload: { name: 'x', digest: 'weekly' },
    });
    expect(res.statusCode).toBe(403);
  });
});
