import { allPacks } from './keywords';

// Patterns built from the words of every language pack, for what is read the same whichever
// language the question is in: column names, ordinals, share words.
const every = (pick: (p: ReturnType<typeof allPacks>[number]) => readonly string[]) => [
  ...new Set(allPacks().flatMap(pick)),
];
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: readonly string[]) => words.map(escape).join('|');
// Beginnings of words; a word of two letters or fewer ("to") only whole, so "total" is no "to".
const wordStarts = (words: readonly string[]) =>
  new RegExp(`\\b(${words.map((w) => (w.length <= 2 ? `${escape(w)}\\b` : escape(w))).join('|')})`);

const suffixes = every((p) => p.ordinalSuffixes);
// "90th", "3.": a number said as an ordinal; "th" said apart from its number.
export const ORDINAL = new RegExp(`^(\\d{1,2})(${anyOf(suffixes)}|\\.)?$`);
export const ORDINAL_SUFFIX = new RegExp(`^(${anyOf(suffixes)})$`);
export const PERCENT_SHARE = new RegExp(`^(${anyOf(every((p) => p.percentWords))})`);
export const FROM_COLUMN = wordStarts(every((p) => p.columnWords.from));
export const TO_COLUMN = wordStarts(every((p) => p.columnWords.to));
export const AMOUNT_COLUMN = new RegExp(`\\b(${anyOf(every((p) => p.columnWords.amount))})\\b`);
export const REVENUE_COLUMN = new RegExp(`\\b(${anyOf(every((p) => p.columnWords.revenue))})\\b`);
export const TOTAL_COLUMN = new RegExp(`\\b(${anyOf(every((p) => p.columnWords.total))})\\b`);
export const PERIOD_COLUMNS = (['monthly', 'weekly', 'quarterly'] as const).map(
  (grain) =>
    [new RegExp(`^(${anyOf(every((p) => p.columnWords.periods[grain] ?? []))})$`), grain] as const,
);
