import type { Locale } from '../i18n/locale';
import { languageOf, serverI18n } from '../i18n/server-messages';
import { DIGEST_MESSAGES, FREQUENCY_WORDS } from './digest-messages';
import type { DigestWords } from './digest-messages';

export { languageOf, FREQUENCY_WORDS };
export type { DigestWords };

export const digestWords = (locale: Locale): DigestWords => DIGEST_MESSAGES[languageOf(locale)];

// 'One more row' / '3 more rows' by i18next's plural forms, the count grouped the language's way.
export const moreRows = (count: number, locale: Locale): string =>
  serverI18n.t('more', { ns: 'digest', lng: languageOf(locale), count });

// A wording's `{{name}}`s filled by i18next's interpolator; a value not given leaves nothing.
export const fill = (text: string, params: Record<string, string | number>): string =>
  serverI18n.services.interpolator.interpolate(text, params, 'en', {});

export const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
