import type { Grain } from '../answer-card';

export type RangeUnit = 'days' | 'weeks' | 'months' | 'quarters' | 'halves' | 'years';
export type PeriodUnit = 'week' | 'month' | 'quarter' | 'half' | 'year';

// Keys stored in a card's variables (date1.date_range) and understood by the question parser.
export type DateRangeKey =
  'yesterday' | `last_${number}_${RangeUnit}` | `this_${PeriodUnit}` | `${PeriodUnit}_to_date`;

export type CompareKey = 'previous_period' | 'previous_year';

export type SelectOption<V> = { label: string; value: V };

// Spec §9: the counts each "last N" choice offers.
export const LAST_N: Record<RangeUnit, readonly number[]> = {
  days: [2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 21, 28, 30, 45, 60, 90],
  weeks: [1, 2, 3, 4, 8],
  months: Array.from({ length: 24 }, (_, index) => index + 1),
  quarters: [1, 2, 3],
  halves: [1, 2],
  years: [1, 2, 3],
};

export const PERIOD_UNITS: readonly PeriodUnit[] = ['week', 'month', 'quarter', 'half', 'year'];

const SINGULAR: Record<RangeUnit, string> = {
  days: 'day',
  weeks: 'week',
  months: 'month',
  quarters: 'quarter',
  halves: 'half',
  years: 'year',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function lastLabel(n: number, unit: RangeUnit): string {
  return n === 1 ? `Last ${SINGULAR[unit]}` : `Last ${n} ${unit}`;
}

export const DATE_RANGE_OPTIONS: readonly SelectOption<DateRangeKey>[] = [
  { label: 'Yesterday', value: 'yesterday' },
  ...(Object.keys(LAST_N) as RangeUnit[]).flatMap((unit) =>
    LAST_N[unit].map((n): SelectOption<DateRangeKey> => ({
      label: lastLabel(n, unit),
      value: `last_${n}_${unit}`,
    })),
  ),
  ...PERIOD_UNITS.map((unit): SelectOption<DateRangeKey> => ({
    label: `This ${unit}`,
    value: `this_${unit}`,
  })),
  ...PERIOD_UNITS.map((unit): SelectOption<DateRangeKey> => ({
    label: `${capitalise(unit)} to date`,
    value: `${unit}_to_date`,
  })),
];

const DATE_RANGE_KEYS: ReadonlySet<string> = new Set(
  DATE_RANGE_OPTIONS.map((option) => option.value),
);

export function isDateRangeKey(value: string): value is DateRangeKey {
  return DATE_RANGE_KEYS.has(value);
}

export const COMPARE_OPTIONS: readonly SelectOption<CompareKey>[] = [
  { label: 'Previous period', value: 'previous_period' },
  { label: 'Last year', value: 'previous_year' },
];

export const HISTOGRAM_OPTIONS: readonly SelectOption<Grain>[] = [
  { label: 'Hourly', value: 'hourly' },
  { label: 'Daily', value: 'daily' },
  { label: 'Weekly', value: 'weekly' },
  { label: 'Monthly', value: 'monthly' },
  { label: 'Quarterly', value: 'quarterly' },
  { label: 'Yearly', value: 'yearly' },
];
