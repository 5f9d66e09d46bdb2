import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addHours,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import type { DateRange, RangeSpec, Unit } from './date-spec';

export type WeekStart = 0 | 1;
type Span = { start: Date; end: Date };

// Dates are calendar days: computed in UTC so the machine's time zone never moves a boundary.
export function utcDay(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new TZDate(y, m - 1, d, 'UTC');
}

export function isoDay(date: Date): string {
  return new TZDate(date, 'UTC').toISOString().slice(0, 10);
}

// "Now" as an instant, read as UTC like every date here. A date alone (a fixed "today") stands for
// the end of that day, so "last 6 hours" of a fixed day are its last six hours.
function utcInstant(iso: string): Date {
  if (iso.length <= 10) return addDays(utcDay(iso), 1);
  return new Date(`${iso.slice(0, 19)}Z`);
}

function isoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}

function startOfHalf(date: Date): Date {
  const year = startOfYear(date);
  return date.getMonth() >= 6 ? addMonths(year, 6) : year;
}

export function startOfUnit(date: Date, unit: Unit, weekStart: WeekStart): Date {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date, { weekStartsOn: weekStart });
    case 'month':
      return startOfMonth(date);
    case 'quarter':
      return startOfQuarter(date);
    case 'half':
      return startOfHalf(date);
    case 'year':
      return startOfYear(date);
  }
}

export function addUnits(date: Date, unit: Unit, n: number): Date {
  switch (unit) {
    case 'day':
      return addDays(date, n);
    case 'week':
      return addWeeks(date, n);
    case 'month':
      return addMonths(date, n);
    case 'quarter':
      return addQuarters(date, n);
    case 'half':
      return addMonths(date, 6 * n);
    case 'year':
      return addYears(date, n);
  }
}

// A period named without its year ("March", "Q3") is the latest one that has started by now.
function latest(now: Date, make: (year: number) => Span): Span {
  const span = make(now.getFullYear());
  return span.start > now ? make(now.getFullYear() - 1) : span;
}

function calendar(year: number, month: number, months: number): Span {
  const start = new TZDate(year, month, 1, 'UTC');
  return { start, end: addMonths(start, months) };
}

function span(spec: RangeSpec, now: Date, weekStart: WeekStart): Span {
  const tomorrow = addDays(now, 1);
  switch (spec.kind) {
    case 'relativeDay': {
      const start = addDays(now, spec.offset);
      return { start, end: addDays(start, 1) };
    }
    case 'lastHours':
      // Only inside a span of days ("since the last 6 hours"): the whole days those hours touch.
      return { start: addDays(now, -Math.ceil(spec.n / 24)), end: tomorrow };
    case 'lastN': {
      // "last 30 days" ends today; "last 3 months" is this month and the two before it.
      if (spec.unit === 'day') return { start: addDays(now, 1 - spec.n), end: tomorrow };
      const current = startOfUnit(now, spec.unit, weekStart);
      return {
        start: addUnits(current, spec.unit, 1 - spec.n),
        end: addUnits(current, spec.unit, 1),
      };
    }
    case 'previous': {
      const current = startOfUnit(now, spec.unit, weekStart);
      return { start: addUnits(current, spec.unit, -1), end: current };
    }
    case 'current': {
      const start = startOfUnit(now, spec.unit, weekStart);
      return { start, end: spec.toDate ? tomorrow : addUnits(start, spec.unit, 1) };
    }
    case 'year':
      return calendar(spec.year, 0, 12);
    case 'month': {
      const { month, year } = spec;
      return year !== undefined
        ? calendar(year, month - 1, 1)
        : latest(now, (y) => calendar(y, month - 1, 1));
    }
    case 'quarter': {
      const { quarter, year } = spec;
      return year !== undefined
        ? calendar(year, (quarter - 1) * 3, 3)
        : latest(now, (y) => calendar(y, (quarter - 1) * 3, 3));
    }
    case 'half': {
      const { half, year } = spec;
      return year !== undefined
        ? calendar(year, (half - 1) * 6, 6)
        : latest(now, (y) => calendar(y, (half - 1) * 6, 6));
    }
    case 'day': {
      const start = new TZDate(spec.year, spec.month - 1, spec.day, 'UTC');
      return { start, end: addDays(start, 1) };
    }
    case 'between': {
      const a = span(spec.from, now, weekStart);
      const b = span(spec.to, now, weekStart);
      return { start: a.start < b.start ? a.start : b.start, end: a.end > b.end ? a.end : b.end };
    }
    case 'since':
      return { start: span(spec.from, now, weekStart).start, end: tomorrow };
    case 'until': {
      const to = span(spec.to, now, weekStart);
      return { start: new TZDate(1, 0, 1, 'UTC'), end: spec.inclusive ? to.end : to.start };
    }
  }
}

