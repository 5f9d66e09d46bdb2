import type { Decider } from '../core/decider';
import { refuse, unknownCommand } from '../core/domain-error';
import { sameData } from '../core/equality';
import { isEmpty, oneOf, required } from '../rules/field-rules';
import { assertValid } from '../rules/validator';
import type { CredentialsCommand } from './credentials-commands';
import { AUTH_TYPES } from './credentials-events';
import type { CredentialsEvent } from './credentials-events';
import { evolveCredentials, findConnection, initialCredentialsState } from './credentials-state';
import type { Connection, CredentialsState } from './credentials-state';

type Handle<T extends CredentialsCommand['type']> = (
  command: Extract<CredentialsCommand, { type: T }>,
  state: CredentialsState,
) => CredentialsEvent[];

export const INVALID_CONFIGURATION = 'datastore.invalid_configuration';

// Spec §5: a request missing type, datasource id or account is an invalid configuration.
function requireFields(...values: unknown[]): string[] {
  if (values.some(isEmpty)) throw refuse.validation(INVALID_CONFIGURATION);
  return values.map((value) => String(value).trim());
}

function connectionOf(state: CredentialsState, type: string, datasourceId: string): Connection {
  const connection = findConnection(state, type, datasourceId);
  if (!connection)
    throw refuse.notFound(INVALID_CONFIGURATION, { type, datasource_id: datasourceId });
  return connection;
}

function usableConnection(state: CredentialsState, type: string, datasourceId: string): Connection {
  const connection = connectionOf(state, type, datasourceId);
  if (connection.revoked)
    throw refuse.conflict('datastore.reconnect_required', { type, datasource_id: datasourceId });
  return connection;
}

function assertHasAccount(connection: Connection, accountId: string): void {
  if (!connection.accounts.some((account) => account.account_id === accountId)) {
    throw refuse.notFound('datastore.account_not_found', { account_id: accountId });
  }
}

// Connecting again (after a revoke, or as another user) is a new fact; an identical reconnect is not.
export const connectDataSource: Handle<'ConnectDataSource'> = ({ data, metadata }, state) => {
  assertValid(data, {
    type: [required],
    datasource_id: [required],
    auth_type: [required, oneOf(AUTH_TYPES)],
  });
  const { type, datasource_id, auth_type, accounts_supported } = data;
  const user = data.user ?? null;
  const name = data.name?.trim() || undefined;
  const existing = findConnection(state, type, datasource_id);
  const unchanged =
    existing &&
    existing.active &&
    !existing.revoked &&
    existing.auth_type === auth_type &&
    sameData(existing.user, user) &&
    (name === undefined || existing.name === name);
  if (unchanged) return [];
  return [
    {
      type: 'DataSourceConnected',
      data: {
        type,
        datasource_id,
        auth_type,
        accounts_supported,
        user,
        connectedAt: metadata.time,
        ...(name === undefined ? {} : { name }),
      },
    },
  ];
};

// The first account of a connection becomes its selected account.
export const addAccount: Handle<'AddAccount'> = ({ data }, state) => {
  const [type, datasource_id, account_id] = requireFields(
    data.type,
    data.datasource_id,
    data.account?.account_id,
  );
  const connection = usableConnection(state, type, datasource_id);
  if (!connection.accounts_supported) throw refuse.validation(INVALID_CONFIGURATION, { type });
  if (connection.accounts.some((account) => account.account_id === account_id)) return [];
  const account = { account_id, name: data.account?.name?.trim() || account_id, datasource_id };
  const added: CredentialsEvent = { type: 'AccountAdded', data: { type, datasource_id, account } };
  return connection.selected_account
    ? [added]
    : [added, { type: 'AccountSelected', data: { type, datasource_id, account_id } }];
};

export const removeAccount: Handle<'RemoveAccount'> = ({ data }, state) => {
  const [type, datasource_id, account_id] = requireFields(
    data.type,
    data.datasource_id,
    data.account_id,
  );
  assertHasAccount(connectionOf(state, type, datasource_id), account_id);
  return [{ type: 'AccountRemoved', data: { type, datasource_id, account_id } }];
};

