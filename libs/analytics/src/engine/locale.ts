import type { WeekStart } from '../parse/date-range';
import { languagePack, locales } from '../parse/keywords';
import type { Locale } from '../text/normalize';
import { fold, own } from '../text/normalize';

const signWords = new Map<Locale, RegExp | undefined>();
// Whether a question asked without a locale shows this language: its letters, or its common words.
function shows(locale: Locale, phrase: string): boolean {
  const { letters, words } = languagePack(locale).signs;
  if (letters.some((l) => phrase.includes(l))) return true;
  if (!signWords.has(locale))
    signWords.set(locale, words.length ? new RegExp(`\\b(${words.join('|')})\\b`) : undefined);
  return signWords.get(locale)?.test(fold(phrase)) ?? false;
}

// The question's language: the caller's locale when given, else the letters or words it shows.
export function questionLocale(requested: string | undefined, phrase: string): Locale {
  const known = locales();
  if (requested) return known.find((l) => requested.toLowerCase().startsWith(l)) ?? known[0];
  return known.find((l) => shows(l, phrase)) ?? known[0];
}

// A language's week start, unless the caller's region starts it on another day: en-US weeks start
// on Sunday, en-GB and Turkish weeks on Monday.
export function weekStartOf(requested: string | undefined, locale: Locale): WeekStart {
  const pack = languagePack(locale);
  const [, language, region] = /^([a-z]+)-([a-z]+)$/i.exec(requested ?? '') ?? [];
  if (language?.toLowerCase() !== locale) return pack.weekStart;
  return own(pack.regionWeekStarts, region.toLowerCase()) ?? pack.weekStart;
}
