import type { CardColumn } from '@parley/domain';

export const compactFrom = 1000;
const compactTableThreshold = 10000;

// Spec §9: compact numbers when the table has more than 3 columns and its first row holds a value above 10000.
export function wantsCompactNumbers(table: readonly Record<string, unknown>[]): boolean {
  const first = table[0];
  if (!first || Object.keys(first).length <= 3) return false;
  return Object.values(first).some(
    (v) => typeof v === 'number' && Math.abs(v) > compactTableThreshold,
  );
}

export type NumberStyle = {
  compact?: boolean;
  column?: Pick<CardColumn, 'format' | 'currency'>;
  maximumFractionDigits?: number;
};

// Compact formatting applies from 1000 up; smaller numbers keep their digits.
export function formatNumber(value: number, locale: string, style: NumberStyle = {}): string {
  const { compact = false, column, maximumFractionDigits = 2 } = style;
  const options: Intl.NumberFormatOptions = { maximumFractionDigits };
  if (column?.format === 'currency' && column.currency)
    Object.assign(options, {
      style: 'currency',
      currency: column.currency,
      minimumFractionDigits: Math.min(2, maximumFractionDigits),
    });
  if (column?.format === 'percent')
    Object.assign(options, { style: 'percent', maximumFractionDigits: 1 });
  if (compact && Math.abs(value) >= compactFrom)
    Object.assign(options, {
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatDuration(seconds: number, locale: string): string {
  const fmt = (n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0, minimumIntegerDigits: 2 }).format(n);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return h > 0 ? `${h}:${fmt(m)}:${fmt(s)}` : `${m}:${fmt(s)}`;
}
