import { addDays, addMonths, format, parseISO, startOfISOWeek, startOfMonth } from 'date-fns';
import type { DeliveryFrequency } from '../digests/schedule/delivery-schedule';

// The period a strategy report speaks of: the last complete period of its frequency that has
// data (issue 29). Days are local calendar days written yyyy-MM-dd; nothing here reads a clock.
export type ReportPeriod = {
  from: string;
  to: string;
  // false: the period the schedule names (the one that just ended) has data; true: the data
  // stops earlier, so the report speaks of the latest complete period it holds.
  latest: boolean;
};

const MONTHS: Partial<Record<DeliveryFrequency, number>> = {
  monthly: 1,
  'bi-monthly': 2,
  quarterly: 3,
};

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The period of the frequency that holds `date` (ISO weeks; months, two-month and quarter blocks from January). */
export function periodContaining(
  date: string,
  frequency: DeliveryFrequency,
): { from: string; to: string } {
  const at = parseISO(date);
  if (frequency === 'daily') return { from: date, to: date };
  if (frequency === 'weekly') {
    const start = startOfISOWeek(at);
    return { from: day(start), to: day(addDays(start, 6)) };
  }
  const months = MONTHS[frequency] ?? 1;
  let start = startOfMonth(at);
  while (start.getMonth() % months !== 0) start = addMonths(start, -1);
  return { from: day(start), to: day(addDays(addMonths(start, months), -1)) };
}

/** The period of the same frequency just before this one. */
export function periodBefore(
  period: { from: string },
  frequency: DeliveryFrequency,
): { from: string; to: string } {
  return periodContaining(day(addDays(parseISO(period.from), -1)), frequency);
}

/**
 * scheduled: the period the run covers (the one that ended at its delivery moment); lastDay: the
 * latest day the data holds a row for. A period is complete when the data reaches its last day;
 * the period holding the data's last day is taken only if that day ends it. No data: none.
 */
export function periodWithData(
  frequency: DeliveryFrequency,
  scheduled: { from: string; to: string },
  lastDay: string | undefined,
): ReportPeriod | undefined {
  if (!lastDay) return undefined;
  if (lastDay >= scheduled.to) return { ...scheduled, latest: false };
  const holding = periodContaining(lastDay, frequency);
  const period = lastDay === holding.to ? holding : periodBefore(holding, frequency);
  return { ...period, latest: true };
}

/** The words the engine reads as exactly this period ("in October 2026", "between 3 Nov 2026 and 9 Nov 2026"). */
export function periodPhrase(period: { from: string; to: string }, frequency: DeliveryFrequency) {
  const from = parseISO(period.from);
  const to = parseISO(period.to);
  if (frequency === 'monthly') return `in ${format(from, 'MMMM yyyy')}`;
  if (frequency === 'quarterly')
    return `in Q${Math.floor(from.getMonth() / 3) + 1} ${format(from, 'yyyy')}`;
  if (period.from === period.to) return `on ${format(from, 'd MMM yyyy')}`;
  return `between ${format(from, 'd MMM yyyy')} and ${format(to, 'd MMM yyyy')}`;
}

// The trend behind the period, in buckets that end exactly where the period ends: the last four
// weeks by day for a weekly report (a week's first day differs by country, a day does not), the
// last twelve months by month otherwise.
export type TrendSpan = { grain: 'day' | 'month'; from: string; to: string };

export function trendSpan(
  period: { from: string; to: string },
  frequency: DeliveryFrequency,
): TrendSpan {
  const end = parseISO(period.to);
  if (frequency === 'weekly' || frequency === 'daily')
    return { grain: 'day', from: day(addDays(end, -27)), to: period.to };
  return { grain: 'month', from: day(addMonths(startOfMonth(end), -11)), to: period.to };
}

export function trendPhrase(span: TrendSpan): string {
  return `by ${span.grain} between ${format(parseISO(span.from), 'd MMM yyyy')} and ${format(parseISO(span.to), 'd MMM yyyy')}`;
}
