import type {
  AuthType,
  CredentialAccount,
  CredentialUser,
  CredentialsEvent,
} from './credentials-events';

export type Connection = {
  type: string;
  datasource_id: string;
  auth_type: AuthType;
  accounts_supported: boolean;
  active: boolean;
  revoked: boolean;
  selected_account: string | null;
  user: CredentialUser | null;
  accounts: CredentialAccount[];
  /** The display name as the person wrote it (an uploaded file's); unset for older connections. */
  name?: string;
};

export type CredentialDefault = { datasource_id: string; account_id: string };

export type CredentialsState = {
  connections: Connection[];
  // The data source (and account) a question goes to when the person names none, per source type.
  defaults: Record<string, CredentialDefault>;
  // The one source questions go to now: the last default chosen, of whatever type.
  current?: CredentialDefault & { type: string };
};

export const initialCredentialsState: CredentialsState = { connections: [], defaults: {} };

export type ConnectionStatus = 'active' | 'revoked' | 'inactive';

// The badge of the data sources page: Revoked wins over Inactive.
export function connectionStatus(connection: Connection): ConnectionStatus {
  if (connection.revoked) return 'revoked';
  return connection.active ? 'active' : 'inactive';
}

export function findConnection(
  state: CredentialsState,
  type: string,
  datasourceId: string,
): Connection | undefined {
  return state.connections.find(
    (connection) => connection.type === type && connection.datasource_id === datasourceId,
  );
}

function updateConnection(
  state: CredentialsState,
  target: { type: string; datasource_id: string },
  change: (connection: Connection) => Connection,
): CredentialsState {
  return {
    ...state,
    connections: state.connections.map((connection) =>
      connection.type === target.type && connection.datasource_id === target.datasource_id
        ? change(connection)
        : connection,
    ),
  };
}

export function evolveCredentials(
  state: CredentialsState,
  event: CredentialsEvent,
): CredentialsState {
  switch (event.type) {
    case 'DataSourceConnected': {
      const { type, datasource_id, auth_type, accounts_supported, user, name } = event.data;
      const existing = findConnection(state, type, datasource_id);
      const connection: Connection = {
        type,
        datasource_id,
        auth_type,
        accounts_supported,
        active: true,
        revoked: false,
        user,
        selected_account: existing?.selected_account ?? null,
        accounts: existing?.accounts ?? [],
        ...((name ?? existing?.name) === undefined ? {} : { name: name ?? existing?.name }),
      };
      return existing
        ? updateConnection(state, event.data, () => connection)
        : { ...state, connections: [...state.connections, connection] };
    }
    case 'AccountAdded':
      return updateConnection(state, event.data, (c) => ({
        ...c,
        accounts: [...c.accounts, event.data.account],
      }));
    case 'AccountRemoved': {
      const { type, account_id } = event.data;
      const next = updateConnection(state, event.data, (c) => ({
        ...c,
        accounts: c.accounts.filter((account) => account.account_id !== account_id),
        selected_account: c.selected_account === account_id ? null : c.selected_account,
      }));
      const fallback = state.defaults[type];
      const defaults =
        fallback &&
        fallback.datasource_id === event.data.datasource_id &&
        fallback.account_id === account_id
          ? { ...state.defaults, [type]: { ...fallback, account_id: '' } }
          : state.defaults;
      return { ...next, defaults };
    }
    case 'AccountSelected':
      return updateConnection(state, event.data, (c) => ({
        ...c,
        selected_account: event.data.account_id,
      }));
    case 'CredentialRevoked':
      return updateConnection(state, event.data, (c) => ({ ...c, revoked: true, active: false }));
    case 'CredentialReactivated':
      return updateConnection(state, event.data, (c) => ({ ...c, active: true }));
    case 'CredentialDeactivated':
      return updateConnection(state, event.data, (c) => ({ ...c, active: false }));
    case 'DataSourceRemoved': {
      const { type, datasource_id } = event.data;
      const gone = (c: { datasource_id: string } | undefined) => c?.datasource_id === datasource_id;
      const defaults = { ...state.defaults };
      if (gone(defaults[type])) delete defaults[type];
      const current =
        state.current?.type === type && gone(state.current) ? undefined : state.current;
      return {
        connections: state.connections.filter(
          (c) => !(c.type === type && c.datasource_id === datasource_id),
        ),
        defaults,
        ...(current ? { current } : {}),
      };
    }
    case 'DefaultsChanged': {
      const { type, datasource_id, account_id } = event.data;
      return {
        ...state,
        defaults: { ...state.defaults, [type]: { datasource_id, account_id } },
        current: { type, datasource_id, account_id },
      };
    }
    default: {
      const _exhaustive: never = event;
      // An event type this version does not know (e.g. written by a newer one) changes nothing.
      return state;
    }
  }
}
