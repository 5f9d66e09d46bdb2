import type { ProjectedEvent } from '../../projections/projection';
import { credentialsProjection } from './credentials.projection';
import type { CredentialsDocument } from './credentials.projection';

let position = 0;
const event = (type: string, data: Record<string, unknown>): ProjectedEvent => ({
  type,
  data,
  stream: 'credentials-t1',
  revision: position,
  position: ++position,
  tenantId: 't1',
  time: '2026-06-01T00:00:00.000Z',
});
const connected = (type: string, datasource_id: string, auth_type = 'file') =>
  event('DataSourceConnected', {
    type,
    datasource_id,
    auth_type,
    accounts_supported: type !== 'file',
    user: null,
    connectedAt: '2026-06-01T00:00:00.000Z',
  });

// Given events, then the document (partial matches: the connection fields under test).
const given = (events: ProjectedEvent[]) => ({
  thenMatches: (expected: Record<string, unknown>) =>
    expect(
      events.reduce<CredentialsDocument | null>(credentialsProjection.evolve, null),
    ).toMatchObject(expected),
});

describe('credentials read model', () => {
  it('holds the connections of one tenant and the source questions go to by default', () => {
    given([
      connected('file', 'sales.csv'),
      connected('postgresql', 'db-1', 'basic'),
      event('DefaultsChanged', { type: 'file', datasource_id: 'sales.csv', account_id: '' }),
    ]).thenMatches({
      _id: 't1',
      tenantId: 't1',
      default: { type: 'file', datasource_id: 'sales.csv', account_id: '' },
      state: {
        connections: [
          { type: 'file', datasource_id: 'sales.csv', active: true },
          { type: 'postgresql', datasource_id: 'db-1', active: true },
        ],
      },
    });
  });

  it('forgets a deleted file, and the default that pointed at it', () => {
    given([
      connected('file', 'sales.csv'),
      event('DefaultsChanged', { type: 'file', datasource_id: 'sales.csv', account_id: '' }),
      event('CredentialDeactivated', { type: 'file', datasource_id: 'sales.csv' }),
    ]).thenMatches({
      default: null,
      state: { connections: [], defaults: {} },
    });
  });

  it('keeps an inactive database connection, which can be activated again', () => {
    given([
      connected('postgresql', 'db-1', 'basic'),
      event('CredentialDeactivated', { type: 'postgresql', datasource_id: 'db-1' }),
    ]).thenMatches({
      state: {
        connections: [{ type: 'postgresql', datasource_id: 'db-1', active: false, revoked: false }],
      },
    });
  });

  it('reads only credentials streams', () => {
    expect(
      credentialsProjection.canHandle({ ...connected('file', 'x'), stream: 'tenant-t1' }),
    ).toBe(false);
    expect(credentialsProjection.canHandle(connected('file', 'x'))).toBe(true);
  });
});
