import type { Grain } from '@parley/domain';
import { looksLikeYear, nameWords } from '../../model/humanize';
import type { Dimension, SemanticModel } from '../../model/semantic-model';
import { PERIOD_COLUMNS } from '../pack-patterns';

// What the model's columns are for a reading: the grain a time column is kept at, the measure that
// counts rows, the column that names each row.

export function naturalGrain(d: Dimension): Grain | undefined {
  if (d.timeKind === 'year') return undefined;
  const name = nameWords(d.column).join(' ');
  if (looksLikeYear(d.column)) return 'yearly';
  return PERIOD_COLUMNS.find(([re]) => re.test(name))?.[1] ?? 'daily';
}

export function rowsMetric(model: SemanticModel): string {
  return model.metrics.find((m) => m.expression.kind === 'rows')?.id ?? 'count';
}

// Label column of an entity table ("Name" of cars, "Title" of movies) for "which car ...".
// Without one, the text column with the most values ("which stock" → symbol).
export function nameDimension(model: SemanticModel): Dimension | undefined {
  return model.dimensions
    .filter((d) => d.kind === 'categorical' && !d.numeric)
    .sort((a, b) => (b.distinct ?? 0) - (a.distinct ?? 0))[0];
}

// The column that names the rows one by one, where one tells most of them apart ("the heaviest
// penguin" of a table with only species and islands has no name: its weight is the answer).
export function rowNames(model: SemanticModel): Dimension | undefined {
  const d = nameDimension(model);
  return d && (d.distinct ?? 0) >= 0.5 * Math.min(model.rowCount, 200_000) ? d : undefined;
}

// A column whose values name each row (Account, Order ID): said bare, it is the row noun.
export function isRowId(model: SemanticModel, d: Dimension | undefined): boolean {
  if (!d || d.kind !== 'categorical' || d.numeric || !d.distinct || model.rowCount < 20)
    return false;
  // distinct counts are estimates (HyperLogLog), a few percent off.
  return d.distinct >= 0.75 * Math.min(model.rowCount, 200_000);
}
