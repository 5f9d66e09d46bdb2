import type { AnswerCard, CardColumn } from '@parley/domain';

export type ColumnKind = 'value' | 'previous' | 'percent' | 'change';

export const previousPrefix = 'Previous_';
export const percentSuffix = '__%';
export const changeSuffix = '__change';

// Comparison rows carry Previous_{col}, {col}__% and {col}__change beside each metric (ARCHITECTURE.md).
export function columnKind(key: string): ColumnKind {
  if (key.startsWith(previousPrefix)) return 'previous';
  if (key.endsWith(percentSuffix)) return 'percent';
  if (key.endsWith(changeSuffix)) return 'change';
  return 'value';
}

export function baseKey(key: string): string {
  if (key.startsWith(previousPrefix)) return key.slice(previousPrefix.length);
  if (key.endsWith(percentSuffix)) return key.slice(0, -percentSuffix.length);
  if (key.endsWith(changeSuffix)) return key.slice(0, -changeSuffix.length);
  return key;
}

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