// nowIso: a date, or a date-time that only a window of hours reads to the second.
export function resolveRange(spec: RangeSpec, nowIso: string, weekStart: WeekStart): DateRange {
  if (spec.kind === 'lastHours') {
    const end = utcInstant(nowIso);
    return {
      start: isoDateTime(addHours(end, -spec.n)),
      end: isoDateTime(end),
      spec,
      time: { endInclusive: true },
    };
  }
  const { start, end } = span(spec, utcDay(nowIso), weekStart);
  return { start: isoDay(start), end: isoDay(end), spec };
}

// The unit a range is made of, so "the previous period" of March is February, not 31 days earlier.
function periodUnit(spec: RangeSpec): { unit: Unit; n: number } | undefined {
  switch (spec.kind) {
    case 'relativeDay':
    case 'day':
      return { unit: 'day', n: 1 };
    case 'lastN':
      return { unit: spec.unit, n: spec.n };
    case 'previous':
      return { unit: spec.unit, n: 1 };
    case 'current':
      return spec.toDate ? undefined : { unit: spec.unit, n: 1 };
    case 'year':
      return { unit: 'year', n: 1 };
    case 'month':
      return { unit: 'month', n: 1 };
    case 'quarter':
      return { unit: 'quarter', n: 1 };
    case 'half':
      return { unit: 'half', n: 1 };
    default:
      return undefined;
  }
}

// The same kind of period, moved back: 2015 → 2014, Q1 2015 → Q1 2014; others keep only their dates.
function shifted(spec: RangeSpec, years: number): RangeSpec {
  if (spec.kind === 'year') return { kind: 'year', year: spec.year - years };
  if (
    (spec.kind === 'month' || spec.kind === 'quarter' || spec.kind === 'half') &&
    spec.year !== undefined
  )
    return { ...spec, year: spec.year - years };
  return { kind: 'between', from: spec, to: spec };
}

// A window of hours moved back by its own length (or a year), as instants.
function movedHours(range: DateRange, move: (instant: Date) => Date, endInclusive: boolean) {
  return {
    start: isoDateTime(move(utcInstant(range.start))),
    end: isoDateTime(move(utcInstant(range.end))),
    spec: { kind: 'between' as const, from: range.spec, to: range.spec },
    time: { endInclusive },
  };
}

export function previousPeriod(range: DateRange): DateRange {
  if (range.time) {
    // The hours just before, ending where the current window starts (which that one counts).
    const length = utcInstant(range.end).getTime() - utcInstant(range.start).getTime();
    return movedHours(range, (instant) => new Date(instant.getTime() - length), false);
  }
  const moved = moveBack(range);
  const yearly =
    range.spec.kind === 'year'
      ? shifted(range.spec, 1)
      : { kind: 'between' as const, from: range.spec, to: range.spec };
  return { ...moved, spec: yearly };
}

function moveBack(range: DateRange): DateRange {
  const start = utcDay(range.start);
  const end = utcDay(range.end);
  const unit = periodUnit(range.spec);
  if (unit)
    return {
      start: isoDay(addUnits(start, unit.unit, -unit.n)),
      end: isoDay(addUnits(end, unit.unit, -unit.n)),
      spec: range.spec,
    };
  if (range.spec.kind === 'current' && range.spec.toDate) {
    // "month to date" against the same days of the previous month.
    const u = range.spec.unit;
    return {
      start: isoDay(addUnits(start, u, -1)),
      end: isoDay(addUnits(end, u, -1)),
      spec: range.spec,
    };
  }
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  return { start: isoDay(addDays(start, -days)), end: range.start, spec: range.spec };
}

export function samePeriodLastYear(range: DateRange): DateRange {
  if (range.time)
    return movedHours(
      range,
      (instant) => addYears(new TZDate(instant, 'UTC'), -1),
      range.time.endInclusive,
    );
  return {
    start: isoDay(addYears(utcDay(range.start), -1)),
    end: isoDay(addYears(utcDay(range.end), -1)),
    spec: shifted(range.spec, 1),
  };
}
