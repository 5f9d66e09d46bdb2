import type { CredentialEntry, CredentialsMap } from '@parley/domain';
import { cardSourceOptions, sourceKey, sourceOfKey } from './card-sources';

const entry = (patch: Partial<CredentialEntry> = {}): CredentialEntry => ({
  active: true,
  revoked: false,
  selected_account: null,
  user: null,
  accounts: [],
  auth_type: 'none',
  ...patch,
});

const credentials: CredentialsMap = {
  file: { 'sales.csv': entry(), 'old.csv': entry({ active: false }) },
  google_analytics: {
    'g-17': entry({
      auth_type: 'oauth2',
      user: { id: 'g-17', email: 'ada@example.com', name: 'Ada' },
      accounts: [{ account_id: 'properties/1', name: 'Web shop', datasource_id: 'g-17' }],
    }),
  },
};
const demo = { type: 'demo', datasourceId: 'demo' };

describe('card editor data sources (spec §2)', () => {
  it('lists each connected source by its name, not the source types', () => {
    const options = cardSourceOptions(credentials, demo);
    expect(options.map((o) => o.label)).toEqual([
      'Demo',
      'sales.csv',
      'ada@example.com · google_analytics',
    ]);
    expect(options.map((o) => sourceOfKey(o.value))).toEqual([
      demo,
      { type: 'file', datasourceId: 'sales.csv' },
      { type: 'google_analytics', datasourceId: 'g-17' },
    ]);
  });

  it("keeps an edited card's own source listed when its connection is no longer active", () => {
    const old = { type: 'file', datasourceId: 'old.csv' };
    expect(cardSourceOptions(credentials, old).map((o) => o.label)).toContain('old.csv');
    const gone = { type: 'file', datasourceId: 'deleted.csv' };
    expect(cardSourceOptions(credentials, gone).at(-1)).toEqual({
      label: 'deleted.csv',
      value: sourceKey(gone),
    });
  });

  it('reads back a key whose datasource id holds any character', () => {
    const odd = { type: 'postgresql', datasourceId: 'db|host:5432/"x"' };
    expect(sourceOfKey(sourceKey(odd))).toEqual(odd);
    expect(sourceOfKey('file')).toBeNull();
  });
});
