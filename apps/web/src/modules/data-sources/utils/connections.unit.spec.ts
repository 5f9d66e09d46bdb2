import { actionsOf, connectionRows, isConnected, sourceChoices } from './connections';

const base = { selected_account: null, user: null, accounts: [] };
const map = {
  google_analytics: {
    'ga-1': {
      ...base,
      active: true,
      revoked: false,
      auth_type: 'oauth2' as const,
      accounts: [{ account_id: 'p1', name: 'Shop', datasource_id: 'ga-1' }],
      selected_account: 'p1',
    },
    'ga-2': { ...base, active: false, revoked: true, auth_type: 'oauth2' as const },
  },
  postgresql: { 'db-1': { ...base, active: false, revoked: false, auth_type: 'basic' as const } },
  file: { 'sales.csv': { ...base, active: true, revoked: false, auth_type: 'file' as const } },
};

describe('data source connections', () => {
  const rows = connectionRows(map);

  it('offers Revoke only on active OAuth2 grants, Connect when revoked, Activate when inactive', () => {
    expect(rows.map((r) => [r.datasource_id, r.status, actionsOf(r)])).toEqual([
      ['ga-1', 'active', ['revoke']],
      ['ga-2', 'revoked', ['connect']],
      ['db-1', 'inactive', ['activate']],
      ['sales.csv', 'active', []],
    ]);
  });

  it('dims sources already connected in the add-connection list, never files or databases', () => {
    const entry = (type: string) => ({
      type,
      name: type,
      logo: '',
      auth_type: 'oauth2' as const,
      accounts: true,
    });
    expect(isConnected(entry('google_analytics'), rows)).toBe(true);
    expect(isConnected(entry('postgresql'), rows)).toBe(false);
    expect(isConnected(entry('demo'), rows)).toBe(true);
  });

  it('lets questions go to the demo, active files and each account of an active connection', () => {
    expect(sourceChoices(rows).map((c) => [c.type, c.datasource_id, c.account_id])).toEqual([
      ['demo', 'demo', undefined],
      ['google_analytics', 'ga-1', 'p1'],
      ['file', 'sales.csv', undefined],
    ]);
  });
});
