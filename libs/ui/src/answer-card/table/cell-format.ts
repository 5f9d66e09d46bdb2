import {
  cardTotals,
  formatCell as formatCardCell,
  formatPercent,
  formatValue,
} from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { TableColumn } from '../utils/columns';

export type TableCard = Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'query'>>;
export type CellFormatOptions = { locale: string; compact: boolean };

// One table cell as every surface shows it (libs/domain card-format): the web adds nothing of its own.
export function formatCell(
  card: TableCard,
  row: Record<string, unknown>,
  column: TableColumn,
  options: CellFormatOptions,
): string {
  return formatCardCell(card, row, column.key, options);
}

// The totals row (spec §9): additive measures summed, a ratio's total from its parts, rates none.
export function tableTotals(
  card: TableCard,
  columns: readonly TableColumn[],
): Record<string, number | null> | null {
  return cardTotals(
    card,
    columns.map((c) => c.key),
  );
}

export function formatTotal(
  value: number | null,
  column: TableColumn,
  options: CellFormatOptions,
): string {
  if (value === null) return '';
  if (column.kind === 'percent')
    return Number.isFinite(value)
      ? formatPercent(value, 100, options.locale, { signed: true })
      : '∞';
  return formatValue(value, column.column, options.locale, { compact: options.compact });
}
