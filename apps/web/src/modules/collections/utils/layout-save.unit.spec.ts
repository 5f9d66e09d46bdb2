import { normaliseCard } from '@parley/domain';
import type { CollectionView, LayoutEntry } from '@parley/domain';
import { unwrapEnvelope } from '../../../lib/api/envelope';
import { baseOf, rebase, saveLayout } from './layout-save';

const card = (id: string) =>
  normaliseCard({ id, phrase: `${id} last 30 days`, type: 'demo', datasource_id: 'demo' });

// update_collection and collection?run=none as the API answers them: a layout saved with a
// version other than the collection's current one is a 409 (spec §7, optional `version`).
function collectionServer(cardIds: string[]) {
  let current: CollectionView = {
    id: 'c1',
    name: 'Board',
    digest: 'weekly',
    questions: cardIds.map(card),
    layout: [],
    version: 2,
  };
  // Answers as the API client does: resolves with the data or rejects with its ApiError.
  const reply = <T>(status: number, body: unknown) =>
    Promise.resolve().then(() => unwrapEnvelope<T>(status, body));
  const calls = {
    update: (_id: string, changes: { layout: LayoutEntry[]; version?: number }) => {
      if (changes.version !== undefined && changes.version !== current.version)
        return reply<CollectionView>(409, {
          error: 'conflict',
          message: 'The layout was changed elsewhere in the meantime.',
          key: 'collections.layout_conflict',
        });
      current = { ...current, layout: changes.layout, version: (current.version ?? 0) + 1 };
      return reply<CollectionView>(200, { data: current });
    },
    shape: () =>
      reply<{ collection: CollectionView; responses: [] }>(200, {
        data: { collection: current, responses: [] },
      }),
  };
  return {
    calls,
    view: () => current,
    // Something other than a layout changed (a card added elsewhere): the version moves on.
    addCard: (id: string) => {
      current = {
        ...current,
        questions: [...current.questions, card(id)],
        version: (current.version ?? 0) + 1,
      };
    },
  };
}

const one: LayoutEntry[] = [
  { i: 'a', x: 0, y: 0, w: 3, h: 2 },
  { i: 'b', x: 3, y: 0, w: 2, h: 3 },
];
const two: LayoutEntry[] = [
  { i: 'a', x: 5, y: 2, w: 5, h: 4 },
  { i: 'b', x: 0, y: 0, w: 2, h: 2, c: 'bar' },
];

describe('saving a collection layout from the grid', () => {
  it('refuses the second of two tabs shown the same version, and hands back the layout that was saved', async () => {
    const server = collectionServer(['a', 'b']);
    const firstTab = baseOf(server.view());
    const secondTab = baseOf(server.view());

    const first = await saveLayout(server.calls, 'c1', one, firstTab);
    expect(first).toMatchObject({ saved: true, collection: { layout: one } });

    const second = await saveLayout(server.calls, 'c1', two, secondTab);
    expect(second.saved).toBe(false);
    // The tab now shows what the first saved, and can arrange again on its version.
    expect(second.collection?.layout).toEqual(one);
    expect(server.view().layout).toEqual(one);
    if (!second.collection) throw new Error('the refused save re-reads the collection');
    const retried = await saveLayout(server.calls, 'c1', two, baseOf(second.collection));
    expect(retried).toMatchObject({ saved: true, collection: { layout: two } });
  });

  it('keeps an arrangement resting on a newer view when nobody re-arranged meanwhile', async () => {
    const server = collectionServer(['a', 'b']);
    const shown = baseOf(server.view());
    server.addCard('c');
    // The live update of the card brought a newer view while the user was dragging.
    const rebased = rebase(shown, server.view());
    expect(rebased.version).toBe(server.view().version);
    expect(await saveLayout(server.calls, 'c1', one, rebased)).toMatchObject({ saved: true });
  });

  it('keeps the older version when the live update carried a layout saved elsewhere', async () => {
    const server = collectionServer(['a', 'b']);
    const shown = baseOf(server.view());
    await saveLayout(server.calls, 'c1', one, baseOf(server.view()));
    const rebased = rebase(shown, server.view());
    expect(rebased).toEqual(shown);
    expect(await saveLayout(server.calls, 'c1', two, rebased)).toMatchObject({
      saved: false,
      collection: { layout: one },
    });
    expect(server.view().layout).toEqual(one);
  });

  it('saves without a version when the server never named one (older API)', async () => {
    const server = collectionServer(['a', 'b']);
    const sent: { version?: number }[] = [];
    const calls = {
      ...server.calls,
      update: (id: string, changes: { layout: LayoutEntry[]; version?: number }) => {
        sent.push(changes);
        return server.calls.update(id, changes);
      },
    };
    await saveLayout(calls, 'c1', one, { layout: [] });
    expect(sent).toEqual([{ layout: one }]);
  });

  it('passes on failures other than a conflict', async () => {
    const server = collectionServer(['a', 'b']);
    const calls = {
      ...server.calls,
      update: () =>
        Promise.resolve().then(() => unwrapEnvelope<CollectionView>(500, { error: 'internal' })),
    };
    await expect(saveLayout(calls, 'c1', one, baseOf(server.view()))).rejects.toMatchObject({
      kind: 'server',
    });
  });
});
