import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES } from '@parley/domain';
import { fill, moreRows } from '../mail/digest-words';
import { serverI18n, translate } from './server-messages';

// Every `new ApiError(status, 'a.key')` of the API's own code, read from its source.
function keysThrown(dir: string): string[] {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const key of keysThrown(path)) found.add(key);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
      for (const match of readFileSync(path, 'utf8').matchAll(
        /ApiError\(\s*\d+,\s*'([a-z_]+\.[a-z_.]+)'/g,
      ))
        found.add(match[1]);
    }
  }
  return [...found].sort();
}

describe('the API’s i18next instance', () => {
  it('has the wording of every key the API throws, in English and Turkish', () => {
    const thrown = keysThrown(join(__dirname, '..'));
    expect(thrown.length).toBeGreaterThan(40);
    for (const language of ['en', 'tr'] as const) {
      const missing = thrown.filter(
        (key) => !serverI18n.exists(key, { lng: language, fallbackLng: false }),
      );
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('serves every key of the shared catalogue in both languages, none left as the key', () => {
    for (const key of Object.keys(API_MESSAGES.en)) {
      const base = key.replace(/_(one|other)$/, '');
      expect(translate(base, 'en-US', { count: 2 })).not.toBe(base);
      expect(translate(base, 'tr', { count: 2 })).not.toBe(base);
    }
  });

  it('interpolates with i18next and picks plural forms by the language’s rules', () => {
    expect(translate('datastore.table_not_found', 'en-GB', { table: 'orders' })).toBe(
      'The table orders was not found in this database.',
    );
    expect(translate('login.slow_down', 'en-US', { count: 1 })).toContain('Wait 1 second and');
    expect(translate('login.slow_down', 'en-US', { count: 30 })).toContain('Wait 30 seconds and');
    // Turkish keeps the noun singular after a number.
    expect(translate('login.locked', 'tr', { count: 15 })).toContain('15 dakika duraklatıldı');
  });

  it('answers a literal sentence (a spec message, not a key) as it is, colons and all', () => {
    expect(translate('Question not found!', 'tr')).toBe('Question not found!');
    expect(translate('Failed: try again.', 'en-US')).toBe('Failed: try again.');
  });

  it('writes the sign-in mails in the person’s language', () => {
    expect(serverI18n.t('magic_link.subject', { ns: 'mail', lng: 'tr', brand: 'Parley' })).toBe(
      'Parley giriş bağlantınız',
    );
  });

  it('counts the rows a mail leaves out by i18next’s plural forms, digits grouped per language', () => {
    expect(moreRows(1, 'en-GB')).toBe('1 more row in the collection.');
    expect(moreRows(1234, 'en-US')).toBe('1,234 more rows in the collection.');
    expect(moreRows(1234, 'tr')).toBe('Koleksiyonda 1.234 satır daha var.');
    expect(serverI18n.t('card.more', { ns: 'mail', lng: 'en', count: 2, brand: 'Parley' })).toBe(
      '2 more rows in Parley.',
    );
  });

  it('fills a mail wording with i18next’s interpolator, a missing value leaving nothing', () => {
    expect(fill('{{brand}} digest: {{name}}', { brand: 'Parley' })).toBe('Parley digest: ');
  });
});
