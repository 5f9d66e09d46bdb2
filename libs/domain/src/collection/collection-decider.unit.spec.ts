import { fold } from '../core/decider';
import { deciderSpec } from '../testing/decider-spec';
import { meta } from '../testing/metadata';
import type { CollectionCard } from './collection-card';
import type { CollectionCommand } from './collection-commands';
import { collectionDecider } from './collection-decider';
import type { CollectionEvent } from './collection-events';

const { given } = deciderSpec(collectionDecider);
const time = '2026-03-15T10:00:00.000Z';
const cmd = <T extends CollectionCommand['type']>(
  type: T,
  data: Extract<CollectionCommand, { type: T }>['data'],
  tenantId = 't-1',
) =>
  ({ type, data, metadata: meta({ time, tenantId }) }) as Extract<CollectionCommand, { type: T }>;

const created: CollectionEvent = {
  type: 'CollectionCreated',
  data: { collectionId: 'c-1', tenantId: 't-1', name: 'Sales', digest: 'weekly', createdAt: time },
};
const card = (id: string, phrase = `question ${id}`): CollectionCard => ({
  id,
  phrase,
  type: 'demo',
  datasource_id: 'demo',
  account_id: '',
  interval: 0,
  variables: {},
});
const added = (id: string, phrase?: string): CollectionEvent => ({
  type: 'CardAdded',
  data: { card: card(id, phrase), addedAt: time },
});

