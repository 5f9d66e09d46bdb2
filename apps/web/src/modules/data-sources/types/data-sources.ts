import type {
  CredentialAccount,
  CredentialEntry,
  CredentialsMap,
  DataSourceCatalogueEntry,
} from '@parley/domain';

export type CatalogueEntry = DataSourceCatalogueEntry & { type: string };
export type ConnectionStatus = 'active' | 'revoked' | 'inactive';
export type ConnectionRow = CredentialEntry & {
  type: string;
  datasource_id: string;
  status: ConnectionStatus;
};
export type DatabaseType = 'postgresql' | 'mysql';
export type DatabaseForm = {
  type: DatabaseType;
  host: string;
  port: string;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
};
export type TableInfo = { name: string; kind: 'table' | 'view' };
export type SourceChoice = { type: string; datasource_id: string; account_id?: string };
export type { CredentialAccount, CredentialsMap };
