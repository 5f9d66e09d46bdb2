import type { Locale, Token } from '../text/normalize';
import { own } from '../text/normalize';
import type { RangeSpec, Unit } from './date-spec';
import { allPacks, languagePack } from './keywords';
import type { DateWords, PostfixDateWords } from './languages/language-pack';
import { stems } from './morphology';

export type DateMatch = { start: number; end: number; spec: RangeSpec };

// The calendar words of every language pack, merged: people mix languages in one question.
const CALENDARS = allPacks().map((p) => p.dates);
const WORDS = CALENDARS.map((c) => c.words);
// Later packs' entries win a word two packs both have.
const merged = <T>(tables: Record<string, T>[]): Record<string, T> =>
  Object.fromEntries(tables.flatMap((t) => Object.entries(t)));
const UNITS = merged(CALENDARS.map((c) => c.units));
const HOUR_WORDS = new Set(CALENDARS.flatMap((c) => c.hourWords));
const ORDINALS = merged(CALENDARS.map((c) => c.ordinals));
const TO_DATE_WORDS = merged(WORDS.map((w) => w.toDateWords));
const DECADE_ENDINGS = WORDS.flatMap((w) => w.decadeEndings);
const DECADE_SUFFIXES = WORDS.flatMap((w) => w.decadeSuffixes);
const CENTURY_WORDS = new Set(WORDS.flatMap((w) => w.centuryWords ?? []));
const ORDINAL_ENDINGS = new Set(WORDS.flatMap((w) => w.ordinalEndings ?? []));
// Longest look-backs worth reading as dates (ten years of days, a century of years).
const MAX_UNITS: Record<Unit, number> = {
  day: 3660,
  week: 520,
  month: 240,
  quarter: 80,
  half: 40,
  year: 100,
};
// A window of hours counts back from now itself; a year of hours is the longest worth reading.
const MAX_HOURS = 8784;

// A pack's phrases split into words once ("to date", "bu yana").
type Phrase = string[];
const split = new WeakMap<string[], Phrase[]>();
function phrases(list: string[]): Phrase[] {
  let found = split.get(list);
  if (!found) {
    found = list.map((p) => p.split(' '));
    split.set(list, found);
  }
  return found;
}

type Role = {
  [K in keyof DateWords]-?: DateWords[K] extends string[] ? K : never;
}[keyof DateWords];
const everyPackCache = new Map<Role, Phrase[]>();
// A role's phrases in every pack: a word before what it bounds reads the same in a mixed question.
function anyPack(role: Role): Phrase[] {
  let found = everyPackCache.get(role);
  if (!found) {
    found = WORDS.flatMap((w) => phrases(w[role]));
    everyPackCache.set(role, found);
  }
  return found;
}

// A list's phrases by their first word, once per list: every token of every question is tried
// against each list.
const byFirstWord = new WeakMap<Phrase[], Map<string, Phrase[]>>();
function startingWith(list: Phrase[], word: string): Phrase[] | undefined {
  let index = byFirstWord.get(list);
  if (!index) {
    index = new Map();
    for (const p of list) index.set(p[0], [...(index.get(p[0]) ?? []), p]);
    byFirstWord.set(list, index);
  }
  return index.get(word);
}

// How many tokens from i one of the phrases takes (the longest), 0 when none starts there.
function phraseAt(tokens: Token[], i: number, list: Phrase[]): number {
  const first = tokens[i];
  if (!first) return 0;
  let best = 0;
  for (const p of startingWith(list, first.norm) ?? [])
    if (p.length > best && p.every((w, n) => tokens[i + n]?.norm === w)) best = p.length;
  return best;
}

// Whether one of the phrases ends just before token i.
function phraseBefore(tokens: Token[], i: number, list: Phrase[]): boolean {
  return list.some(
    (p) => i - p.length >= 0 && p.every((w, n) => tokens[i - p.length + n]?.norm === w),
  );
}