describe('collection', () => {
  describe('when it does not exist yet', () => {
    it('is created for the tenant with a trimmed name', () => {
      given([])
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: ' Sales ',
            digest: 'weekly',
            plan: 'free',
            existingCollections: 0,
          }),
        )
        .then([created]);
    });
    it('says "Collection name is required!" for a blank name', () => {
      given([])
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: '  ',
            digest: 'weekly',
            plan: 'free',
            existingCollections: 0,
          }),
        )
        .thenThrows({ code: 'validation', messageKey: 'Collection name is required!' });
    });
    it('refuses a third collection on the free plan, naming the limit', () => {
      given([])
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-3',
            name: 'Third',
            digest: 'weekly',
            plan: 'free',
            existingCollections: 2,
          }),
        )
        .thenThrows({ code: 'limit', params: { limit: 'collections', max: 2, plan: 'free' } });
    });
    it('refuses a daily digest on the free plan but not on premium', () => {
      given([])
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: 'Ops',
            digest: 'daily',
            plan: 'free',
            existingCollections: 0,
          }),
        )
        .thenThrows({ code: 'limit', params: { limit: 'digest' } });
      given([])
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: 'Ops',
            digest: 'daily',
            plan: 'premium',
            existingCollections: 4,
          }),
        )
        .then([
          { type: 'CollectionCreated', data: { ...created.data, name: 'Ops', digest: 'daily' } },
        ]);
    });
    it('refuses an unknown digest', () => {
      given([])
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: 'Ops',
            digest: 'hourly' as never,
            plan: 'free',
            existingCollections: 0,
          }),
        )
        .thenThrows({ code: 'validation', messageKey: 'validation.one_of' });
    });
    it('answers every other command with not found', () => {
      given([])
        .when(cmd('RenameCollection', { name: 'X' }))
        .thenThrows({ code: 'not_found', messageKey: 'collections.not_found' });
      given([])
        .when(cmd('AddCard', { card: card('q-1'), plan: 'free' }))
        .thenThrows({ code: 'not_found' });
    });
  });

  describe('when it exists and is empty', () => {
    const events = [created];

    it('cannot be created twice', () => {
      given(events)
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: 'Sales',
            digest: 'weekly',
            plan: 'free',
            existingCollections: 1,
          }),
        )
        .thenThrows({ code: 'conflict' });
    });
    it('is invisible to another tenant', () => {
      given(events)
        .when(cmd('RenameCollection', { name: 'Mine' }, 't-2'))
        .thenThrows({ code: 'not_found', messageKey: 'collections.not_found' });
      given(events)
        .when(cmd('DeleteCollection', {}, 't-2'))
        .thenThrows({ code: 'not_found' });
    });
    it('is renamed, and renaming to the same name does nothing', () => {
      given(events)
        .when(cmd('RenameCollection', { name: 'Revenue ' }))
        .then([{ type: 'CollectionRenamed', data: { name: 'Revenue' } }]);
      given(events)
        .when(cmd('RenameCollection', { name: ' Sales' }))
        .thenNothingHappened();
      given(events)
        .when(cmd('RenameCollection', { name: '' }))
        .thenThrows({ code: 'validation', messageKey: 'Collection name is required!' });
    });
    it('changes its digest within the plan', () => {
      given(events)
        .when(cmd('ChangeDigest', { digest: 'monthly', plan: 'free' }))
        .then([{ type: 'DigestChanged', data: { digest: 'monthly' } }]);
      given(events)
        .when(cmd('ChangeDigest', { digest: 'weekly', plan: 'free' }))
        .thenNothingHappened();
      given(events)
        .when(cmd('ChangeDigest', { digest: 'daily', plan: 'free' }))
        .thenThrows({ code: 'limit' });
    });
    it('takes name, digest and layout in one update', () => {
      given(events)
        .when(
          cmd('UpdateCollection', { name: 'Revenue', digest: 'monthly', layout: [], plan: 'free' }),
        )
        .then([
          { type: 'CollectionRenamed', data: { name: 'Revenue' } },
          { type: 'DigestChanged', data: { digest: 'monthly' } },
        ]);
    });
    it('changes nothing when one part of an update is refused', () => {
      given(events)
        .when(cmd('UpdateCollection', { name: 'Revenue', digest: 'daily', plan: 'free' }))
        .thenThrows({ code: 'limit' });
    });
    it('adds a card with a normalised phrase', () => {
      given(events)
        .when(
          cmd('AddCard', {
            card: { ...card('q-1'), phrase: ' revenue\u00a0by  country ', interval: 15 },
            plan: 'free',
          }),
        )
        .then([
          {
            type: 'CardAdded',
            data: {
              card: { ...card('q-1'), phrase: 'revenue by country', interval: 15 },
              addedAt: time,
            },
          },
        ]);
    });
    it.each([
      ['a phrase', { phrase: ' ' }, 'validation.required'],
      ['a data source type', { type: '' }, 'validation.required'],
      ['a datasource id', { datasource_id: '' }, 'validation.required'],
      ['a refresh interval from the list', { interval: 25 }, 'validation.one_of'],
      [
        'a known histogram grain',
        { variables: { histogram_bucket: { value: 'minutely' } } },
        'validation.one_of',
      ],
    ])('needs %s', (_, change, messageKey) => {
      given(events)
        .when(cmd('AddCard', { card: { ...card('q-1'), ...change } as never, plan: 'free' }))
        .thenThrows({ code: 'validation', messageKey });
    });
    it('is deleted', () => {
      given(events)
        .when(cmd('DeleteCollection', {}))
        .then([{ type: 'CollectionDeleted', data: { deletedAt: time } }]);
    });
  });

  describe('when its daily digest was chosen on premium and the plan is now free', () => {
    const daily: CollectionEvent[] = [
      { type: 'CollectionCreated', data: { ...created.data, digest: 'daily' } },
    ];
    it('is still renamed with its unchanged digest', () => {
      given(daily)
        .when(cmd('UpdateCollection', { name: 'Revenue', digest: 'daily', plan: 'free' }))
        .then([{ type: 'CollectionRenamed', data: { name: 'Revenue' } }]);
      given(daily)
        .when(cmd('ChangeDigest', { digest: 'daily', plan: 'free' }))
        .thenNothingHappened();
    });
    it('moves to a digest the plan allows but not back to daily', () => {
      given([...daily, { type: 'DigestChanged', data: { digest: 'weekly' } }])
        .when(cmd('UpdateCollection', { name: 'Revenue', digest: 'daily', plan: 'free' }))
        .thenThrows({ code: 'limit', params: { limit: 'digest' } });
      given(daily)
        .when(cmd('ChangeDigest', { digest: 'weekly', plan: 'free' }))
        .then([{ type: 'DigestChanged', data: { digest: 'weekly' } }]);
    });
  });

  describe('when it holds cards', () => {
    const events = [created, added('q-1', 'revenue by country'), added('q-2')];

    it('refuses the same question on the same source with 409', () => {
      given(events)
        .when(cmd('AddCard', { card: card('q-3', 'Revenue  by Country'), plan: 'free' }))
        .thenThrows({ code: 'conflict', messageKey: 'collections.card_exist_in_collection' });
    });
    it('accepts the same question on another source', () => {
      given(events)
        .when(
          cmd('AddCard', {
            card: {
              ...card('q-3', 'revenue by country'),
              datasource_id: 'sales.csv',
              type: 'file',
            },
            plan: 'free',
          }),
        )
        .then([
          {
            type: 'CardAdded',
            data: {
              card: {
                ...card('q-3', 'revenue by country'),
                datasource_id: 'sales.csv',
                type: 'file',
              },
              addedAt: time,
            },
          },
        ]);
    });
    it('updates a card, and an unchanged card does nothing', () => {
      given(events)
        .when(cmd('UpdateCard', { card: { ...card('q-2'), account_id: 'acc-9', interval: 60 } }))
        .then([
          {
            type: 'CardUpdated',
            data: { card: { ...card('q-2'), account_id: 'acc-9', interval: 60 } },
          },
        ]);
      given(events)
        .when(cmd('UpdateCard', { card: card('q-2') }))
        .thenNothingHappened();
    });
    it('refuses to update a card into a duplicate of another', () => {
      given(events)
        .when(cmd('UpdateCard', { card: card('q-2', 'revenue by country') }))
        .thenThrows({ code: 'conflict', messageKey: 'collections.card_exist_in_collection' });
    });
    it('says "Question not found!" for an unknown card', () => {
      given(events)
        .when(cmd('UpdateCard', { card: card('nope') }))
        .thenThrows({ code: 'not_found', messageKey: 'Question not found!' });
      given(events)
        .when(cmd('RemoveCard', { cardId: 'nope' }))
        .thenThrows({ code: 'not_found', messageKey: 'Question not found!' });
      given(events)
        .when(cmd('MoveCardOut', { cardId: 'nope', toCollectionId: 'c-2' }))
        .thenThrows({ code: 'not_found' });
    });
    it('removes a card and forgets its place on the grid', () => {
      given(events)
        .when(cmd('RemoveCard', { cardId: 'q-1' }))
        .then([{ type: 'CardRemoved', data: { cardId: 'q-1' } }]);
      const state = fold(collectionDecider, [
        ...events,
        {
          type: 'LayoutSaved',
          data: {
            layout: [
              { i: 'q-1', x: 0, y: 0, w: 2, h: 2 },
              { i: 'q-2', x: 2, y: 0, w: 2, h: 2 },
            ],
          },
        },
        { type: 'CardRemoved', data: { cardId: 'q-1' } },
      ]);
      expect(state).toMatchObject({ cards: [card('q-2')], layout: [{ i: 'q-2' }] });
    });
    it('moves a card out to another collection', () => {
      given(events)
        .when(cmd('MoveCardOut', { cardId: 'q-1', toCollectionId: 'c-2' }))
        .then([{ type: 'CardMovedOut', data: { cardId: 'q-1', toCollectionId: 'c-2' } }]);
      expect(
        fold(collectionDecider, [
          ...events,
          { type: 'CardMovedOut', data: { cardId: 'q-1', toCollectionId: 'c-2' } },
        ]),
      ).toMatchObject({
        cards: [card('q-2')],
      });
    });
    it('refuses to move a card into its own collection', () => {
      given(events)
        .when(cmd('MoveCardOut', { cardId: 'q-1', toCollectionId: 'c-1' }))
        .thenThrows({ code: 'validation' });
      given(events)
        .when(cmd('MoveCardIn', { card: card('q-9'), fromCollectionId: 'c-1', plan: 'free' }))
        .thenThrows({ code: 'validation' });
    });
    it('accepts a card moved in from another collection', () => {
      given(events)
        .when(cmd('MoveCardIn', { card: card('q-9'), fromCollectionId: 'c-2', plan: 'free' }))
        .then([
          {
            type: 'CardMovedIn',
            data: { card: card('q-9'), fromCollectionId: 'c-2', movedAt: time },
          },
        ]);
    });
    it('answers 409 when the moved question is already here', () => {
      given(events)
        .when(
          cmd('MoveCardIn', {
            card: card('q-9', 'REVENUE by country'),
            fromCollectionId: 'c-2',
            plan: 'free',
          }),
        )
        .thenThrows({ code: 'conflict', messageKey: 'collections.card_exist_in_collection' });
    });

    describe('layout', () => {
      it('is saved with chart types, dropping entries of deleted cards', () => {
        given(events)
          .when(
            cmd('SaveLayout', {
              layout: [
                { i: 'q-1', x: 0, y: 0, w: 5, h: 4, c: 'bar' },
                { i: 'gone', x: 5, y: 0, w: 2, h: 2 },
                { i: 'q-2', x: 5, y: 0, w: 2, h: 2 },
              ],
            }),
          )
          .then([
            {
              type: 'LayoutSaved',
              data: {
                layout: [
                  { i: 'q-1', x: 0, y: 0, w: 5, h: 4, c: 'bar' },
                  { i: 'q-2', x: 5, y: 0, w: 2, h: 2 },
                ],
              },
            },
          ]);
      });
      it('does nothing when the layout did not change', () => {
        const layout = [{ i: 'q-1', x: 0, y: 0, w: 2, h: 2 }];
        given([...events, { type: 'LayoutSaved', data: { layout } }])
          .when(cmd('SaveLayout', { layout }))
          .thenNothingHappened();
      });
      it.each([
        [{ w: 1, h: 2 }, 'validation.min_value'],
        [{ w: 6, h: 2 }, 'validation.max_value'],
        [{ w: 2, h: 1 }, 'validation.min_value'],
        [{ w: 2, h: 5 }, 'validation.max_value'],
      ])('refuses size %p', (size, messageKey) => {
        given(events)
          .when(cmd('SaveLayout', { layout: [{ i: 'q-1', x: 0, y: 0, ...size }] }))
          .thenThrows({ code: 'validation', messageKey, params: { card: 'q-1' } });
      });
    });
  });

  describe('when it is full', () => {
    const events = [created, ...['a', 'b', 'c', 'd', 'e'].map((id) => added(id))];

    it('refuses a sixth card on free, naming the limit', () => {
      given(events)
        .when(cmd('AddCard', { card: card('f'), plan: 'free' }))
        .thenThrows({
          code: 'limit',
          messageKey: 'plans.limit_reached.cards_per_collection',
          params: { max: 5 },
        });
    });
    it('refuses a card moved in on free, but accepts it on premium', () => {
      given(events)
        .when(cmd('MoveCardIn', { card: card('f'), fromCollectionId: 'c-2', plan: 'free' }))
        .thenThrows({ code: 'limit' });
      given(events)
        .when(cmd('AddCard', { card: card('f'), plan: 'premium' }))
        .then([added('f')]);
    });
  });

  describe('when it is deleted', () => {
    const events: CollectionEvent[] = [
      created,
      added('q-1'),
      { type: 'CollectionDeleted', data: { deletedAt: time } },
    ];

    it('answers not found and cannot be recreated on the same stream', () => {
      expect(fold(collectionDecider, events)).toEqual({ status: 'deleted' });
      given(events)
        .when(cmd('AddCard', { card: card('q-2'), plan: 'free' }))
        .thenThrows({ code: 'not_found' });
      given(events)
        .when(
          cmd('CreateCollection', {
            collectionId: 'c-1',
            name: 'Again',
            digest: 'weekly',
            plan: 'free',
            existingCollections: 0,
          }),
        )
        .thenThrows({ code: 'conflict' });
    });
  });

  describe('state folded from events', () => {
    it('tracks name, digest, cards and layout', () => {
      expect(
        fold(collectionDecider, [
          created,
          added('q-1'),
          { type: 'CollectionRenamed', data: { name: 'Revenue' } },
          { type: 'DigestChanged', data: { digest: 'monthly' } },
          { type: 'CardUpdated', data: { card: { ...card('q-1'), interval: 30 } } },
          {
            type: 'CardMovedIn',
            data: { card: card('q-2'), fromCollectionId: 'c-2', movedAt: time },
          },
          { type: 'LayoutSaved', data: { layout: [{ i: 'q-2', x: 0, y: 0, w: 3, h: 3 }] } },
        ]),
      ).toEqual({
        status: 'active',
        collectionId: 'c-1',
        tenantId: 't-1',
        name: 'Revenue',
        digest: 'monthly',
        cards: [{ ...card('q-1'), interval: 30 }, card('q-2')],
        layout: [{ i: 'q-2', x: 0, y: 0, w: 3, h: 3 }],
      });
    });
  });
});
