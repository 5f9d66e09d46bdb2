// How a data source authenticates; only OAuth2 grants can be revoked from Parley.
export type AuthType = 'oauth2' | 'basic' | 'api_key' | 'file' | 'none';
export const AUTH_TYPES: readonly AuthType[] = ['oauth2', 'basic', 'api_key', 'file', 'none'];

export type CredentialAccount = { account_id: string; name: string; datasource_id: string };
export type CredentialUser = { id: string; email: string; name: string };

type Target = { type: string; datasource_id: string };

// Tokens and passwords of a connection live in the vault; events only say that it exists.
export type CredentialsEvent =
  | {
      type: 'DataSourceConnected';
      data: Target & {
        auth_type: AuthType;
        accounts_supported: boolean;
        user: CredentialUser | null;
        connectedAt: string;
        // What the person calls it, as written (an uploaded file's name); the id never derives from it.
        name?: string;
      };
    }
  | { type: 'AccountAdded'; data: Target & { account: CredentialAccount } }
  | { type: 'AccountRemoved'; data: Target & { account_id: string } }
  | { type: 'AccountSelected'; data: Target & { account_id: string } }
  | { type: 'CredentialRevoked'; data: Target & { revokedAt: string } }
  | { type: 'CredentialReactivated'; data: Target }
  | { type: 'CredentialDeactivated'; data: Target }
  | { type: 'DataSourceRemoved'; data: Target }
  | { type: 'DefaultsChanged'; data: Target & { account_id: string } };

export type CredentialsEventType = CredentialsEvent['type'];

// The signed-in provider user is a person; an analytics account is the business's property.
export const CREDENTIALS_PERSONAL_FIELDS: Record<CredentialsEventType, readonly string[]> = {
  DataSourceConnected: ['user.email', 'user.name', 'name'],
  AccountAdded: [],
  AccountRemoved: [],
  AccountSelected: [],
  CredentialRevoked: [],
  CredentialReactivated: [],
  CredentialDeactivated: [],
  DataSourceRemoved: [],
  DefaultsChanged: [],
};
