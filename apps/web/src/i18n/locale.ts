import { DEFAULT_LOCALE, LOCALES, pickLocale } from '@parley/domain';
import type { Locale } from '@parley/domain';

export type { Locale };
export const locales = LOCALES;
export const fallbackLocale: Locale = DEFAULT_LOCALE;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// Spec §1: a stored choice wins; otherwise the domain rule (exact, then prefix, then en-US) reads the browser.
export function chooseLocale(
  stored: string | null | undefined,
  browser: readonly string[],
): Locale {
  return isLocale(stored) ? stored : pickLocale(browser);
}