export function numberAt(tokens: Token[], i: number, locale: Locale): number | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  if (t.isNumber && t.value !== undefined && Number.isInteger(t.value)) return t.value;
  const own_ = languagePack(locale).dates;
  const found = own(own_.numberWords, t.norm);
  // Another language's number words count too, unless they are ordinary words here ("on", "bir").
  if (found !== undefined || own_.notNumbers.includes(t.norm)) return found;
  for (const other of CALENDARS) {
    if (other === own_) continue;
    const n = own(other.numberWords, t.norm);
    if (n !== undefined) return n;
  }
  return undefined;
}

function unitAt(tokens: Token[], i: number, locale: Locale): Unit | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  for (const s of stems(t.norm, locale)) if (own(UNITS, s.base)) return own(UNITS, s.base);
  const half = languagePack(locale).dates.halfPrefix;
  if (half && t.norm.startsWith(half)) return 'half';
  return undefined;
}

function hourAt(tokens: Token[], i: number, locale: Locale): boolean {
  const t = tokens[i];
  return !!t && stems(t.norm, locale).some((s) => HOUR_WORDS.has(s.base));
}

function yearAt(tokens: Token[], i: number): number | undefined {
  const t = tokens[i];
  if (!t?.isNumber || !/^\d{4}$/.test(t.norm)) return undefined;
  const y = Number(t.norm);
  return y >= 1800 && y <= 2199 ? y : undefined;
}

function monthAt(tokens: Token[], i: number, locale: Locale): number | undefined {
  const t = tokens[i];
  if (!t || t.norm.length < 3) return undefined;
  const candidates = languagePack(locale).inflection
    ? [...stems(t.norm, locale).map((s) => s.base), t.norm]
    : [t.norm];
  for (const c of candidates)
    for (const calendar of CALENDARS) {
      // A shortened month is the word as written: "ara" is December, "arasında" is not.
      const shortened = c === t.norm && calendar.monthAbbreviations.includes(c.length);
      const month = calendar.months.findIndex((m) => m === c || (shortened && m.startsWith(c)));
      if (month >= 0) return month + 1;
    }
  return undefined;
}

type Found = { end: number; spec: RangeSpec } | undefined;
type Rule = (tokens: Token[], i: number, locale: Locale) => Found;

const relativeDay: Rule = (tokens, i) => {
  const today = phraseAt(tokens, i, anyPack('today'));
  if (today) return { end: i + today, spec: { kind: 'relativeDay', offset: 0 } };
  const yesterday = phraseAt(tokens, i, anyPack('yesterday'));
  if (yesterday) return { end: i + yesterday, spec: { kind: 'relativeDay', offset: -1 } };
  return undefined;
};

const lastN: Rule = (tokens, i, locale) => {
  let j = i + phraseAt(tokens, i, anyPack('articles'));
  const last = phraseAt(tokens, j, anyPack('last'));
  if (!last) return undefined;
  // j is the look-back word's last token: what it counts back starts after it.
  j += last - 1;
  const n = numberAt(tokens, j + 1, locale);
  // "last 6 hours", "son 6 saatte"; "the past hour", "son saatte" is one hour.
  if (n !== undefined && n > 0 && n <= MAX_HOURS && hourAt(tokens, j + 2, locale))
    return { end: j + 3, spec: { kind: 'lastHours', n } };
  if (hourAt(tokens, j + 1, locale)) return { end: j + 2, spec: { kind: 'lastHours', n: 1 } };
  if (n !== undefined && n > 0) {
    const unit = unitAt(tokens, j + 2, locale);
    if (unit && n <= MAX_UNITS[unit]) return { end: j + 3, spec: { kind: 'lastN', unit, n } };
    return undefined;
  }
  const unit = unitAt(tokens, j + 1, locale);
  if (unit) return { end: j + 2, spec: { kind: 'previous', unit } };
  return undefined;
};

