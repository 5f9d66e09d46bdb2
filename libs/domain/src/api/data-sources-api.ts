import type {
  AuthType,
  CredentialAccount,
  CredentialUser,
} from '../credentials/credentials-events';

type Target = { type: string; datasource_id: string };

export type RevokeRequest = Target;
export type AddAccountRequest = Target & { account: { account_id: string; name?: string } };
export type RemoveAccountRequest = Target & { account_id: string };
export type AccountsQuery = Target;
// The accounts the provider offers for this connection (e.g. the properties of an analytics login).
export type AccountsResponse = CredentialAccount[];
export type DefaultsRequest = Target & { account_id?: string } & Record<string, unknown>;
export type DataSourceRedirectQuery = { type: string; local?: boolean };

// Spec §3 data source catalogue entry.
export type DataSourceCatalogueEntry = {
  type: string;
  name: string;
  logo: string;
  auth_type: AuthType;
  accounts: boolean;
};

// Spec §3 credentials map: by data source type, then datasource id.
export type CredentialEntry = {
  active: boolean;
  revoked: boolean;
  selected_account: string | null;
  user: CredentialUser | null;
  accounts: CredentialAccount[];
  auth_type: AuthType;
  /** The display name as written (an uploaded file's), where the source has one. */
  name?: string;
};
export type CredentialsMap = Record<string, Record<string, CredentialEntry>>;

// POST /datasource/file: the uploaded file as a data set of its own, with what the engine found in it.
export type UploadedDataSet = {
  type: 'file';
  datasource_id: string;
  name: string;
  rows: number;
  metrics: string[];
  dimensions: string[];
};
