import type { QuestionVariables } from './ask-question.command';

const GRAIN_WORDS: Record<string, string> = {
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};

// A card's saved variables (date1.date_range, histogram_bucket.value) override what its phrase
// says; the engine reads them as words appended to the phrase, the last range said winning.
export function phraseWithVariables(phrase: string, variables: QuestionVariables = {}): string {
  const words: string[] = [];
  const range = variables.date_range?.trim();
  if (range && /^(yesterday|last_\d+_(days|weeks|months|quarters|halves|years)|this_(week|month|quarter|half|year)|(week|month|quarter|half|year)_to_date)$/.test(range)) {
    words.push(range.replace(/_/g, ' '));
  }
  const grain = variables.histogram ? GRAIN_WORDS[variables.histogram] : undefined;
  if (grain) words.push(grain);
  return words.length ? `${phrase} ${words.join(' ')}` : phrase;
}
