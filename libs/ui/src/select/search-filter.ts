export type SearchFilter = (text: string, query: string) => boolean;

function containsBy(collator: Intl.Collator, text: string, query: string): boolean {
  const whole = text.normalize('NFC');
  const part = query.normalize('NFC');
  for (let at = 0; at + part.length <= whole.length; at++) {
    if (collator.compare(whole.slice(at, at + part.length), part) === 0) return true;
  }
  return false;
}

// Case- and accent-insensitive "contains" in the interface language, and also in English, whose
// collation is the untailored one ('und' would fall back to the browser's language): Turkish collation keeps ü apart from u, yet "turk" should still find "Türkiye" (and
// "istanbul" finds "İstanbul" in every language). Blank space around the query is ignored.
export function searchFilter(locale: string): SearchFilter {
  const options: Intl.CollatorOptions = { usage: 'search', sensitivity: 'base' };
  const collators = [new Intl.Collator(locale, options), new Intl.Collator('en', options)];
  return (text, query) => {
    const wanted = query.trim();
    return wanted === '' || collators.some((collator) => containsBy(collator, text, wanted));
  };
}
