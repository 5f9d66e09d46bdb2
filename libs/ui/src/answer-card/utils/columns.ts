import { baseKey, columnKind } from '@parley/domain';
import type { AnswerCard, CardColumn, ColumnKind } from '@parley/domain';

export { baseKey, columnKind } from '@parley/domain';
export type { ColumnKind } from '@parley/domain';

export const previousPrefix = 'Previous_';
export const percentSuffix = '__%';
export const changeSuffix = '__change';

export type TableColumn = {
  key: string;
  label: string;
  kind: ColumnKind;
  numeric: boolean;
  column?: CardColumn;
};

// The table shows the declared columns in order, each followed by its comparison columns when rows carry them,
// then any other keys found in the rows.
export function tableColumns(card: Pick<AnswerCard, 'columns' | 'table'>): TableColumn[] {
  const keys = new Set<string>();
  const firstRow = card.table[0] ?? {};
  const rowKeys = Object.keys(firstRow);
  const ordered: string[] = [];
  const push = (key: string) => {
    if (!keys.has(key)) {
      keys.add(key);
      ordered.push(key);
    }
  };
  for (const column of card.columns) {
    push(column.key);
    for (const extra of [
      `${previousPrefix}${column.key}`,
      `${column.key}${percentSuffix}`,
      `${column.key}${changeSuffix}`,
    ]) {
      if (rowKeys.includes(extra)) push(extra);
    }
  }
  rowKeys.forEach(push);
  return ordered.map((key) => {
    const column = card.columns.find((c) => c.key === baseKey(key));
    const numeric = column
      ? column.role === 'metric'
      : card.table.some((row) => typeof row[key] === 'number');
    return {
      key,
      label: column?.label ?? baseKey(key),
      kind: columnKind(key),
      numeric: numeric || columnKind(key) !== 'value',
      ...(column ? { column } : {}),
    };
  });
}
