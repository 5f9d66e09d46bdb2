import type { WeekStart } from '../parse/date-range';
import type { Locale } from '../text/normalize';
import { fold } from '../text/normalize';

const TURKISH_WORDS =
  /\b(ve|ile|gore|yilinda|yillara|aylara|toplam|ortalama|kac|hangi|en|son|gecen|bu|yil|ay|gun|icin|olan|sahip|nedir|ilk|sayisi|bazinda|saat|saate|saatlik|saatlere)\b/;

// The question's language: the caller's locale when given, else Turkish letters or words.
export function questionLocale(requested: string | undefined, phrase: string): Locale {
  if (requested) return requested.toLowerCase().startsWith('tr') ? 'tr' : 'en';
  if (/[ğışİĞŞ]/.test(phrase)) return 'tr';
  return TURKISH_WORDS.test(fold(phrase)) ? 'tr' : 'en';
}

// en-US weeks start on Sunday; en-GB and Turkish weeks on Monday.
export function weekStartOf(requested: string | undefined, locale: Locale): WeekStart {
  if (locale === 'tr') return 1;
  return requested && /^en-(us|ca|ph)$/i.test(requested) ? 0 : 1;
}
