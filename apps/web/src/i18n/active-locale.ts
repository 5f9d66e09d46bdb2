import i18next from 'i18next';
import { writeString } from '../lib/storage/local-storage';
import { storageKeys } from '../lib/storage/storage-keys';
import { chooseLocale } from './locale';
import type { Locale } from './locale';

// The interface language in use, apart from the catalogues, so sign-in code can follow the profile
// without loading every screen's strings.
export function currentLocale(): Locale {
  return chooseLocale(i18next.language, []);
}

// A chosen language is stored, so it wins over the browser's next time (spec §1).
export async function setLocale(locale: Locale): Promise<void> {
  writeString(storageKeys.language, locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}
