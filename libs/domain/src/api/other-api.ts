import type {
  OrganisationStrategy,
  OrganisationStrategyInput,
} from '../tenant/organisation-strategy';
import type { Profile, SettableFlagKey } from '../tenant/tenant-events';

export type UpdateProfileRequest = Partial<Profile>;
// PUT /api/v1/flag: only oc; rc is set by completing registration.
export type FlagRequest = { key: SettableFlagKey; value: boolean };
export type OrganisationStrategyResponse = OrganisationStrategy | null;
export type SaveOrganisationStrategyRequest = OrganisationStrategyInput;
// DELETE /api/v1/auth/account: the word DELETE typed by the person.
export type DeleteAccountRequest = { confirmation: string };
