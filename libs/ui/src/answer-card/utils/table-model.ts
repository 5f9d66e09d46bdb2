import { seriesView, wantsCompactNumbers } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import { formatCell, tableFoot } from '../table/cell-format';
import { tableColumns } from './columns';
import type { TableColumn } from './columns';

type Translate = (key: string, options?: Record<string, string>) => string;

export type TableModel = {
  head: string[];
  body: string[][];
  foot: string[] | null;
  numeric: boolean[];
};

export function columnHeader(column: TableColumn, t: Translate): string {
  if (column.kind === 'previous') return t('ui.table.previous', { name: column.label });
  if (column.kind === 'percent') return t('ui.table.percent', { name: column.label });
  if (column.kind === 'change') return t('ui.table.change', { name: column.label });
  return column.label;
}

// The card's whole table as text, every row, as the screen formats it: what an exported page
// prints (the screen's table scrolls; a page must not).
export function tableModel(
  shown: Pick<AnswerCard, 'columns' | 'table'> &
    Partial<Pick<AnswerCard, 'query' | 'chart' | 'series'>>,
  locale: string,
  t: Translate,
): TableModel {
  const card = seriesView(shown);
  const columns = tableColumns(card);
  const options = { locale, compact: wantsCompactNumbers(card.table) };
  const foot = tableFoot(card, columns, options, t);
  return {
    head: columns.map((c) => columnHeader(c, t)),
    body: card.table.map((row) => columns.map((c) => formatCell(card, row, c, options))),
    foot: foot
      ? columns.map((c, i) => (i === 0 && !c.numeric ? foot.label : (foot.cells[c.key] ?? '')))
      : null,
    numeric: columns.map((c) => c.numeric),
  };
}
