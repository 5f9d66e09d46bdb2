import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readString } from '../lib/storage/local-storage';
import { storageKeys } from '../lib/storage/storage-keys';
import { chooseLocale, locales } from './locale';
import type { Locale } from './locale';
import { messagesFor } from './resources';

export function initialLocale(): Locale {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return chooseLocale(readString(storageKeys.language), browser);
}

export async function initI18n(): Promise<Locale> {
  const locale = initialLocale();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...locales],
    resources: Object.fromEntries(locales.map((l) => [l, { translation: messagesFor(l) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return locale;
}

export { currentLocale, setLocale } from './active-locale';
