import i18next from 'i18next';
import { plural } from '../../model/humanize';
import type { Locale } from '../../text/normalize';
import { EN_WORDING } from './locales/en';
import { TR_WORDING } from './locales/tr';

/**
 * The ask engine's own i18next instance (one per process, like the API's server messages): the
 * answer's words per language in the `wording` namespace, interpolation and plural forms
 * (`_one`/`_other`, ordinals `_ordinal_*`, by Intl.PluralRules) by i18next.
 */
export const wordingI18n = i18next.createInstance();

export const WORDING_CATALOGUES = { en: EN_WORDING, tr: TR_WORDING } as const;

void wordingI18n.init({
  resources: {
    en: { wording: EN_WORDING },
    tr: { wording: TR_WORDING },
  },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: ['wording'],
  defaultNS: 'wording',
  // Resources are in memory: ready when init returns, before the first card is worded.
  initAsync: false,
  // Sentences hold colons ("Mostly: …"); no key is namespaced.
  nsSeparator: false,
  // Cards are JSON the clients escape where they show it; a column named "R&D" stays "R&D".
  interpolation: { escapeValue: false },
  // Each call makes its own list and number formatter: a cache keyed by every value of every
  // sentence would only grow in a long-running process.
  cacheInBuiltFormats: false,
  returnNull: false,
});

// English grammar that is code by nature, named in the English catalogue as formatters
// (`{{noun, lower, plural}}`): the words they act on come from the data (column and group names).
const FORMATTERS: Record<string, (value: string) => string> = {
  lower: (value) => value.toLowerCase(),
  // "product" → "products", "category" → "categories": a data noun after a count other than 1.
  plural: (value) => plural(value),
  // "China's", "Fossil Fuels'".
  possessive: (value) => (/s$/i.test(value) ? `${value}'` : `${value}'s`),
  // "a region", "an order".
  article: (value) => `${/^[aeiou]/.test(value) ? 'an' : 'a'} ${value}`,
  // "Churned" → "Churn" (rate).
  ratestem: (value) => value.replace(/(ed|d)$/i, ''),
};
// The formatters a catalogue may name: these and i18next's own `list` (Intl.ListFormat).
export const WORDING_FORMATS = [...Object.keys(FORMATTERS), 'list'];
for (const [name, format] of Object.entries(FORMATTERS)) {
  wordingI18n.services.formatter?.add(name, (value) => format(String(value)));
}

// A catalogue key with its values ("range.lastN", { count: 3, unit: 'months' }) in one language.
export type Say = (key: string, values?: Record<string, unknown>) => string;

export function sayIn(locale: Locale): Say {
  const t = wordingI18n.getFixedT(locale);
  return (key, values) => t(key, values ?? {});
}

// A list the catalogue holds as one (month names).
export function listIn(locale: Locale, key: string): string[] {
  return wordingI18n.t(key, { lng: locale, returnObjects: true }) as string[];
}
