import {
  cardFoot,
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

// The row under the table (libs/domain cardFoot): totals, measures over all rows, or a level's
// change from the first period to the last, with the words that name it.
export function tableFoot(
  card: TableCard,
  columns: readonly TableColumn[],
  options: CellFormatOptions,
  t: (key: string, params?: Record<string, string>) => string,
): { label: string; cells: Record<string, string> } | null {
  const foot = cardFoot(
    card,
    columns.map((c) => c.key),
  );
  if (!foot) return null;
  const time = card.columns.find((c) => c.role === 'time');
  const period = (value: string | number | undefined) =>
    time && value !== undefined
      ? formatCardCell(card, { [time.key]: value }, time.key, options)
      : '';
  const label =
    foot.kind === 'change'
      ? t('ui.table.change_over', { from: period(foot.from), to: period(foot.to) })
      : t(`ui.table.${foot.kind}`);
  const cells = Object.fromEntries(
    columns.map((c) => {
      const value = foot.values[c.key] ?? null;
      if (foot.kind !== 'change' || value === null) return [c.key, formatTotal(value, c, options)];
      return [
        c.key,
        formatValue(value, c.column, options.locale, { compact: options.compact, signed: true }),
      ];
    }),
  );
  return { label, cells };
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
