import { fold } from '../core/decider';
import { deciderSpec } from '../testing/decider-spec';
import { meta } from '../testing/metadata';
import type { CredentialsCommand } from './credentials-commands';
import { credentialsDecider } from './credentials-decider';
import type { CredentialsEvent } from './credentials-events';
import { connectionStatus, findConnection } from './credentials-state';

const { given } = deciderSpec(credentialsDecider);
const time = '2026-03-15T10:00:00.000Z';
const cmd = <T extends CredentialsCommand['type']>(
  type: T,
  data: Extract<CredentialsCommand, { type: T }>['data'],
) => ({ type, data, metadata: meta({ time }) }) as Extract<CredentialsCommand, { type: T }>;

const ga = { type: 'google_analytics', datasource_id: 'ga-1' };
const db = { type: 'postgres', datasource_id: 'pg-1' };
const user = { id: 'g-1', email: 'ada@example.com', name: 'Ada' };
const gaConnected: CredentialsEvent = {
  type: 'DataSourceConnected',
  data: { ...ga, auth_type: 'oauth2', accounts_supported: true, user, connectedAt: time },
};
const dbConnected: CredentialsEvent = {
  type: 'DataSourceConnected',
  data: { ...db, auth_type: 'basic', accounts_supported: false, user: null, connectedAt: time },
};
const account = (id: string) => ({ account_id: id, name: `Property ${id}`, datasource_id: 'ga-1' });
const accountAdded = (id: string): CredentialsEvent => ({
  type: 'AccountAdded',
  data: { ...ga, account: account(id) },
});
const selected = (id: string): CredentialsEvent => ({
  type: 'AccountSelected',
  data: { ...ga, account_id: id },
});
const revoked: CredentialsEvent = { type: 'CredentialRevoked', data: { ...ga, revokedAt: time } };

