import type { TableColumn } from './columns';
import { baseKey } from './columns';
import { percentChange } from './percent';

export const totalsMinRows = 2;
export const totalsDecimals = 2;

function round(value: number): number {
  const f = 10 ** totalsDecimals;
  return Math.round(value * f) / f;
}

function sum(rows: readonly Record<string, unknown>[], key: string): number | null {
  const numbers = rows
    .map((r) => r[key])
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) : null;
}

// Spec §9: a totals row only from 2 rows, numbers to 2 decimals; a percent column's total is the change of the
// summed current against the summed previous, never a sum of percents.
export function columnTotals(
  rows: readonly Record<string, unknown>[],
  columns: readonly TableColumn[],
): Record<string, number | null> | null {
  if (rows.length < totalsMinRows) return null;
  const totals: Record<string, number | null> = {};
  for (const column of columns) {
    if (!column.numeric) continue;
    if (column.kind === 'percent') {
      const current = sum(rows, baseKey(column.key));
      const previous = sum(rows, `Previous_${baseKey(column.key)}`);
      totals[column.key] =
        current !== null && previous !== null ? percentChange(current, previous) : null;
    } else {
      const total = sum(rows, column.key);
      totals[column.key] = total === null ? null : round(total);
    }
  }
  return totals;
}
