import { evolveCredentials, initialCredentialsState } from '@parley/domain';
import type { CredentialsEvent, CredentialsState } from '@parley/domain';
import type { Projection } from '../../projections/projection';

export type DefaultSource = { type: string; datasource_id: string; account_id: string };

// One document per tenant: its connections as the domain folds them (the user's e-mail and name
// stay sealed here; the API opens them for their owner only), and the default source.
export type CredentialsDocument = {
  _id: string;
  tenantId: string;
  state: CredentialsState;
  default: DefaultSource | null;
};

const EVENT_TYPES = new Set<string>([
  'DataSourceConnected',
  'AccountAdded',
  'AccountRemoved',
  'AccountSelected',
  'CredentialRevoked',
  'CredentialReactivated',
  'CredentialDeactivated',
  'DefaultsChanged',
  'DataSourceRemoved',
]);

// An uploaded file has no "inactive" state: deactivating it is deleting it (the file is gone).
function withoutDeletedFiles(state: CredentialsState, event: CredentialsEvent): CredentialsState {
  if (event.type !== 'CredentialDeactivated' || event.data.type !== 'file') return state;
  const gone = (c: { type: string; datasource_id: string }) =>
    c.type === 'file' && c.datasource_id === event.data.datasource_id;
  const defaults = { ...state.defaults };
  if (defaults.file?.datasource_id === event.data.datasource_id) delete defaults.file;
  return { connections: state.connections.filter((c) => !gone(c)), defaults };
}

function defaultAfter(
  current: DefaultSource | null,
  event: CredentialsEvent,
  state: CredentialsState,
): DefaultSource | null {
  if (event.type === 'DefaultsChanged') return { ...event.data };
  if (!current) return null;
  const stillThere = state.connections.some(
    (c) => c.type === current.type && c.datasource_id === current.datasource_id,
  );
  if (!stillThere) return null;
  return state.defaults[current.type]
    ? { type: current.type, ...state.defaults[current.type] }
    : current;
}

export const credentialsProjection: Projection<CredentialsDocument> = {
  collection: 'credentials',
  canHandle: (event) => event.stream.startsWith('credentials-') && EVENT_TYPES.has(event.type),
  documentId: (event) => event.tenantId,
  forget: (tenantId) => ({ _id: tenantId }),
  evolve: (doc, event) => {
    const domainEvent = { type: event.type, data: event.data } as CredentialsEvent;
    const state = withoutDeletedFiles(
      evolveCredentials(doc?.state ?? initialCredentialsState, domainEvent),
      domainEvent,
    );
    return {
      _id: event.tenantId,
      tenantId: event.tenantId,
      state,
      default: defaultAfter(doc?.default ?? null, domainEvent, state),
    };
  },
};
