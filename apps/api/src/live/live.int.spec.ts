import type { AddressInfo } from 'node:net';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { collectionsClient } from '../collections/collections-test-kit';
import type { TestApp } from '../testing/test-app';
import { CardRefreshScheduler } from './card-refresh.scheduler';
import { openTab, waitFor } from './live-test-kit';
import type { Heard } from './live-test-kit';

const changesIn = (heard: Heard[]) =>
  heard
    .filter((h) => h.event === 'collection')
    .map((h) => h.payload as { kind: string; collectionId: string; cardId?: string });

describe('live updates over socket.io', () => {
  let t: TestApp;
  let ada: Session;
  let url: string;
  const sockets: { disconnect(): void }[] = [];

  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    ada = await signUp(t.app, 'ada@example.com');
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const tab = async (cookie?: string) => {
    const opened = await openTab(url, cookie);
    sockets.push(opened.socket);
    return opened;
  };

  it('refuses a socket without a live session', async () => {
    await expect(tab()).rejects.toThrow('errors.unauthorized');
    await expect(tab('parley_session=forged')).rejects.toThrow('errors.unauthorized');
  });

  it("pushes a change made in one tab to the user's other tabs, not back to its own, and not to another tenant", async () => {
    const first = await tab(ada.cookie);
    const second = await tab(ada.cookie);
    const eve = await signUp(t.app, 'eve@example.com');
    const stranger = await tab(eve.cookie);
    const api = collectionsClient(t.app, {
      ...ada,
      headers: { ...ada.headers, 'x-socket-id': first.socket.id ?? '' },
    });

    const id = (await api.create('Live')).data.collection.id;
    const card = (await api.addCard(id, 'revenue last 30 days')).data.id;
    await api.call('PUT', '/api/v1/update_collection', {
      collection_id: id,
      layout: [{ i: card, x: 4, y: 0, w: 3, h: 2 }],
    });
    await api.call('PUT', '/api/v1/update_collection', { collection_id: id, name: 'Live board' });

    const kinds = await waitFor(() => {
      const seen = changesIn(second.heard)
        .filter((c) => c.collectionId === id)
        .map((c) => c.kind);
      return seen.length >= 4 ? seen : undefined;
    });
    expect(kinds).toEqual([
      'collection_created',
      'card_added',
      'layout_saved',
      'collection_updated',
    ]);
    expect(changesIn(second.heard).find((c) => c.kind === 'card_added')).toMatchObject({
      cardId: card,
    });
    expect(changesIn(first.heard)).toEqual([]);
    expect(changesIn(stranger.heard)).toEqual([]);
  });

  it('re-runs cards with an auto-refresh interval and pushes them to the open collection only', async () => {
    const api = collectionsClient(t.app, ada);
    const id = (await api.create('Refreshing')).data.collection.id;
    const every10 = (await api.addCard(id, 'orders last 30 days', { interval: 10 })).data.id;
    await api.addCard(id, 'revenue last 30 days', { interval: 0 });
    const watcher = await tab(ada.cookie);
    const elsewhere = await tab(ada.cookie);
    expect(await watcher.socket.emitWithAck('watch', { collectionId: id })).toEqual({ ok: true });

    const scheduler = t.app.get(CardRefreshScheduler);
    const start = Date.now();
    // The page has just loaded its cards: nothing is due yet.
    expect(await scheduler.tick(start)).toBe(0);
    expect(await scheduler.tick(start + 9 * 60_000)).toBe(0);
    expect(await scheduler.tick(start + 10 * 60_000)).toBe(1);
    const pushed = await waitFor(() => watcher.heard.find((h) => h.event === 'card'));
    expect(pushed.payload).toMatchObject({
      collectionId: id,
      response: { id: every10, card: { table: expect.any(Array) as unknown } },
    });
    expect(elsewhere.heard.filter((h) => h.event === 'card')).toEqual([]);
  });

  it("cannot watch another tenant's collection", async () => {
    const eve = await signUp(t.app, 'mallory@example.com');
    const id = (await collectionsClient(t.app, ada).create('Secret')).data.collection.id;
    const spy = await tab(eve.cookie);
    expect(await spy.socket.emitWithAck('watch', { collectionId: id })).toEqual({ ok: false });
  });
});
