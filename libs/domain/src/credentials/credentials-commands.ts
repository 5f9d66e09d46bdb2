import type { DomainCommand } from '../core/decider';
import type { AuthType, CredentialUser } from './credentials-events';

// Fields arrive as the API received them; missing ones are an invalid configuration, not a crash.
type Target = { type?: string; datasource_id?: string };

export type CredentialsCommand =
  | DomainCommand<
      'ConnectDataSource',
      {
        type: string;
        datasource_id: string;
        auth_type: AuthType;
        accounts_supported: boolean;
        user?: CredentialUser | null;
        name?: string;
      }
    >
  | DomainCommand<'AddAccount', Target & { account?: { account_id?: string; name?: string } }>
  | DomainCommand<'RemoveAccount', Target & { account_id?: string }>
  | DomainCommand<'SelectAccount', Target & { account_id?: string }>
  | DomainCommand<'RevokeCredential', Target>
  | DomainCommand<'ReactivateCredential', Target>
  | DomainCommand<'DeactivateCredential', Target>
  | DomainCommand<'RemoveDataSource', Target>
  | DomainCommand<'ChangeDefaults', Target & { account_id?: string }>;

export type CredentialsCommandType = CredentialsCommand['type'];