describe('credentials', () => {
  describe('when nothing is connected', () => {
    it('connects a data source without any secret in the event', () => {
      given([])
        .when(
          cmd('ConnectDataSource', { ...ga, auth_type: 'oauth2', accounts_supported: true, user }),
        )
        .then([gaConnected]);
      expect(
        connectionStatus(
          findConnection(fold(credentialsDecider, [gaConnected]), 'google_analytics', 'ga-1')!,
        ),
      ).toBe('active');
    });
    it('refuses a connection without a type', () => {
      given([])
        .when(
          cmd('ConnectDataSource', {
            type: '',
            datasource_id: 'x',
            auth_type: 'oauth2',
            accounts_supported: false,
          }),
        )
        .thenThrows({ code: 'validation', messageKey: 'validation.required' });
    });
    it('answers account changes on an unknown connection with invalid configuration', () => {
      given([])
        .when(cmd('AddAccount', { ...ga, account: { account_id: 'p-1' } }))
        .thenThrows({ code: 'not_found', messageKey: 'datastore.invalid_configuration' });
      given([]).when(cmd('RevokeCredential', ga)).thenThrows({ code: 'not_found' });
    });
  });

  describe('when an OAuth2 source is connected without accounts', () => {
    const events = [gaConnected];

    it('does nothing on an identical reconnect', () => {
      given(events)
        .when(
          cmd('ConnectDataSource', { ...ga, auth_type: 'oauth2', accounts_supported: true, user }),
        )
        .thenNothingHappened();
    });
    it('adds the first account and selects it', () => {
      given(events)
        .when(cmd('AddAccount', { ...ga, account: { account_id: 'p-1', name: 'Property p-1' } }))
        .then([accountAdded('p-1'), selected('p-1')]);
    });
    it.each([
      ['no type', { datasource_id: 'ga-1', account: { account_id: 'p-1' } }],
      ['no datasource id', { type: 'google_analytics', account: { account_id: 'p-1' } }],
      ['no account', { ...ga }],
      ['an account without id', { ...ga, account: { name: 'x' } }],
    ])('refuses an account with %s as invalid configuration', (_, data) => {
      given(events)
        .when(cmd('AddAccount', data))
        .thenThrows({ code: 'validation', messageKey: 'datastore.invalid_configuration' });
    });
    it('revokes the grant', () => {
      given(events).when(cmd('RevokeCredential', ga)).then([revoked]);
    });
    it('sets it as the default source of its type', () => {
      given(events)
        .when(cmd('ChangeDefaults', ga))
        .then([{ type: 'DefaultsChanged', data: { ...ga, account_id: '' } }]);
    });
  });

  describe('when accounts exist and one is selected', () => {
    const events = [gaConnected, accountAdded('p-1'), selected('p-1'), accountAdded('p-2')];

    it('adds another account without changing the selection', () => {
      given(events)
        .when(cmd('AddAccount', { ...ga, account: { account_id: 'p-3', name: 'Property p-3' } }))
        .then([accountAdded('p-3')]);
    });
    it('does nothing when the account is already there', () => {
      given(events)
        .when(cmd('AddAccount', { ...ga, account: { account_id: 'p-2' } }))
        .thenNothingHappened();
    });
    it('selects another account, and reselecting does nothing', () => {
      given(events)
        .when(cmd('SelectAccount', { ...ga, account_id: 'p-2' }))
        .then([selected('p-2')]);
      given(events)
        .when(cmd('SelectAccount', { ...ga, account_id: 'p-1' }))
        .thenNothingHappened();
      given(events)
        .when(cmd('SelectAccount', { ...ga, account_id: 'p-9' }))
        .thenThrows({ code: 'not_found', messageKey: 'datastore.account_not_found' });
    });
    it('removes an account; removing the selected one clears the selection and the default', () => {
      given(events)
        .when(cmd('RemoveAccount', { ...ga, account_id: 'p-1' }))
        .then([{ type: 'AccountRemoved', data: { ...ga, account_id: 'p-1' } }]);
      const state = fold(credentialsDecider, [
        ...events,
        { type: 'DefaultsChanged', data: { ...ga, account_id: 'p-1' } },
        { type: 'AccountRemoved', data: { ...ga, account_id: 'p-1' } },
      ]);
      expect(findConnection(state, ga.type, ga.datasource_id)).toMatchObject({
        selected_account: null,
        accounts: [account('p-2')],
      });
      expect(state.defaults).toEqual({
        google_analytics: { datasource_id: 'ga-1', account_id: '' },
      });
    });
    it('needs an account id to remove an account', () => {
      given(events)
        .when(cmd('RemoveAccount', { ...ga }))
        .thenThrows({ code: 'validation', messageKey: 'datastore.invalid_configuration' });
      given(events)
        .when(cmd('RemoveAccount', { ...ga, account_id: 'p-9' }))
        .thenThrows({ code: 'not_found' });
    });
    it('changes the default to an account of the connection only', () => {
      given(events)
        .when(cmd('ChangeDefaults', { ...ga, account_id: 'p-2' }))
        .then([{ type: 'DefaultsChanged', data: { ...ga, account_id: 'p-2' } }]);
      given([...events, { type: 'DefaultsChanged', data: { ...ga, account_id: 'p-2' } }])
        .when(cmd('ChangeDefaults', { ...ga, account_id: 'p-2' }))
        .thenNothingHappened();
      given(events)
        .when(cmd('ChangeDefaults', { ...ga, account_id: 'p-9' }))
        .thenThrows({ code: 'not_found' });
    });
  });

  describe('when two sources have been the default in turn', () => {
    const events = [
      gaConnected,
      dbConnected,
      { type: 'DefaultsChanged', data: { ...ga, account_id: '' } },
      { type: 'DefaultsChanged', data: { ...db, account_id: '' } },
    ] as const;

    it('goes back to the first one when it is chosen again', () => {
      given([...events])
        .when(cmd('ChangeDefaults', ga))
        .then([{ type: 'DefaultsChanged', data: { ...ga, account_id: '' } }]);
    });
    it('changes nothing when the current default is chosen again', () => {
      given([...events])
        .when(cmd('ChangeDefaults', db))
        .thenNothingHappened();
    });
  });

  describe('when a non-OAuth2 source is connected', () => {
    const events = [dbConnected];

    it('cannot be revoked', () => {
      given(events)
        .when(cmd('RevokeCredential', db))
        .thenThrows({ code: 'forbidden', messageKey: 'datastore.revoke_not_supported' });
    });
    it('takes no accounts', () => {
      given(events)
        .when(cmd('AddAccount', { ...db, account: { account_id: 'a' } }))
        .thenThrows({ code: 'validation', messageKey: 'datastore.invalid_configuration' });
    });
    it('is removed, and with it any default that pointed at it', () => {
      const chosen: CredentialsEvent = {
        type: 'DefaultsChanged',
        data: { ...db, account_id: '' },
      };
      given([...events, chosen])
        .when(cmd('RemoveDataSource', db))
        .then([{ type: 'DataSourceRemoved', data: db }]);
      const state = fold(credentialsDecider, [
        ...events,
        chosen,
        { type: 'DataSourceRemoved', data: db },
      ]);
      expect(findConnection(state, db.type, db.datasource_id)).toBeUndefined();
      expect(state.defaults[db.type]).toBeUndefined();
      expect(state.current).toBeUndefined();
    });
    it('cannot remove a connection it does not have', () => {
      given([])
        .when(cmd('RemoveDataSource', db))
        .thenThrows({ code: 'not_found', messageKey: 'datastore.invalid_configuration' });
    });
  });

  describe('when the source is revoked', () => {
    const events = [gaConnected, accountAdded('p-1'), selected('p-1'), revoked];

    it('shows as revoked and cannot be revoked twice', () => {
      expect(
        connectionStatus(
          findConnection(fold(credentialsDecider, events), ga.type, ga.datasource_id)!,
        ),
      ).toBe('revoked');
      given(events)
        .when(cmd('RevokeCredential', ga))
        .thenThrows({ code: 'conflict', messageKey: 'datastore.already_revoked' });
    });
    it('needs Connect, not Activate', () => {
      given(events)
        .when(cmd('ReactivateCredential', ga))
        .thenThrows({ code: 'conflict', messageKey: 'datastore.reconnect_required' });
      given(events)
        .when(cmd('SelectAccount', { ...ga, account_id: 'p-1' }))
        .thenThrows({ code: 'conflict' });
    });
    it('is connected again, keeping its accounts', () => {
      given(events)
        .when(
          cmd('ConnectDataSource', { ...ga, auth_type: 'oauth2', accounts_supported: true, user }),
        )
        .then([gaConnected]);
      const connection = findConnection(
        fold(credentialsDecider, [...events, gaConnected]),
        ga.type,
        ga.datasource_id,
      )!;
      expect(connection).toMatchObject({
        active: true,
        revoked: false,
        selected_account: 'p-1',
        accounts: [account('p-1')],
      });
    });
  });

  describe('when the source is inactive', () => {
    const events: CredentialsEvent[] = [gaConnected, { type: 'CredentialDeactivated', data: ga }];

    it('shows as inactive and is activated again', () => {
      expect(
        connectionStatus(
          findConnection(fold(credentialsDecider, events), ga.type, ga.datasource_id)!,
        ),
      ).toBe('inactive');
      given(events)
        .when(cmd('ReactivateCredential', ga))
        .then([{ type: 'CredentialReactivated', data: ga }]);
    });
    it('deactivating again does nothing; activating an active source does nothing', () => {
      given(events).when(cmd('DeactivateCredential', ga)).thenNothingHappened();
      given([gaConnected]).when(cmd('ReactivateCredential', ga)).thenNothingHappened();
      given([gaConnected])
        .when(cmd('DeactivateCredential', ga))
        .then([{ type: 'CredentialDeactivated', data: ga }]);
    });
  });
});
