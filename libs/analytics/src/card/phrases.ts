import { formatValue, periodLabel } from '@parley/domain';
import type { DateRange, RangeSpec } from '../parse/date-spec';
import type { PlanGroup } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { wordingOf } from './wording/wording';

export function specLabel(spec: RangeSpec, locale: Locale): string | undefined {
  const w = wordingOf(locale);
  switch (spec.kind) {
    case 'relativeDay':
      return w.relativeDay(spec.offset);
    case 'lastN':
      return w.lastN(spec.n, spec.unit);
    case 'lastHours':
      return w.lastHours(spec.n);
    case 'previous':
      return w.previousUnit(spec.unit);
    case 'current':
      return w.currentUnit(spec.unit, !!spec.toDate);
    case 'year':
      return String(spec.year);
    case 'month': {
      const name = w.months[spec.month - 1];
      return spec.year ? `${name} ${spec.year}` : name;
    }
    case 'quarter':
      return `${spec.year ? `${spec.year} ` : ''}Q${spec.quarter}`;
    case 'half':
      return w.half(spec.half, spec.year);
    default:
      return undefined;
  }
}

// A window of hours to the minute, its end without the date when both fall on one day.
function hoursLabel(range: DateRange, locale: Locale): string {
  const [start, end] = [range.start, range.end].map((t) => t.slice(0, 16).replace('T', ' '));
  const dates = `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
  const named = specLabel(range.spec, locale);
  return named ? `${named} (${dates})` : dates;
}

// A computed range (the period before, last year's) that is exactly a calendar month, quarter or
// year, by name: "February 2026", "2025 Q4", "2025" rather than "2026-02-01 – 2026-02-28".
function wholePeriod(range: DateRange): RangeSpec | undefined {
  const m = /^(\d{4})-(\d{2})-01$/.exec(range.start);
  const e = /^(\d{4})-(\d{2})-01$/.exec(range.end);
  if (!m || !e) return undefined;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  const months = (Number(e[1]) - y) * 12 + Number(e[2]) - mo;
  if (months === 1) return { kind: 'month', month: mo, year: y };
  if (months === 3 && (mo - 1) % 3 === 0)
    return { kind: 'quarter', quarter: (mo + 2) / 3, year: y };
  if (months === 12 && mo === 1) return { kind: 'year', year: y };
  return undefined;
}

export function rangeLabel(range: DateRange, locale: Locale): string {
  if (range.time) return hoursLabel(range, locale);
  const period = wholePeriod(range);
  const periodName = period ? specLabel(period, locale) : undefined;
  if (periodName && specLabel(range.spec, locale) === undefined) return periodName;
  const last = new Date(Date.parse(range.end) - 86_400_000).toISOString().slice(0, 10);
  // Days by name in the reader's language ("Oct 1, 2026"), a whole month by its name.
  const day = (d: string) => periodLabel(d, 'daily', wordingOf(locale).tag);
  const dates =
    periodName ?? (range.start === last ? day(range.start) : `${day(range.start)} – ${day(last)}`);
  const named = specLabel(range.spec, locale);
  if (
    ['year', 'month', 'quarter', 'half'].includes(range.spec.kind) &&
    'year' in range.spec &&
    range.spec.year !== undefined
  )
    return named ?? dates;
  if (range.spec.kind === 'year') return named ?? dates;
  if (range.start.startsWith('0001')) return wordingOf(locale).until(day(last));
  return named ? `${named} (${dates})` : dates;
}

// A plain number or an amount of money in a sentence, as the card's cells show it (libs/domain).
export function formatNumber(
  value: number | null | undefined,
  locale: Locale,
  currency?: string,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatValue(
    value,
    currency ? { format: 'currency', currency } : undefined,
    wordingOf(locale).tag,
  );
}

// A group's value as a sentence says it: a month "Jan 2025" / "Oca 2025", a quarter "Q1 2025", a
// day "Nov 24, 2026" — the labels the web and mail cards show, never the raw bucket date.
export function groupValue(group: PlanGroup, value: unknown, locale: Locale): string {
  const text = String(value);
  return group.dimension.kind === 'time' && !group.cycle
    ? periodLabel(text, group.grain, wordingOf(locale).tag)
    : text;
}
