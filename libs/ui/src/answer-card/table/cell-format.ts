import { periodLabel } from '@parley/domain';
import type { Grain } from '@parley/domain';
import type { TableColumn } from '../utils/columns';
import { baseKey } from '../utils/columns';
import { formatDuration, formatNumber } from '../utils/number-format';
import { formatPercent, percentCell } from '../utils/percent';

export type CellFormatOptions = {
  locale: string;
  compact: boolean;
  infinity: string;
  // The card's grain: its time column reads by period name ("Jan 2025").
  grain?: Grain;
};

function formatValue(value: number, column: TableColumn, options: CellFormatOptions): string {
  if (column.column?.format === 'duration') return formatDuration(value, options.locale);
  return formatNumber(value, options.locale, {
    compact: options.compact,
    ...(column.column ? { column: column.column } : {}),
  });
}

// How one table cell reads: numbers in the locale (compact when the table asks), percent changes with ∞.
export function formatCell(
  row: Record<string, unknown>,
  column: TableColumn,
  options: CellFormatOptions,
): string {
  const value = row[column.key];
  if (column.kind === 'percent')
    return formatPercent(percentCell(row, baseKey(column.key)), options.locale, options.infinity);
  if (typeof value === 'string')
    return column.column?.role === 'time'
      ? periodLabel(value, options.grain, options.locale)
      : value;
  if (typeof value !== 'number') return typeof value === 'boolean' ? String(value) : '';
  if (column.kind === 'change') {
    const text = formatValue(Math.abs(value), column, options);
    return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
  }
  return formatValue(value, column, options);
}

export function formatTotal(
  value: number | null,
  column: TableColumn,
  options: CellFormatOptions,
): string {
  if (value === null) return '';
  if (column.kind === 'percent') return formatPercent(value, options.locale, options.infinity);
  return formatValue(value, column, options);
}
