// The locales every surface formats for. Anything else reads as en-US, so a card never fails to render.
export type FormatLocale = 'en-US' | 'en-GB' | 'tr';

export function formatLocale(locale: string | undefined): FormatLocale {
  const tag = (locale ?? '').toLowerCase();
  if (tag === 'tr' || tag.startsWith('tr-')) return 'tr';
  if (tag === 'en-gb' || tag === 'en-ie' || tag === 'en-au' || tag === 'en-in') return 'en-GB';
  return 'en-US';
}

// The BCP 47 tag Intl needs ('tr' alone would do, 'tr-TR' pins the region's conventions).
export function intlTag(locale: string | undefined): string {
  const l = formatLocale(locale);
  return l === 'tr' ? 'tr-TR' : l;
}

export type PluralForms = { one: string; other: string };

// English has "1 row" / "2 rows"; Turkish keeps the noun singular after a number ("2 satır"), and
// Intl.PluralRules knows both, so the caller only supplies the forms.
export function plural(count: number, forms: PluralForms, locale: string | undefined): string {
  const rule = new Intl.PluralRules(intlTag(locale)).select(count);
  const text = rule === 'one' ? forms.one : forms.other;
  return text.replace(/\{count\}/g, new Intl.NumberFormat(intlTag(locale)).format(count));
}
