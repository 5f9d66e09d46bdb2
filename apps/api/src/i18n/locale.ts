export type Locale = 'en-GB' | 'en-US' | 'tr';

// Exact match first, then the language prefix, then en-US (spec §1).
export function pickLocale(candidates: (string | undefined | null)[]): Locale {
  for (const raw of candidates) {
    if (!raw) continue;
    for (const part of raw.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase();
      if (!tag) continue;
      if (tag === 'en-gb') return 'en-GB';
      if (tag === 'en-us') return 'en-US';
      if (tag === 'tr' || tag.startsWith('tr-')) return 'tr';
      if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
    }
  }
  return 'en-US';
}
