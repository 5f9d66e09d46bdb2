import i18next from 'i18next';
import type { Resource } from 'i18next';
import { API_MESSAGES, messageTree } from '@parley/domain';
import type { ApiMessageLanguage } from '@parley/domain';
import { DIGEST_MESSAGES } from '../mail/digest-messages';
import { MAIL_MESSAGES } from '../mail/mail-messages';
import type { Locale } from './locale';

export type ServerLanguage = ApiMessageLanguage;
export type ServerNamespace = 'translation' | 'mail' | 'digest';

export const languageOf = (locale: Locale): ServerLanguage => (locale === 'tr' ? 'tr' : 'en');

/**
 * The API process's one i18next instance: the message keys it answers with (libs/domain, shared
 * with the web app) in the default namespace, the sign-in mails' wording (apps/api/src/mail) in
 * `mail`, the digest and report mails' in `digest`.
 * Interpolation and plural forms (`_one`/`_other`, by Intl.PluralRules) are i18next's.
 */
export const serverI18n = i18next.createInstance();

const resources: Resource = {
  en: {
    translation: messageTree(API_MESSAGES.en),
    mail: MAIL_MESSAGES.en,
    digest: DIGEST_MESSAGES.en,
  },
  tr: {
    translation: messageTree(API_MESSAGES.tr),
    mail: MAIL_MESSAGES.tr,
    digest: DIGEST_MESSAGES.tr,
  },
};

void serverI18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: ['translation', 'mail', 'digest'],
  defaultNS: 'translation',
  // Resources are in memory: ready when init returns, before the first request.
  initAsync: false,
  // Several spec messages are literal sentences, not keys; a colon in one is no namespace.
  nsSeparator: false,
  // Texts go into JSON, plain-text mails and pages that escape at the point of use.
  interpolation: { escapeValue: false },
  // A value not given leaves nothing, not its placeholder, in a text a person reads.
  missingInterpolationHandler: () => '',
  returnNull: false,
});

/** Wording a module owns that depends on its configuration (body limits), added at start-up. */
export function registerMessages(
  language: ServerLanguage,
  messages: Record<string, string>,
  namespace: ServerNamespace = 'translation',
): void {
  serverI18n.addResources(language, namespace, messages);
}

// Unknown keys are returned as they are: several spec messages are literal sentences.
export function translate(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return serverI18n.t(key, { ...params, lng: languageOf(locale) });
}
