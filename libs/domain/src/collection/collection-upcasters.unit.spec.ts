import { fold } from '../core/decider';
import { upcastEvent } from '../events';
import { collectionDecider } from './collection-decider';
import type { CollectionEvent } from './collection-events';

const time = '2026-03-15T10:00:00.000Z';
const card = {
  id: 'q-2',
  phrase: 'orders last 30 days',
  type: 'demo',
  datasource_id: 'demo',
  variables: {},
};
const created = {
  type: 'CollectionCreated',
  data: { collectionId: 'c-1', tenantId: 't-1', name: 'Sales', digest: 'weekly', createdAt: time },
};

// given(stored events of older versions).when(read).then(today's state)
const given = (stored: { type: string; data: Record<string, unknown>; version?: number }[]) => ({
  thenFoldsTo: (expected: unknown) =>
    expect(
      fold(
        collectionDecider,
        stored.map((event) => upcastEvent({ ...event, time }) as CollectionEvent),
      ),
    ).toEqual(expected),
  thenReadsAs: (expected: unknown[]) =>
    expect(
      stored.map((event) => upcastEvent({ ...event, time: '2026-03-16T08:00:00.000Z' })),
    ).toEqual(expected),
});

describe('collection events written in older versions', () => {
  describe('CardMovedIn v1 (before it recorded when the card arrived)', () => {
    const old = {
      type: 'CardMovedIn',
      data: { card, fromCollectionId: 'c-2' },
      version: 1,
    };

    it('reads as v2, arriving at the time the event was recorded', () => {
      given([old]).thenReadsAs([
        {
          type: 'CardMovedIn',
          data: { card, fromCollectionId: 'c-2', movedAt: '2026-03-16T08:00:00.000Z' },
        },
      ]);
    });
    it('reads as v2 when it carries no version at all (written before versions existed)', () => {
      const { version: _none, ...unversioned } = old;
      given([unversioned]).thenReadsAs([
        {
          type: 'CardMovedIn',
          data: { card, fromCollectionId: 'c-2', movedAt: '2026-03-16T08:00:00.000Z' },
        },
      ]);
    });
    it('folds to the collection it makes today', () => {
      given([created, old]).thenFoldsTo({
        status: 'active',
        collectionId: 'c-1',
        tenantId: 't-1',
        name: 'Sales',
        digest: 'weekly',
        cards: [card],
        layout: [],
      });
    });
    it('is left alone once it is v2', () => {
      const current = {
        type: 'CardMovedIn',
        data: { card, fromCollectionId: 'c-2', movedAt: time },
        version: 2,
      };
      given([current]).thenReadsAs([{ type: current.type, data: current.data }]);
    });
  });
});
