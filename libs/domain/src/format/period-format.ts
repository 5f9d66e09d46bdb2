import type { CardColumn, CardQuery, Grain } from '../answer-card';
import { formatLocale, intlTag } from './format-locale';

// What a time bucket holds as the database returns it: a day, or a day and an hour.
const BUCKET =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

type Parts = { year: number; month: number; day: number; hour?: number };

function parse(value: string): Parts | undefined {
  const m = BUCKET.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day, ...(m[4] !== undefined ? { hour: Number(m[4]) } : {}) };
}

// Building an Intl formatter costs far more than formatting with it (a card formats every row).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateText(p: Parts, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${intlTag(locale)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(Date.UTC(p.year, p.month - 1, p.day, p.hour ?? 0));
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const QUARTER = { 'en-US': 'Q{q} {y}', 'en-GB': 'Q{q} {y}', tr: '{y} Ç{q}' } as const;
const WEEK = { 'en-US': 'Week of {d}', 'en-GB': 'Week of {d}', tr: '{d} haftası' } as const;

// A period bucket as people name it, in their locale: a month "Jan 2025" / "Oca 2025", a quarter
// "Q1 2025" / "2025 Ç1", a year "2025", a week "Week of Mar 3, 2025", a day "Mar 3, 2025" (en-GB
// "3 Mar 2025"), an hour "2025-03-03 14:00" — never the raw date the database groups by. A value that
// is no date reads as it is.
export function periodLabel(value: string, grain: Grain | undefined, locale: string): string {
  const p = parse(value);
  if (!p) return value;
  const l = formatLocale(locale);
  switch (grain) {
    case 'yearly':
      return String(p.year);
    case 'quarterly':
      return QUARTER[l]
        .replace('{q}', String(Math.ceil(p.month / 3)))
        .replace('{y}', String(p.year));
    case 'monthly':
      return dateText(p, locale, { month: 'short', year: 'numeric' });
    case 'weekly':
      return WEEK[l].replace('{d}', dateText(p, locale, DAY));
    case 'hourly':
      // 'YYYY-MM-DD HH:00' stays: the chart axis shortens it to the hour (axisLabels).
      return value;
    default:
      // A day, or a bucket whose grain the card does not say. An hour of the day stays as it is
      // ('YYYY-MM-DD HH:00'): the chart axis shortens it to the hour (axisLabels).
      return p.hour !== undefined && p.hour + Number(value.slice(14, 16) || 0) > 0
        ? value
        : dateText(p, locale, DAY);
  }
}

// "for March 2025", "on Mar 3, 2025": the preposition a sentence needs before a period label.
export function periodPreposition(grain: Grain | undefined, locale: string): string {
  if (formatLocale(locale) === 'tr') return '';
  return grain === 'daily' || grain === 'weekly' || grain === 'hourly' || grain === undefined
    ? 'on'
    : 'in';
}

const HOUR_BUCKET = /^\d{4}-\d{2}-\d{2} \d{2}:00$/;

// How time buckets read on a chart axis. Hourly buckets ('YYYY-MM-DD HH:00') are too long for a
// tick: the hour alone when all of them fall on one day, else month-day and hour. Other labels stay.
export function axisLabels(labels: readonly string[]): string[] {
  if (!labels.length || !labels.every((l) => HOUR_BUCKET.test(l))) return [...labels];
  const oneDay = labels.every((l) => l.slice(0, 10) === labels[0].slice(0, 10));
  return labels.map((l) => l.slice(oneDay ? 11 : 5));
}

// How a row's value in column `key` reads on an axis or in a table: the card's time column by
// its period name, anything else as it is.
export function cellLabel(
  card: { columns: readonly CardColumn[]; query?: Pick<CardQuery, 'grain'> },
  key: string,
  value: string | number | null | undefined,
  locale: string,
): string {
  const text = value === null || value === undefined ? '' : String(value);
  const time = card.columns.find((c) => c.key === key)?.role === 'time';
  return time ? periodLabel(text, card.query?.grain, locale) : text;
}