// "yılbaşından bu yana", "ay başından beri": the period from its start until today.
function sinceStartOf(
  tokens: Token[],
  i: number,
  unit: Unit | undefined,
  postfix: PostfixDateWords,
): Found | 'not a date' {
  const startWords = tokens[i].norm.startsWith(postfix.yearStart)
    ? 1
    : unit && tokens[i + 1]?.norm.startsWith(postfix.periodStart)
      ? 2
      : 0;
  if (!startWords) return undefined;
  const since = phraseAt(tokens, i + startWords, phrases(postfix.since));
  if (!since) return 'not a date';
  return {
    end: i + startWords + since,
    spec: { kind: 'current', unit: startWords === 1 ? 'year' : (unit as Unit), toDate: true },
  };
}

const current: Rule = (tokens, i, locale) => {
  const t = tokens[i];
  if (!t) return undefined;
  const abbreviated = own(TO_DATE_WORDS, t.norm);
  if (abbreviated)
    return { end: i + 1, spec: { kind: 'current', unit: abbreviated, toDate: true } };
  const unit = unitAt(tokens, i, locale);
  // "year to date", "month-to-date"
  const toDate = unit ? phraseAt(tokens, i + 1, anyPack('toDate')) : 0;
  if (unit && toDate) return { end: i + 1 + toDate, spec: { kind: 'current', unit, toDate: true } };
  const postfix = languagePack(locale).dates.words.postfix;
  const started = postfix && sinceStartOf(tokens, i, unit, postfix);
  if (started) return started === 'not a date' ? undefined : started;
  const thisWord = phraseAt(tokens, i, anyPack('this'));
  if (thisWord) {
    const u = unitAt(tokens, i + thisWord, locale);
    if (!u) return undefined;
    const soFar = phraseAt(tokens, i + thisWord + 1, anyPack('soFar'));
    return {
      end: i + thisWord + 1 + soFar,
      spec: { kind: 'current', unit: u, toDate: soFar > 0 },
    };
  }
  const soFarThis = phraseAt(tokens, i, anyPack('soFarThis'));
  if (soFarThis) {
    const u = unitAt(tokens, i + soFarThis, locale);
    if (u) return { end: i + soFarThis + 1, spec: { kind: 'current', unit: u, toDate: true } };
  }
  return undefined;
};

// "Q3 2015", "third quarter of 2015", "H2 2015", "second half of 2015", "2015'in ikinci yarısı".
const partOfYear: Rule = (tokens, i, locale) => {
  const t = tokens[i];
  if (!t) return undefined;
  const qh = /^([qh])([1-4])$/.exec(t.norm);
  let kind: 'quarter' | 'half' | undefined;
  let n = 0;
  let k = i + 1;
  let yearFirst: number | undefined;
  if (qh) {
    kind = qh[1] === 'q' ? 'quarter' : 'half';
    n = Number(qh[2]);
  } else {
    let j = i;
    yearFirst = yearAt(tokens, j);
    if (yearFirst !== undefined) j++;
    j += phraseAt(tokens, j, anyPack('articles'));
    const ordinal =
      own(ORDINALS, tokens[j]?.norm ?? '') ??
      (tokens[j]?.isNumber && tokens[j + 1] ? tokens[j].value : undefined);
    const unit = unitAt(tokens, j + 1, locale);
    if (ordinal === undefined || (unit !== 'quarter' && unit !== 'half')) return undefined;
    kind = unit;
    n = ordinal;
    k = j + 2;
  }
  if ((kind === 'half' && n > 2) || n < 1 || n > 4) return undefined;
  k += phraseAt(tokens, k, anyPack('partOf'));
  const year = yearFirst ?? yearAt(tokens, k);
  if (yearFirst === undefined && year !== undefined) k++;
  return {
    end: k,
    spec:
      kind === 'quarter' ? { kind: 'quarter', quarter: n, year } : { kind: 'half', half: n, year },
  };
};

