import type { QuestionVariables } from './ask-question.command';

const GRAINS = new Set(['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly']);
const RANGE_KEY =
  /^(yesterday|last_\d+_(days|weeks|months|quarters|halves|years)|this_(week|month|quarter|half|year)|(week|month|quarter|half|year)_to_date)$/;

// A card's saved date range key (spec §9: last_30_days, this_month, ...) in the words the engine
// reads; it replaces whatever range the phrase names.
export function dateRangeWords(variables: QuestionVariables = {}): string | undefined {
  const key = variables.date_range?.trim();
  return key && RANGE_KEY.test(key) ? key.replace(/_/g, ' ') : undefined;
}

// The histogram grain (hourly … yearly) is said after the phrase, as a person would add it.
export function phraseWithGrain(phrase: string, variables: QuestionVariables = {}): string {
  const grain = variables.histogram;
  return grain && GRAINS.has(grain) ? `${phrase} ${grain}` : phrase;
}
