import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, startOfMonth } from 'date-fns';

// Digests: daily, weekly, monthly; the strategy report: weekly, monthly, bi-monthly, quarterly.
export type DeliveryFrequency = 'daily' | 'weekly' | 'monthly' | 'bi-monthly' | 'quarterly';

export type Occurrence = {
  // The instant of the local delivery hour (DST included: 07:00 local is 07:00 on both sides).
  at: Date;
  // The local calendar day it belongs to: one run per key, whatever the instance or retry.
  periodKey: string;
};

const MONTHS_BETWEEN: Partial<Record<DeliveryFrequency, number>> = {
  monthly: 1,
  'bi-monthly': 2,
  quarterly: 3,
};

export function validTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

// Whether a local day (y, m, d) is a delivery day of the frequency.
function isDeliveryDay(day: TZDate, frequency: DeliveryFrequency): boolean {
  if (frequency === 'daily') return true;
  // ISO weeks: the weekly mail starts the week, on Monday.
  if (frequency === 'weekly') return day.getDay() === 1;
  const months = MONTHS_BETWEEN[frequency] ?? 1;
  return day.getDate() === 1 && day.getMonth() % months === 0;
}

/** The latest delivery moment at or before `now` in the person's time zone. */
export function latestOccurrence(
  now: Date,
  timeZone: string,
  frequency: DeliveryFrequency,
  hour: number,
): Occurrence {
  const zone = validTimeZone(timeZone);
  const local = new TZDate(now.getTime(), zone);
  let day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, zone);
  if (day.getTime() > now.getTime()) day = addDays(day, -1);
  // At most a quarter back (92 days) for the rarest frequency.
  if (frequency !== 'daily' && frequency !== 'weekly') {
    const months = MONTHS_BETWEEN[frequency] ?? 1;
    let month = startOfMonth(day);
    while (month.getMonth() % months !== 0) month = addMonths(month, -1);
    day = new TZDate(month.getFullYear(), month.getMonth(), 1, hour, 0, 0, zone);
  } else {
    while (!isDeliveryDay(day, frequency)) day = addDays(day, -1);
  }
  // Re-anchor at the hour: addDays keeps the wall-clock time across a DST change.
  const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, zone);
  return { at: new Date(at.getTime()), periodKey: format(at, 'yyyy-MM-dd') };
}

/** The period a report covers: the one that ended at its delivery moment (local days). */
export function reportPeriod(
  occurrence: Occurrence,
  timeZone: string,
  frequency: DeliveryFrequency,
): { from: string; to: string } {
  const zone = validTimeZone(timeZone);
  const at = new TZDate(occurrence.at.getTime(), zone);
  const end = addDays(at, -1);
  const start =
    frequency === 'weekly' || frequency === 'daily'
      ? addDays(at, frequency === 'weekly' ? -7 : -1)
      : addMonths(at, -(MONTHS_BETWEEN[frequency] ?? 1));
  return { from: format(start, 'yyyy-MM-dd'), to: format(end, 'yyyy-MM-dd') };
}