const monthYear: Rule = (tokens, i, locale) => {
  const month = monthAt(tokens, i, locale);
  if (month !== undefined) {
    // "may" and "march" are ordinary English words unless a year or "in" goes with them.
    const k = i + 1 + phraseAt(tokens, i + 1, anyPack('monthOf'));
    const year = yearAt(tokens, k);
    const ambiguous = languagePack(locale).dates.plainWordMonths.includes(tokens[i].norm);
    if (year === undefined && ambiguous && !phraseBefore(tokens, i, anyPack('monthContext')))
      return undefined;
    const day =
      tokens[k]?.isNumber && Number(tokens[k].value) <= 31 && yearAt(tokens, k + 1) !== undefined
        ? Number(tokens[k].value)
        : undefined;
    if (day !== undefined)
      return {
        end: k + 2,
        spec: { kind: 'day', year: yearAt(tokens, k + 1) as number, month, day },
      };
    if (year !== undefined) return { end: k + 1, spec: { kind: 'month', month, year } };
    return { end: i + 1, spec: { kind: 'month', month } };
  }
  if (
    languagePack(locale).dates.unitBeforeYear &&
    unitAt(tokens, i, locale) === 'year' &&
    yearAt(tokens, i + 1) !== undefined
  )
    return { end: i + 2, spec: { kind: 'year', year: yearAt(tokens, i + 1) as number } };
  const year = yearAt(tokens, i);
  if (year !== undefined) {
    const m = monthAt(tokens, i + 1, locale);
    if (m !== undefined) return { end: i + 2, spec: { kind: 'month', month: m, year } };
    // "2005 yılında", "2005 yılı"
    let end = i + 1;
    if (tokens[end] && unitAt(tokens, end, locale) === 'year') end++;
    return { end, spec: { kind: 'year', year } };
  }
  return undefined;
};

const isoDate: Rule = (tokens, i) => {
  const t = tokens[i];
  let m = t ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t.raw) : null;
  if (m)
    return {
      end: i + 1,
      spec: { kind: 'day', year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) },
    };
  m = t ? /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(t.raw) : null;
  if (m) {
    const year = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
    return { end: i + 1, spec: { kind: 'day', year, month: Number(m[1]), day: Number(m[2]) } };
  }
  return undefined;
};

// "the 1970s", "1970'ler": a decade.
const decade: Rule = (tokens, i) => {
  const t = tokens[i];
  const written = t ? /^(\d{3}0)(\p{L}+)$/u.exec(t.norm) : null;
  const suffixed =
    t?.isNumber &&
    /^\d{3}0$/.test(t.norm) &&
    DECADE_SUFFIXES.some((s) => (t.suffix ?? '').startsWith(s));
  const start =
    written && DECADE_ENDINGS.includes(written[2]) ? written[1] : suffixed ? t.norm : undefined;
  if (!start) return undefined;
  return yearsFrom(i + 1, Number(start), 10);
};

// "the 20th century", "20. yüzyılda": a century, the hundred years from its year ending in 00, as
// people count it (the 20th century is 1900–1999).
const century: Rule = (tokens, i, locale) => {
  const t = tokens[i];
  if (!t?.isNumber || !/^\d{1,2}$/.test(t.norm)) return undefined;
  const n = Number(t.norm);
  if (n < 1 || n > 30) return undefined;
  const at = ORDINAL_ENDINGS.has(tokens[i + 1]?.norm ?? '') ? i + 2 : i + 1;
  const word = tokens[at];
  if (!word || !stems(word.norm, locale).some((s) => CENTURY_WORDS.has(s.base))) return undefined;
  return yearsFrom(at + 1, (n - 1) * 100, 100);
};

// A span of whole years read up to `end`: a decade, a century.
function yearsFrom(end: number, from: number, count: number): Found {
  return {
    end,
    spec: {
      kind: 'between',
      from: { kind: 'year', year: from },
      to: { kind: 'year', year: from + count - 1 },
    },
  };
}

// "10 May 2025", "10 Mayıs 2025": the day before its month, as en-GB and Turkish write it.
const dayMonthYear: Rule = (tokens, i, locale) => {
  const day = dayAt(tokens, i);
  const month = day === undefined ? undefined : monthAt(tokens, i + 1, locale);
  const year = month === undefined ? undefined : yearAt(tokens, i + 2);
  if (day === undefined || month === undefined || year === undefined) return undefined;
  return { end: i + 3, spec: { kind: 'day', year, month, day } };
};