export const selectAccount: Handle<'SelectAccount'> = ({ data }, state) => {
  const [type, datasource_id, account_id] = requireFields(
    data.type,
    data.datasource_id,
    data.account_id,
  );
  const connection = usableConnection(state, type, datasource_id);
  assertHasAccount(connection, account_id);
  return connection.selected_account === account_id
    ? []
    : [{ type: 'AccountSelected', data: { type, datasource_id, account_id } }];
};

// Revoke is offered only for OAuth2 grants that are not revoked yet.
export const revokeCredential: Handle<'RevokeCredential'> = ({ data, metadata }, state) => {
  const [type, datasource_id] = requireFields(data.type, data.datasource_id);
  const connection = connectionOf(state, type, datasource_id);
  if (connection.auth_type !== 'oauth2')
    throw refuse.forbidden('datastore.revoke_not_supported', { type });
  if (connection.revoked)
    throw refuse.conflict('datastore.already_revoked', { type, datasource_id });
  return [{ type: 'CredentialRevoked', data: { type, datasource_id, revokedAt: metadata.time } }];
};

// Activate brings back an inactive connection; a revoked one needs Connect (a new grant).
export const reactivateCredential: Handle<'ReactivateCredential'> = ({ data }, state) => {
  const [type, datasource_id] = requireFields(data.type, data.datasource_id);
  const connection = usableConnection(state, type, datasource_id);
  return connection.active
    ? []
    : [{ type: 'CredentialReactivated', data: { type, datasource_id } }];
};

export const deactivateCredential: Handle<'DeactivateCredential'> = ({ data }, state) => {
  const [type, datasource_id] = requireFields(data.type, data.datasource_id);
  const connection = connectionOf(state, type, datasource_id);
  return connection.active
    ? [{ type: 'CredentialDeactivated', data: { type, datasource_id } }]
    : [];
};

export const changeDefaults: Handle<'ChangeDefaults'> = ({ data }, state) => {
  const [type, datasource_id] = requireFields(data.type, data.datasource_id);
  const account_id = (data.account_id ?? '').trim();
  const connection = usableConnection(state, type, datasource_id);
  if (account_id) assertHasAccount(connection, account_id);
  // Only choosing what is already the current default changes nothing; going back to another
  // type's source (file → demo → file) is a new choice even if that type's default is the same.
  return sameData(state.current, { type, datasource_id, account_id })
    ? []
    : [{ type: 'DefaultsChanged', data: { type, datasource_id, account_id } }];
};

// A connection deleted by its owner (a database whose saved password goes with it).
export const removeDataSource: Handle<'RemoveDataSource'> = ({ data }, state) => {
  const [type, datasource_id] = requireFields(data.type, data.datasource_id);
  connectionOf(state, type, datasource_id);
  return [{ type: 'DataSourceRemoved', data: { type, datasource_id } }];
};

export function decideCredentials(
  command: CredentialsCommand,
  state: CredentialsState,
): CredentialsEvent[] {
  switch (command.type) {
    case 'ConnectDataSource':
      return connectDataSource(command, state);
    case 'AddAccount':
      return addAccount(command, state);
    case 'RemoveAccount':
      return removeAccount(command, state);
    case 'SelectAccount':
      return selectAccount(command, state);
    case 'RevokeCredential':
      return revokeCredential(command, state);
    case 'ReactivateCredential':
      return reactivateCredential(command, state);
    case 'DeactivateCredential':
      return deactivateCredential(command, state);
    case 'ChangeDefaults':
      return changeDefaults(command, state);
    case 'RemoveDataSource':
      return removeDataSource(command, state);
    default: {
      const _exhaustive: never = command;
      throw unknownCommand(_exhaustive);
    }
  }
}

export const credentialsDecider: Decider<CredentialsCommand, CredentialsEvent, CredentialsState> = {
  initialState: initialCredentialsState,
  evolve: evolveCredentials,
  decide: decideCredentials,
};
