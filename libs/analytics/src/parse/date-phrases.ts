import type { Locale, Token } from '../text/normalize';
import { own } from '../text/normalize';
import type { RangeSpec, Unit } from './date-spec';
import { languagePack } from './keywords';
import { stems } from './morphology';

export type DateMatch = { start: number; end: number; spec: RangeSpec };

// The calendar words of every language pack, merged: people mix languages in one question.
const EN = languagePack('en').dates;
const TR = languagePack('tr').dates;
const UNITS: Record<string, Unit> = { ...EN.units, ...TR.units };
const HOUR_WORDS = new Set([...EN.hourWords, ...TR.hourWords]);
const ORDINALS: Record<string, number> = { ...EN.ordinals, ...TR.ordinals };
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
export function numberAt(tokens: Token[], i: number, locale: Locale): number | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  if (t.isNumber && t.value !== undefined && Number.isInteger(t.value)) return t.value;
  const own_ = languagePack(locale).dates;
  const other = languagePack(locale === 'en' ? 'tr' : 'en').dates;
  // Another language's number words count too, unless they are ordinary words here ("on", "bir").
  return (
    own(own_.numberWords, t.norm) ??
    (own_.notNumbers.includes(t.norm) ? undefined : own(other.numberWords, t.norm))
  );
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
  for (const c of candidates) {
    const en = EN.months.findIndex(
      (m) => m === c || (c.length >= 3 && c.length <= 4 && m.startsWith(c.replace(/\.$/, ''))),
    );
    if (en >= 0) return en + 1;
    const tr = TR.months.findIndex((m) => m === c || (c.length === 3 && m.startsWith(c)));
    if (tr >= 0) return tr + 1;
  }
  return undefined;
}

type Found = { end: number; spec: RangeSpec } | undefined;
type Rule = (tokens: Token[], i: number, locale: Locale) => Found;

const is = (t: Token | undefined, ...words: string[]) => !!t && words.includes(t.norm);

const relativeDay: Rule = (tokens, i) => {
  const t = tokens[i];
  if (is(t, 'today', 'bugun')) return { end: i + 1, spec: { kind: 'relativeDay', offset: 0 } };
  if (is(t, 'yesterday', 'dun')) return { end: i + 1, spec: { kind: 'relativeDay', offset: -1 } };
  return undefined;
};

