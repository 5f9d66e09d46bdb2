// Text folding shared by the model's lexicon and the question parser, so "Türkiye", "turkiye" and
// "TÜRKİYE" meet on one key and Turkish dotted/dotless i never splits a match.
export type Locale = 'en' | 'tr';

const FOLD: Record<string, string> = {
  ı: 'i',
  ğ: 'g',
  ş: 's',
  ç: 'c',
  ö: 'o',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

export function lower(text: string, locale: Locale): string {
  return text.toLocaleLowerCase(locale);
}

// Kept per text: the parse folds the same words (the question's, the data's names) many times, and
// locale-aware lowercasing is slow. Bounded: cleared when full.
const folded = new Map<string, string>();
const FOLDED_LIMIT = 50_000;

export function fold(text: string): string {
  const known = folded.get(text);
  if (known !== undefined) return known;
  const result = text
    .toLocaleLowerCase('tr')
    .replace(/[ığşçöüâîû]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  if (folded.size >= FOLDED_LIMIT) folded.clear();
  folded.set(text, result);
  return result;
}

export type Token = {
  raw: string;
  norm: string;
  index: number;
  // A Turkish case suffix written after an apostrophe ("2012'de", "Türkiye'nin").
  suffix?: string;
  isNumber: boolean;
  value?: number;
  dashBefore?: boolean;
  // A comma, full stop, colon or question mark stands between this token and the one before: a
  // clause ends there ("each department?, and order by the y axis").
  pause?: boolean;
};

const NUMBER = /^-?\d+(?:[.,]\d+)*$/;

function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  // "1,000" and "1.000" are thousands; "1.5" and "1,5" are decimals when one separator carries 1-2 digits.
  const groups = text.split(/[.,]/);
  if (groups.length > 1 && groups.slice(1).every((g) => g.length === 3))
    return Number(groups.join(''));
  return Number(text.replace(',', '.'));
}

export function tokenize(text: string): Token[] {
  const cleaned = text.normalize('NFC').slice(0, 2000);
  const pattern =
    /\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{3}0s\b|(?<![\p{L}\p{N}])-?\d+(?:[.,]\d+)*(?:['’`][\p{L}]+)?|[\p{L}\p{N}_]+(?:['’`][\p{L}]+)?|[<>]=?|=|%|\$|€|£/gu;
  // A name written as the data writes it ("job_id", "Body_Builder_ID") is its words: the column's
  // phrases and the question's meet word by word.
  const found = [...cleaned.matchAll(pattern)]
    .flatMap((match) => {
      if (!match[0].includes('_')) return [match];
      let at = match.index ?? 0;
      return match[0].split('_').flatMap((part) => {
        const piece = Object.assign([part], { index: at, input: cleaned }) as RegExpExecArray;
        at += part.length + 1;
        return part ? [piece] : [];
      });
    })
    .slice(0, 200);
  return found.map((match, index) => {
    const raw = match[0];
    // "2000-2005", "PG-13": the dash joins words; a range reads it as "to".
    const dashBefore = (match.index ?? 0) > 0 && cleaned[(match.index ?? 0) - 1] === '-';
    const previous = found[index - 1];
    const between = previous
      ? cleaned.slice((previous.index ?? 0) + previous[0].length, match.index ?? 0)
      : '';
    const pause = /[,.;:?!]/.test(between);
    const apostrophe = raw.search(/['’`]/);
    const base = apostrophe > 0 ? raw.slice(0, apostrophe) : raw;
    const suffix = apostrophe > 0 ? fold(raw.slice(apostrophe + 1)) : undefined;
    const value = parseNumber(base);
    return {
      raw,
      norm: fold(base),
      index,
      suffix,
      isNumber: value !== undefined,
      value,
      ...(dashBefore ? { dashBefore } : {}),
      ...(pause ? { pause } : {}),
    };
  });
}

export function words(text: string): string[] {
  return fold(text.replace(/([a-z])([A-Z])/g, '$1 $2'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// Lookup in a word table that never reaches Object.prototype ("constructor", "__proto__" are words too).
export function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
