import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { streams } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { replyCollectionsAround } from '../event-sourcing/idempotency/idempotent-replies';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import type { TestApp } from '../testing/test-app';
import { ChangeCollection } from './change-collection.command';
import { collectionsClient } from './collections-test-kit';

describe('collections under concurrent use', () => {
  describe('on the unlimited plan (20 cards per collection)', () => {
    let t: TestApp;
    let session: Session;
    beforeAll(async () => {
      t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
      session = await signUp(t.app, 'ada@example.com');
    }, 60_000);
    afterAll(() => t.close());

    it('lands all 20 cards added to one collection at the same moment', async () => {
      const client = collectionsClient(t.app, session);
      const id = (await client.create('Busy board')).data.collection.id;
      const adds = await Promise.all(
        Array.from({ length: 20 }, (_, n) => client.addCard(id, `revenue by channel ${n} days`)),
      );
      expect(adds.map((res) => res.status)).toEqual(Array(20).fill(200));
      const { collection } = (await client.get(id)).data;
      expect(collection.questions.map((q) => q.id).sort()).toEqual(
        adds.map((res) => res.data.id).sort(),
      );
      // The 21st is past the plan: refused with the limit, not a conflict.
      const over = await client.addCard(id, 'one card too many');
      expect(over).toMatchObject({
        status: 403,
        data: { key: 'plans.limit_reached.cards_per_collection' },
      });
    });
  });

  describe('on the free plan (2 collections)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startAuthTestApp({ DEFAULT_PLAN: 'free' });
    }, 60_000);
    afterAll(() => t.close());

    it('lets exactly one of two creates made at the same moment at the limit succeed', async () => {
      const client = collectionsClient(t.app, await signUp(t.app, 'grace@example.com'));
      expect((await client.create('First')).status).toBe(200);
      const both = await Promise.all([client.create('Second'), client.create('Also second')]);
      expect(both.map((res) => res.status).sort()).toEqual([200, 403]);
      const refused = both.find((res) => res.status === 403) as { data: unknown };
      expect(refused.data).toMatchObject({ key: 'plans.limit_reached.collections' });
      expect(JSON.stringify(refused.data)).toMatch(/2/);
      const created = both.find((res) => res.status === 200);
      expect(created?.data.tenant.collections).toHaveLength(2);
    });

    it('gives the place of a deleted collection back', async () => {
      const client = collectionsClient(t.app, await signUp(t.app, 'hedy@example.com'));
      const first = (await client.create('One')).data.collection.id;
      await client.create('Two');
      expect((await client.create('Three')).status).toBe(403);
      await client.call('DELETE', '/api/v1/delete_collection', { collection_id: first });
      expect((await client.create('Three')).status).toBe(200);
    });

    it('does not count a collection deleted while its place was never given back (a crash in between)', async () => {
      const session = await signUp(t.app, 'ida@example.com');
      const client = collectionsClient(t.app, session);
      const first = (await client.create('One')).data.collection.id;
      await client.create('Two');
      const tenantId = (
        await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
      ).json<{ data: { id: string } }>().data.id;
      // Deleted on its own stream only, as if the API stopped before updating the index.
      await t.app.get(CommandBus).execute(
        new ChangeCollection({
          tenantId,
          userId: tenantId,
          collectionId: first,
          change: { type: 'DeleteCollection', data: {} },
        }),
      );
      expect((await client.create('Three')).status).toBe(200);
      expect((await client.create('Four')).status).toBe(403);
    });
  });
});

describe('a retried request with the same Idempotency-Key', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-idempotency-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('appends once and answers the first reply, across a restart of the API', async () => {
    let t = await startAuthTestApp({ DATA_DIR: dataDir, DEFAULT_PLAN: 'unlimited' });
    const session = await signUp(t.app, 'ada@example.com');
    const collectionId = (await collectionsClient(t.app, session).create('Sales')).data.collection
      .id;
    const addCard = (app: TestApp['app'], key: string, phrase = 'orders last 30 days') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/add_collection_question',
        headers: { ...session.headers, 'idempotency-key': key },
        payload: { collection_id: collectionId, phrase, type: 'demo', datasource_id: 'demo' },
      });
    const cardsAdded = async (app: TestApp['app']) =>
      (await app.get<EventStore>(EVENT_STORE).readStream(streams.collection(collectionId))).filter(
        (event) => event.type === 'CardAdded',
      ).length;

    const first = await addCard(t.app, 'add-orders-1');
    expect(first.statusCode).toBe(200);
    const cardId = first.json<{ data: { id: string } }>().data.id;

    await t.close();
    t = await startAuthTestApp({ DATA_DIR: dataDir, DEFAULT_PLAN: 'unlimited' });
    try {
      const retried = await addCard(t.app, 'add-orders-1');
      expect(retried.statusCode).toBe(200);
      expect(retried.json<{ data: { id: string } }>().data.id).toBe(cardId);
      expect(await cardsAdded(t.app)).toBe(1);

      // Even when the first reply was never kept (a crash right after the append), the command
      // id follows from the key: nothing new is appended and the card keeps its id.
      const documents = t.app.get<DocumentStore>(DOCUMENT_STORE);
      for (const name of replyCollectionsAround(Date.now()))
        await documents.collection(name).drop();
      const again = await addCard(t.app, 'add-orders-1');
      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: { id: string } }>().data.id).toBe(cardId);
      expect(await cardsAdded(t.app)).toBe(1);

      // The same key for another request is refused plainly, in the person's language.
      const reused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/add_collection_question',
        headers: { ...session.headers, 'idempotency-key': 'add-orders-1', 'accept-language': 'tr' },
        payload: { collection_id: collectionId, phrase: 'revenue', type: 'demo' },
      });
      expect(reused.statusCode).toBe(422);
      expect(reused.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
      expect(await cardsAdded(t.app)).toBe(1);

      // A new key is a new action.
      expect((await addCard(t.app, 'add-revenue-2', 'revenue last 30 days')).statusCode).toBe(200);
      expect(await cardsAdded(t.app)).toBe(2);
    } finally {
      await t.close();
    }
  }, 60_000);
});