function dayAt(tokens: Token[], i: number): number | undefined {
  const t = tokens[i];
  const n = t?.isNumber && /^\d{1,2}$/.test(t.norm) ? Number(t.value) : undefined;
  return n !== undefined && n >= 1 && n <= 31 ? n : undefined;
}

// The first day of a span written without its year, which the second day carries: "between 10 May
// and 20 May 2025", "between March 1 and March 15 2025".
function dayWithoutYear(
  tokens: Token[],
  i: number,
  locale: Locale,
): { end: number; day: number; month: number } | undefined {
  const dayFirst = dayAt(tokens, i);
  if (dayFirst !== undefined) {
    const month = monthAt(tokens, i + 1, locale);
    if (month !== undefined) return { end: i + 2, day: dayFirst, month };
  }
  const month = monthAt(tokens, i, locale);
  const day = month === undefined ? undefined : dayAt(tokens, i + 1);
  if (month !== undefined && day !== undefined) return { end: i + 2, day, month };
  return undefined;
}

const SINGLE: Rule[] = [
  decade,
  century,
  isoDate,
  relativeDay,
  lastN,
  current,
  partOfYear,
  dayMonthYear,
  monthYear,
];

function single(tokens: Token[], i: number, locale: Locale): Found {
  for (const rule of SINGLE) {
    const found = rule(tokens, i, locale);
    if (found && found.end > i) return found;
  }
  return undefined;
}

// "between 2010 and 2015", "from 2010 to 2015", "since 2010", "before 2000", "2010'dan 2015'e", "2010'dan beri".
function span(tokens: Token[], i: number, locale: Locale): Found {
  const opening = phraseAt(tokens, i, anyPack('spanStart'));
  if (opening) {
    const open = dayWithoutYear(tokens, i + opening, locale);
    const openJoiner = open ? phraseAt(tokens, open.end, anyPack('spanJoiners')) : 0;
    if (open && openJoiner) {
      const b = single(tokens, open.end + openJoiner, locale);
      if (b?.spec.kind === 'day') {
        const from: RangeSpec = {
          kind: 'day',
          year: b.spec.year,
          month: open.month,
          day: open.day,
        };
        return { end: b.end, spec: { kind: 'between', from, to: b.spec } };
      }
    }
    // "between 10 and 20 March 2025": the first day takes the second's month and year.
    const bare = dayAt(tokens, i + opening);
    const bareJoiner =
      bare === undefined ? 0 : phraseAt(tokens, i + opening + 1, anyPack('spanJoiners'));
    if (bare !== undefined && bareJoiner) {
      const b = single(tokens, i + opening + 1 + bareJoiner, locale);
      if (b?.spec.kind === 'day' && bare < b.spec.day) {
        const from: RangeSpec = { ...b.spec, day: bare };
        return { end: b.end, spec: { kind: 'between', from, to: b.spec } };
      }
    }
    const a = single(tokens, i + opening, locale);
    const joiner = a ? phraseAt(tokens, a.end, anyPack('spanJoiners')) : 0;
    if (a && joiner) {
      const b = single(tokens, a.end + joiner, locale);
      if (b) return { end: b.end, spec: { kind: 'between', from: a.spec, to: b.spec } };
    }
  }
  const since = phraseAt(tokens, i, anyPack('since'));
  const after = phraseAt(tokens, i, anyPack('after'));
  if (since || after) {
    const a = single(tokens, i + (since || after), locale);
    if (a)
      return {
        end: a.end,
        spec: since
          ? { kind: 'since', from: a.spec }
          : { kind: 'since', from: { kind: 'between', from: a.spec, to: a.spec } },
      };
  }
  const until = phraseAt(tokens, i, anyPack('until'));
  const before = phraseAt(tokens, i, anyPack('before'));
  if (until || before) {
    const a = single(tokens, i + (until || before), locale);
    if (a) return { end: a.end, spec: { kind: 'until', to: a.spec, inclusive: !before } };
  }
  const a = single(tokens, i, locale);
  if (!a) return undefined;
  const postfix = languagePack(locale).dates.words.postfix;
  const bounded = postfix && postfixSpan(tokens, a, locale, postfix);
  if (bounded) return bounded;
  if (tokens[a.end]?.dashBefore && yearAt(tokens, a.end) !== undefined && a.spec.kind === 'year') {
    const b = single(tokens, a.end, locale);
    if (b) return { end: b.end, spec: { kind: 'between', from: a.spec, to: b.spec } };
  }
  const yearJoiner = phraseAt(tokens, a.end, anyPack('yearJoiners'));
  if (yearJoiner && yearAt(tokens, a.end + yearJoiner) !== undefined) {
    const b = single(tokens, a.end + yearJoiner, locale);
    if (b) return { end: b.end, spec: { kind: 'between', from: a.spec, to: b.spec } };
  }
  return a;
}

