import type {
  OrganisationStrategy,
  OrganisationStrategyInput,
} from '../tenant/organisation-strategy';
import type { FlagKey, Profile } from '../tenant/tenant-events';

export type UpdateProfileRequest = Partial<Profile>;
export type FlagRequest = { key: FlagKey; value: boolean };
export type OrganisationStrategyResponse = OrganisationStrategy | null;
export type SaveOrganisationStrategyRequest = OrganisationStrategyInput;
// DELETE /api/v1/auth/account: the word DELETE typed by the person.
export type DeleteAccountRequest = { confirmation: string };
