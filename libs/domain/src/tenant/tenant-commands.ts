import type { DomainCommand } from '../core/decider';
import type { LoginProvider } from '../catalogue/features';
import type { Plan } from '../rules/plan-limits';
import type { OrganisationStrategyInput } from './organisation-strategy';
import type { Profile, SettableFlagKey } from './tenant-events';

// Passwords travel in commands only to be judged; the handler hashes them into the vault.
export type TenantCommand =
  | DomainCommand<
      'RegisterTenant',
      { tenantId: string; email: string; name?: string; language?: string; provider: LoginProvider }
    >
  | DomainCommand<
      'CompleteRegistration',
      {
        name: string;
        country: string;
        timezone: string;
        password?: string;
        repeatPassword?: string;
      }
    >
  | DomainCommand<'UpdateProfile', Partial<Profile>>
  | DomainCommand<'ChangePassword', { password: string; repeatPassword: string }>
  | DomainCommand<'SetFlag', { key: SettableFlagKey; value: boolean }>
  | DomainCommand<'ChangePlan', { plan: Plan }>
  | DomainCommand<'SaveOrganisationStrategy', OrganisationStrategyInput>
  | DomainCommand<'DeleteAccount', { confirmation: string }>;

export type TenantCommandType = TenantCommand['type'];