// A span whose words follow its date a, in a language that writes them so: "2010'dan beri",
// "2015'e kadar", "2010'dan 2015'e", "2010 ile 2015 arasında", "2010 sonrası", "2010 öncesi".
function postfixSpan(
  tokens: Token[],
  a: { end: number; spec: RangeSpec },
  locale: Locale,
  words: PostfixDateWords,
): Found {
  const suffix = tokens[a.end - 1]?.suffix ?? '';
  const from = words.fromSuffixes.includes(suffix);
  const since = from ? phraseAt(tokens, a.end, phrases(words.since)) : 0;
  if (since) return { end: a.end + since, spec: { kind: 'since', from: a.spec } };
  const until = words.toSuffixes.includes(suffix)
    ? phraseAt(tokens, a.end, phrases(words.until))
    : 0;
  if (until) return { end: a.end + until, spec: { kind: 'until', to: a.spec, inclusive: true } };
  const joiner = from ? 0 : phraseAt(tokens, a.end, phrases(words.joiners));
  const b = from || joiner ? single(tokens, a.end + joiner, locale) : undefined;
  const closer = b ? phraseAt(tokens, b.end, phrases(words.closers)) : 0;
  if (b && (from || closer))
    return { end: b.end + closer, spec: { kind: 'between', from: a.spec, to: b.spec } };
  const after = phraseAt(tokens, a.end, phrases(words.after));
  if (after)
    return {
      end: a.end + after,
      spec: { kind: 'since', from: { kind: 'between', from: a.spec, to: a.spec } },
    };
  const before = phraseAt(tokens, a.end, phrases(words.before));
  if (before) return { end: a.end + before, spec: { kind: 'until', to: a.spec, inclusive: false } };
  return undefined;
}

// The date a question's tokens say from each token does not depend on which tokens are still free:
// read once per tokens, language and token, for every segmentation of those tokens, and gone with them.
const spans = new WeakMap<Token[], Map<Locale, Map<number, Found>>>();
function spanOf(tokens: Token[], i: number, locale: Locale): Found {
  let byLocale = spans.get(tokens);
  if (!byLocale) spans.set(tokens, (byLocale = new Map<Locale, Map<number, Found>>()));
  let found = byLocale.get(locale);
  if (!found) byLocale.set(locale, (found = new Map<number, Found>()));
  if (found.has(i)) return found.get(i);
  const date = span(tokens, i, locale);
  found.set(i, date);
  return date;
}

export function findDates(
  tokens: Token[],
  locale: Locale,
  free: (i: number) => boolean,
): DateMatch[] {
  const out: DateMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    const found = spanOf(tokens, i, locale);
    if (!found) continue;
    let end = found.end;
    while (end > i + 1 && !free(end - 1)) end--;
    out.push({ start: i, end, spec: found.spec });
    i = end - 1;
  }
  return out;
}
