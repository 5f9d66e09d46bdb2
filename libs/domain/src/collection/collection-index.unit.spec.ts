import { deciderSpec } from '../testing/decider-spec';
import { meta } from '../testing/metadata';
import { collectionIndexDecider } from './collection-index';
import type { CollectionIndexCommand, CollectionIndexEvent } from './collection-index';

const { given } = deciderSpec(collectionIndexDecider);
const list = (collectionId: string, known: string[] = []): CollectionIndexCommand => ({
  type: 'ListCollection',
  data: { collectionId, plan: 'free', knownCollectionIds: known },
  metadata: meta(),
});
const unlist = (collectionId: string, known: string[] = []): CollectionIndexCommand => ({
  type: 'UnlistCollection',
  data: { collectionId, knownCollectionIds: known },
  metadata: meta(),
});
const started = (...collectionIds: string[]): CollectionIndexEvent => ({
  type: 'CollectionIndexStarted',
  data: { collectionIds },
});
const listed = (collectionId: string): CollectionIndexEvent => ({
  type: 'CollectionListed',
  data: { collectionId },
});

describe('collection index (the plan limit on collections)', () => {
  describe('when the tenant has no index yet', () => {
    it('starts it from the collections the tenant already had, then lists the new one', () => {
      given([])
        .when(list('c-2', ['c-1']))
        .then([started('c-1'), listed('c-2')]);
    });
    it('refuses a collection past the plan limit counting the ones from before the index', () => {
      given([])
        .when(list('c-3', ['c-1', 'c-2']))
        .thenThrows({ code: 'limit', params: { limit: 'collections', max: 2, plan: 'free' } });
    });
  });

  describe('when one collection of two is left on free', () => {
    const events = [started(), listed('c-1')];
    it('lists one more', () => {
      given(events)
        .when(list('c-2'))
        .then([listed('c-2')]);
    });
    it('refuses the next one: two creates deciding on the same revision cannot both pass', () => {
      given([...events, listed('c-2')])
        .when(list('c-3'))
        .thenThrows({ code: 'limit' });
    });
    it('lists the same collection only once (a retried create)', () => {
      given(events).when(list('c-1')).thenNothingHappened();
    });
  });

  describe('when a collection is deleted', () => {
    it('frees its place', () => {
      given([started('c-1', 'c-2')])
        .when(unlist('c-1'))
        .then([{ type: 'CollectionUnlisted', data: { collectionId: 'c-1' } }]);
      given([started('c-2'), { type: 'CollectionUnlisted', data: { collectionId: 'c-1' } }])
        .when(list('c-3'))
        .then([listed('c-3')]);
    });
  });
});
