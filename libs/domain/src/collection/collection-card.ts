import type { Grain } from '../answer-card';
import { isRefreshInterval } from '../catalogue/card-options';
import type { RefreshInterval } from '../catalogue/card-options';
import type { Violation } from '../core/domain-error';
import { oneOf, required } from '../rules/field-rules';
import { normalisePhrase, samePhrase } from '../rules/phrase-rules';
import type { FieldRules } from '../rules/validator';

// Saved question variables; the card editor fills date1.date_range and histogram_bucket.value.
export type CardVariables = {
  date1?: { date_range?: string };
  histogram_bucket?: { value?: Grain };
} & Record<string, unknown>;

// Spec §3 collection question.
export type CollectionCard = {
  id: string;
  phrase: string;
  type: string;
  datasource_id: string;
  account_id: string;
  interval: RefreshInterval;
  variables: CardVariables;
};

export type CardInput = Omit<CollectionCard, 'account_id' | 'interval' | 'variables'> & {
  account_id?: string;
  interval?: number;
  variables?: CardVariables;
};

const refreshInterval = (value: unknown): Violation | undefined =>
  isRefreshInterval(value)
    ? undefined
    : { messageKey: 'validation.one_of', params: { choices: '0, 10, 15, 20, 30, 60' } };

export const cardRules: FieldRules = {
  id: [required],
  phrase: [required],
  type: [required],
  datasource_id: [required],
  interval: [refreshInterval],
  histogram: [oneOf(['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'])],
};

export function normaliseCard(input: CardInput): CollectionCard {
  return {
    id: input.id,
    phrase: normalisePhrase(input.phrase ?? ''),
    type: (input.type ?? '').trim(),
    datasource_id: (input.datasource_id ?? '').trim(),
    account_id: (input.account_id ?? '').trim(),
    interval: (input.interval ?? 0) as RefreshInterval,
    variables: input.variables ?? {},
  };
}

// The spec's "card already in a collection": the same question on the same source and account.
// Only these four fields decide it, so a client can tell from a collection summary too.
export type QuestionIdentity = Pick<
  CollectionCard,
  'phrase' | 'type' | 'datasource_id' | 'account_id'
>;

export function sameQuestion(a: QuestionIdentity, b: QuestionIdentity): boolean {
  return (
    samePhrase(a.phrase, b.phrase) &&
    a.type === b.type &&
    a.datasource_id === b.datasource_id &&
    a.account_id === b.account_id
  );
}