const lastN: Rule = (tokens, i, locale) => {
  let j = i;
  if (is(tokens[j], 'the')) j++;
  if (!is(tokens[j], 'last', 'past', 'previous', 'prior', 'son', 'gecen', 'onceki', 'gectigimiz'))
    return undefined;
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

const current: Rule = (tokens, i, locale) => {
  const t = tokens[i];
  if (is(t, 'ytd')) return { end: i + 1, spec: { kind: 'current', unit: 'year', toDate: true } };
  if (is(t, 'mtd')) return { end: i + 1, spec: { kind: 'current', unit: 'month', toDate: true } };
  if (is(t, 'qtd')) return { end: i + 1, spec: { kind: 'current', unit: 'quarter', toDate: true } };
  if (is(t, 'wtd')) return { end: i + 1, spec: { kind: 'current', unit: 'week', toDate: true } };
  const unit = unitAt(tokens, i, locale);
  // "year to date", "month-to-date"
  if (unit && is(tokens[i + 1], 'to') && is(tokens[i + 2], 'date'))
    return { end: i + 3, spec: { kind: 'current', unit, toDate: true } };
  // "yılbaşından bu yana", "ay başından beri"
  if (locale === 'tr') {
    const startWord = tokens[i]?.norm.startsWith('yilbasi')
      ? 1
      : unit && tokens[i + 1]?.norm.startsWith('basi')
        ? 2
        : 0;
    if (startWord) {
      const u: Unit = startWord === 1 ? 'year' : (unit as Unit);
      let k = i + startWord;
      if (is(tokens[k], 'bu') && is(tokens[k + 1], 'yana')) k += 2;
      else if (is(tokens[k], 'beri')) k += 1;
      else return undefined;
      return { end: k, spec: { kind: 'current', unit: u, toDate: true } };
    }
  }
  if (is(t, 'this', 'current', 'bu', 'icinde', 'mevcut')) {
    const u = unitAt(tokens, i + 1, locale);
    if (!u) return undefined;
    const toDate = is(tokens[i + 2], 'so') && is(tokens[i + 3], 'far');
    return { end: i + 2 + (toDate ? 2 : 0), spec: { kind: 'current', unit: u, toDate } };
  }
  if (is(t, 'so') && is(tokens[i + 1], 'far') && is(tokens[i + 2], 'this')) {
    const u = unitAt(tokens, i + 3, locale);
    if (u) return { end: i + 4, spec: { kind: 'current', unit: u, toDate: true } };
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
    if (is(tokens[j], 'the')) j++;
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
  if (is(tokens[k], 'of', 'in')) k++;
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
    let k = i + 1;
    if (is(tokens[k], 'of')) k++;
    const year = yearAt(tokens, k);
    const ambiguous = languagePack(locale).dates.plainWordMonths.includes(tokens[i].norm);
    if (year === undefined && ambiguous && !is(tokens[i - 1], 'in', 'of', 'during', 'since', 'for'))
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
  const en = t ? /^(\d{3})0s$/.exec(t.norm) : null;
  const tr =
    t?.isNumber && /^\d{3}0$/.test(t.norm) && /^(ler|lar)/.test(t.suffix ?? '')
      ? t.norm.slice(0, 3)
      : undefined;
  const start = en ? en[1] : tr;
  if (!start) return undefined;
  const from = Number(`${start}0`);
  return {
    end: i + 1,
    spec: {
      kind: 'between',
      from: { kind: 'year', year: from },
      to: { kind: 'year', year: from + 9 },
    },
  };
};

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
  const t = tokens[i];
  if (is(t, 'between', 'from')) {
    const open = dayWithoutYear(tokens, i + 1, locale);
    if (open && is(tokens[open.end], 'and', 'to', 'through', 'until', 'till')) {
      const b = single(tokens, open.end + 1, locale);
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
    const a = single(tokens, i + 1, locale);
    if (a && is(tokens[a.end], 'and', 'to', 'through', 'until', 'till')) {
      const b = single(tokens, a.end + 1, locale);
      if (b) return { end: b.end, spec: { kind: 'between', from: a.spec, to: b.spec } };
    }
  }
  if (is(t, 'since', 'after')) {
    const a = single(tokens, i + 1, locale);
    if (a)
      return {
        end: a.end,
        spec: is(t, 'since')
          ? { kind: 'since', from: a.spec }
          : { kind: 'since', from: { kind: 'between', from: a.spec, to: a.spec } },
      };
  }
  if (is(t, 'before', 'until', 'till', 'through')) {
    const a = single(tokens, i + 1, locale);
    if (a) return { end: a.end, spec: { kind: 'until', to: a.spec, inclusive: !is(t, 'before') } };
  }
  const a = single(tokens, i, locale);
  if (!a) return undefined;
  if (locale === 'tr') {
    const suffix = tokens[a.end - 1]?.suffix ?? '';
    const from = /^(dan|den|tan|ten)$/.test(suffix);
    if (from && is(tokens[a.end], 'beri'))
      return { end: a.end + 1, spec: { kind: 'since', from: a.spec } };
    if (from && is(tokens[a.end], 'bu') && is(tokens[a.end + 1], 'yana'))
      return { end: a.end + 2, spec: { kind: 'since', from: a.spec } };
    if (/^(a|e|ya|ye)$/.test(suffix) && is(tokens[a.end], 'kadar'))
      return { end: a.end + 1, spec: { kind: 'until', to: a.spec, inclusive: true } };
    const b =
      from || is(tokens[a.end], 'ile', 've')
        ? single(tokens, a.end + (from ? 0 : 1), locale)
        : undefined;
    if (b && (from || is(tokens[b.end], 'arasinda', 'arasi', 'arasindaki'))) {
      return {
        end: b.end + (is(tokens[b.end], 'arasinda', 'arasi', 'arasindaki') ? 1 : 0),
        spec: { kind: 'between', from: a.spec, to: b.spec },
      };
    }
    if (is(tokens[a.end], 'sonrasi', 'sonrasinda', 'sonra'))
      return {
        end: a.end + 1,
        spec: { kind: 'since', from: { kind: 'between', from: a.spec, to: a.spec } },
      };
    if (is(tokens[a.end], 'oncesi', 'oncesinde', 'once'))
      return { end: a.end + 1, spec: { kind: 'until', to: a.spec, inclusive: false } };
  }
  if (tokens[a.end]?.dashBefore && yearAt(tokens, a.end) !== undefined && a.spec.kind === 'year') {
    const b = single(tokens, a.end, locale);
    if (b) return { end: b.end, spec: { kind: 'between', from: a.spec, to: b.spec } };
  }
  if (is(tokens[a.end], 'to') && yearAt(tokens, a.end + 1) !== undefined) {
    const b = single(tokens, a.end + 1, locale);
    if (b) return { end: b.end, spec: { kind: 'between', from: a.spec, to: b.spec } };
  }
  return a;
}

export function findDates(
  tokens: Token[],
  locale: Locale,
  free: (i: number) => boolean,
): DateMatch[] {
  const out: DateMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    const found = span(tokens, i, locale);
    if (!found) continue;
    let end = found.end;
    while (end > i + 1 && !free(end - 1)) end--;
    out.push({ start: i, end, spec: found.spec });
    i = end - 1;
  }
  return out;
}
