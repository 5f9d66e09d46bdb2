import i18next from 'i18next';

// The catalogues are what is read here; the components' style sheets, which Jest cannot load, are not.
jest.mock('../../../../libs/ui/src/styles/ui.css', () => ({}));
jest.mock('../../../../libs/ui/src/styles/answer-card.css', () => ({}));
import { API_MESSAGES } from '@parley/domain';
import type { ApiMessageLanguage } from '@parley/domain';
import { locales } from './locale';
import type { Locale } from './locale';
import { messagesFor } from './resources';
import type { MessageTree } from './define-messages';

function flatKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatKeys(value, `${prefix}${key}.`),
  );
}

const languageOf = (locale: Locale): ApiMessageLanguage => (locale === 'tr' ? 'tr' : 'en');

// The API answers with message keys (errors, OAuth callbacks, refused links); the web translates
// them with its own i18next. Both sides are checked key by key, in every interface locale.
describe('the web’s and the server’s message keys', () => {
  it.each(locales)('are at parity in %s', (locale) => {
    const web = new Set(flatKeys(messagesFor(locale)));
    const server = Object.keys(API_MESSAGES[languageOf(locale)]);
    expect(server.filter((key) => !web.has(key))).toEqual([]);
  });

  it('hold the same keys in English and Turkish on the server', () => {
    expect(Object.keys(API_MESSAGES.tr).sort()).toEqual(Object.keys(API_MESSAGES.en).sort());
  });

  it.each([
    ['en-US', 'This data source is not set up on this server.'],
    ['tr', 'Bu veri kaynağı bu sunucuda kurulu değil.'],
  ] as const)('read a server key as words in %s, plurals included', async (locale, words) => {
    const t = i18next.createInstance();
    await t.init({
      lng: locale,
      resources: { [locale]: { translation: messagesFor(locale) } },
      interpolation: { escapeValue: false },
    });
    expect(t.t('datastore.not_configured')).toBe(words);
    expect(t.t('login.slow_down', { count: 1 })).not.toBe(t.t('login.slow_down', { count: 5 }));
  });
});
