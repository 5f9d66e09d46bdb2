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

// What one of the strategy's words (a topic of interest, an industry, a client) is read as in the
// default source, as the person confirmed it, changed it or dropped it (issue 29). `question` is
// what the report asks the engine; `readAs` says it in the data's own words ("Total Quantity where
// Category = Furniture"). A word the data does not hold has no question and never reaches a report.
export type TopicReadingKind = 'topic' | 'industry' | 'client';
export type TopicReadingStatus = 'proposed' | 'confirmed' | 'dropped';
export type TopicReading = {
  kind: TopicReadingKind;
  said: string;
  status: TopicReadingStatus;
  question?: string;
  readAs?: string;
};
export const TOPIC_READING_KINDS: readonly TopicReadingKind[] = ['topic', 'industry', 'client'];
export const TOPIC_READING_STATUSES: readonly TopicReadingStatus[] = [
  'proposed',
  'confirmed',
  'dropped',
];

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
  // Kept only once the person has seen the readings; a strategy saved before has none.
  topic_readings?: TopicReading[];
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

const readingKey = (reading: Pick<TopicReading, 'kind' | 'said'>) =>
  `${reading.kind}:${reading.said.trim().toLocaleLowerCase('en')}`;

// One reading per word said (the last one wins), without blanks or questions of no words.
function readings(values: readonly TopicReading[]): TopicReading[] {
  const byKey = new Map<string, TopicReading>();
  for (const value of values) {
    const said = value.said.trim();
    if (!said) continue;
    const question = value.question?.trim();
    const readAs = value.readAs?.trim();
    byKey.set(readingKey(value), {
      kind: value.kind,
      said,
      status: value.status,
      ...(question ? { question } : {}),
      ...(question && readAs ? { readAs } : {}),
    });
  }
  return [...byKey.values()];
}

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
    ...(input.topic_readings ? { topic_readings: readings(input.topic_readings) } : {}),
  };
}

// The reading kept for one word of the strategy, if the person has seen one.
export function readingOf(
  strategy: Pick<OrganisationStrategy, 'topic_readings'>,
  kind: TopicReadingKind,
  said: string,
): TopicReading | undefined {
  const key = readingKey({ kind, said });
  return strategy.topic_readings?.find((reading) => readingKey(reading) === key);
}
