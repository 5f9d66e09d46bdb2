import { knownCountries, oneOf, required } from '../rules/field-rules';
import type { FieldRules } from '../rules/validator';

export type NotificationFrequency = 'weekly' | 'monthly' | 'bi-monthly' | 'quarterly';
export const NOTIFICATION_FREQUENCIES: readonly NotificationFrequency[] = [
  'weekly',
  'monthly',
  'bi-monthly',
  'quarterly',
];
export const DEFAULT_NOTIFICATION_FREQUENCY: NotificationFrequency = 'monthly';

// Spec §3: the profile that drives periodic reports.
export type OrganisationStrategy = {
  business_name: string;
  website_url: string;
  business_description: string;
  core_services: string;
  primary_industry: string;
  secondary_industries: string[];
  target_client_types: string;
  target_client_names: string;
  target_client_websites: string;
  geography_focus: string[];
  topics_of_interest: string;
  notification_frequency: NotificationFrequency;
};

export type OrganisationStrategyInput = Partial<
  Omit<OrganisationStrategy, 'notification_frequency'>
> & {
  notification_frequency?: NotificationFrequency | '';
};

// Spec §5: required fields (geography focus: names from the country list); website_url, secondary_industries and target_client_websites are optional.
export const organisationStrategyRules: FieldRules = {
  business_name: [required],
  business_description: [required],
  core_services: [required],
  primary_industry: [required],
  target_client_types: [required],
  target_client_names: [required],
  geography_focus: [required, knownCountries],
  topics_of_interest: [required],
  notification_frequency: [required, oneOf(NOTIFICATION_FREQUENCIES)],
};

const text = (value: string | undefined) => (value ?? '').trim();
const list = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => value.trim()).filter((value) => value !== '');

// Trims text, drops blank list items and fills the monthly default, so equal forms compare equal.
export function normaliseOrganisationStrategy(
  input: OrganisationStrategyInput,
): OrganisationStrategy {
  return {
    business_name: text(input.business_name),
    website_url: text(input.website_url),
    business_description: text(input.business_description),
    core_services: text(input.core_services),
    primary_industry: text(input.primary_industry),
    secondary_industries: list(input.secondary_industries),
    target_client_types: text(input.target_client_types),
    target_client_names: text(input.target_client_names),
    target_client_websites: text(input.target_client_websites),
    geography_focus: list(input.geography_focus),
    topics_of_interest: text(input.topics_of_interest),
    notification_frequency: input.notification_frequency || DEFAULT_NOTIFICATION_FREQUENCY,
  };
}
