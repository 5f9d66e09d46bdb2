import { fold } from '../core/decider';
import { collectionDecider } from '../collection/collection-decider';
import { conversationDecider } from '../conversation/conversation-decider';
import { credentialsDecider } from '../credentials/credentials-decider';
import {
  collectionSummary,
  credentialsMap,
  quotaLeft,
  quotaOf,
  subscriptionOf,
} from './tenant-read-model';
import type { ActiveCollection } from '../collection/collection-state';

const time = '2026-03-15T10:00:00.000Z';

describe('tenant read model pieces', () => {
  it('map credentials by type, then datasource id, with no secret', () => {
    const state = fold(credentialsDecider, [
      {
        type: 'DataSourceConnected',
        data: {
          type: 'ga',
          datasource_id: 'ga-1',
          auth_type: 'oauth2',
          accounts_supported: true,
          user: null,
          connectedAt: time,
        },
      },
      {
        type: 'AccountAdded',
        data: {
          type: 'ga',
          datasource_id: 'ga-1',
          account: { account_id: 'p-1', name: 'Shop', datasource_id: 'ga-1' },
        },
      },
      { type: 'AccountSelected', data: { type: 'ga', datasource_id: 'ga-1', account_id: 'p-1' } },
      { type: 'CredentialRevoked', data: { type: 'ga', datasource_id: 'ga-1', revokedAt: time } },
    ]);
    expect(credentialsMap(state)).toEqual({
      ga: {
        'ga-1': {
          active: false,
          revoked: true,
          selected_account: 'p-1',
          user: null,
          accounts: [{ account_id: 'p-1', name: 'Shop', datasource_id: 'ga-1' }],
          auth_type: 'oauth2',
        },
      },
    });
  });

  it('summarise a collection with its questions', () => {
    const collection = fold(collectionDecider, [
      {
        type: 'CollectionCreated',
        data: {
          collectionId: 'c-1',
          tenantId: 't-1',
          name: 'Sales',
          digest: 'weekly',
          createdAt: time,
        },
      },
      {
        type: 'CardAdded',
        data: {
          card: {
            id: 'q-1',
            phrase: 'revenue',
            type: 'demo',
            datasource_id: 'demo',
            account_id: '',
            interval: 0,
            variables: {},
          },
          addedAt: time,
        },
      },
    ]) as ActiveCollection;
    expect(collectionSummary(collection)).toEqual({
      id: 'c-1',
      name: 'Sales',
      digest: 'weekly',
      questions: [
        { id: 'q-1', phrase: 'revenue', type: 'demo', datasource_id: 'demo', account_id: '' },
      ],
    });
  });

  it('read the quota of this month as a number, or ∞ (null) on unlimited', () => {
    const conversation = fold(conversationDecider, [
      {
        type: 'QuestionAsked',
        data: { phrase: 'a', month: '2026-03', source: null, channel: 'web', askedAt: time },
      },
      {
        type: 'QuestionAsked',
        data: { phrase: 'b', month: '2026-03', source: null, channel: 'web', askedAt: time },
      },
    ]);
    const quota = quotaOf(conversation);
    expect(quota).toEqual({ '2026-03': 2 });
    expect(quotaLeft({ quota, subscription: subscriptionOf('free') }, '2026-03')).toBe(298);
    expect(quotaLeft({ quota, subscription: subscriptionOf('free') }, '2026-04')).toBe(300);
    expect(quotaLeft({ quota, subscription: subscriptionOf('unlimited') }, '2026-03')).toBeNull();
  });
});
