import { fold } from '../core/decider';
import { meta } from '../testing/metadata';
import { decideCardMove } from './card-move';
import type { CollectionCard } from './collection-card';
import { collectionDecider } from './collection-decider';
import type { CollectionEvent } from './collection-events';

const time = '2026-03-15T10:00:00.000Z';
const card = (id: string, phrase: string): CollectionCard => ({
  id,
  phrase,
  type: 'demo',
  datasource_id: 'demo',
  account_id: '',
  interval: 0,
  variables: {},
});
const collection = (id: string, tenantId: string, cards: CollectionCard[]) =>
  fold(collectionDecider, [
    {
      type: 'CollectionCreated',
      data: { collectionId: id, tenantId, name: id, digest: 'weekly', createdAt: time },
    },
    ...cards.map((c): CollectionEvent => ({ type: 'CardAdded', data: { card: c, addedAt: time } })),
  ]);

const decide = (
  target: ReturnType<typeof collection>,
  cardId = 'q-1',
  plan: 'free' | 'premium' = 'free',
) =>
  decideCardMove(
    { cardId, toCollectionId: 'c-2', plan },
    meta({ time }),
    collection('c-1', 't-1', [card('q-1', 'revenue')]),
    target,
  );

describe('moving a card between collections', () => {
  describe('when the target does not hold the question', () => {
    it('decides the card out of the source and into the target', () => {
      expect(decide(collection('c-2', 't-1', []))).toEqual({
        source: [{ type: 'CardMovedOut', data: { cardId: 'q-1', toCollectionId: 'c-2' } }],
        target: [
          {
            type: 'CardMovedIn',
            data: { card: card('q-1', 'revenue'), fromCollectionId: 'c-1', movedAt: time },
          },
        ],
      });
    });
  });

  describe('when the target already holds the same question on the same source', () => {
    it('answers 409 collections.card_exist_in_collection and moves nothing', () => {
      expect(() => decide(collection('c-2', 't-1', [card('q-7', 'Revenue')]))).toThrow(
        expect.objectContaining({
          code: 'conflict',
          messageKey: 'collections.card_exist_in_collection',
        }) as Error,
      );
    });
  });

  describe('when the target is full or not the tenant’s', () => {
    it('refuses with the plan limit', () => {
      const full = collection(
        'c-2',
        't-1',
        ['a', 'b', 'c', 'd', 'e'].map((id) => card(id, id)),
      );
      expect(() => decide(full)).toThrow(expect.objectContaining({ code: 'limit' }) as Error);
      expect(decide(full, 'q-1', 'premium').target).toHaveLength(1);
    });
    it('answers not found for another tenant’s collection', () => {
      expect(() => decide(collection('c-2', 't-2', []))).toThrow(
        expect.objectContaining({ code: 'not_found' }) as Error,
      );
    });
  });

  describe('when the card is not in the source', () => {
    it('says "Question not found!"', () => {
      expect(() => decide(collection('c-2', 't-1', []), 'nope')).toThrow(
        expect.objectContaining({ code: 'not_found', messageKey: 'Question not found!' }) as Error,
      );
    });
  });
});
