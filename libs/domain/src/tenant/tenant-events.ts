import type { LoginProvider } from '../catalogue/features';
import type { Plan } from '../rules/plan-limits';
import type { OrganisationStrategy } from './organisation-strategy';

export type Profile = {
  name: string;
  timezone: string;
  picture: string;
  country: string;
  organisation: string;
  position: string;
  language: string;
};

export const PROFILE_KEYS: readonly (keyof Profile)[] = [
  'name',
  'timezone',
  'picture',
  'country',
  'organisation',
  'position',
  'language',
];

export type FlagKey = 'rc' | 'oc';
export const FLAG_KEYS: readonly FlagKey[] = ['rc', 'oc'];

// rc (registration complete) turns on only by completing registration, which checks the
// required fields; a client may set oc alone.
export type SettableFlagKey = Exclude<FlagKey, 'rc'>;
export const SETTABLE_FLAG_KEYS: readonly SettableFlagKey[] = ['oc'];

// No password hash ever enters an event: the vault keeps it; events only say that one was set.
export type TenantEvent =
  | {
      type: 'TenantRegistered';
      data: {
        tenantId: string;
        email: string;
        name: string;
        language: string;
        provider: LoginProvider;
        registeredAt: string;
      };
    }
  | {
      type: 'RegistrationCompleted';
      data: { name: string; country: string; timezone: string; passwordSet: boolean };
    }
  | { type: 'ProfileUpdated'; data: Profile }
  | { type: 'PasswordChanged'; data: { changedAt: string } }
  | { type: 'FlagSet'; data: { key: FlagKey; value: boolean } }
  | { type: 'PlanChanged'; data: { from: Plan; to: Plan } }
  | { type: 'OrganisationStrategySaved'; data: OrganisationStrategy }
  | { type: 'AccountDeleted'; data: { deletedAt: string } };

export type TenantEventType = TenantEvent['type'];

// Fields that identify a person; the API encrypts them with the person's key (crypto-shredding).
export const TENANT_PERSONAL_FIELDS: Record<TenantEventType, readonly string[]> = {
  TenantRegistered: ['email', 'name'],
  RegistrationCompleted: ['name'],
  ProfileUpdated: ['name', 'picture', 'organisation', 'position'],
  PasswordChanged: [],
  FlagSet: [],
  PlanChanged: [],
  OrganisationStrategySaved: [],
  AccountDeleted: [],
};
