import type { AuthType, DataSourceCatalogueEntry } from '@parley/domain';

export type SourceType = 'demo' | 'file' | 'postgresql' | 'mysql' | 'google_analytics';

type Entry = DataSourceCatalogueEntry & { type: SourceType };

const entry = (type: SourceType, name: string, auth_type: AuthType, accounts: boolean): Entry => ({
  type,
  name,
  logo: `/datasource-logos/${type}.svg`,
  auth_type,
  accounts,
});

// Spec §3 data source catalogue: what a tenant may connect. Databases list their tables as
// accounts, Google Analytics its GA4 properties; the chosen one is what questions go to.
export const CATALOGUE: Entry[] = [
  entry('demo', 'Demo store', 'none', false),
  entry('file', 'File (CSV, JSON, Parquet, Excel)', 'file', false),
  entry('postgresql', 'PostgreSQL', 'basic', true),
  entry('mysql', 'MySQL / MariaDB', 'basic', true),
  entry('google_analytics', 'Google Analytics 4', 'oauth2', true),
];

export function catalogueEntry(type: string): Entry | undefined {
  return CATALOGUE.find((e) => e.type === type);
}
