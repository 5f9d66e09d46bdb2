import type { Aggregation, SemanticModel } from '../model/semantic-model';
import { looksLikeIdentifier, looksLikeYear, nameWords } from '../model/humanize';
import type { Row } from '../sources/duckdb-runner';
import type { PlanMetric, QueryPlan } from '../sql/query-plan';

// Aggregations that answer with one of the column's own values (or one between two): the latest
// year is a year, the largest id an id. A sum, an average or a count of them is an amount.
const PICKS = new Set<Aggregation>(['min', 'max', 'median', 'percentile']);

// Last words that make a column's name a code's ("Zip Code", "Store Id", "Posta Kodu", "Sipariş No"); the model's
// own test (looksLikeIdentifier) reads whole names ("zip", "fips", "customer_id").
const CODE_TAIL = new Set([
  'id',
  'code',
  'zip',
  'zipcode',
  'postcode',
  'fips',
  'uuid',
  'sku',
  'kod',
  'kodu',
  'no',
]);

// Calendar years as a column of years holds them (the model's own bounds for a year column).
const YEAR_MIN = 1000;
const YEAR_MAX = 2300;

const numbers = (rows: readonly Row[], key: string): number[] =>
  rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));

// Whether a measure picks a label's value (the earliest founding year, the largest zip code): its
// column is named as years are and holds years, or is an id or a code. Such a value names a year or
// a thing, so the card shows it as its column reads ("2005"), never as an amount ("2,005").
export function isLabelMeasure(
  m: PlanMetric,
  rows: readonly Row[],
  model?: Pick<SemanticModel, 'metrics'>,
): boolean {
  const e = m.expression;
  if (e.kind !== 'column' || !PICKS.has(m.aggregation) || m.per || m.perEach || m.part)
    return false;
  if (m.format === 'currency' || m.format === 'percent' || m.format === 'duration') return false;
  const words = nameWords(e.column);
  const values = numbers(rows, m.key);
  if (words.some((w) => looksLikeYear(w)))
    return values.every((v) => v >= YEAR_MIN && v <= YEAR_MAX);
  const metric = model?.metrics.find(
    (x) => x.expression.kind === 'column' && x.expression.column === e.column,
  );
  const coded =
    !!metric?.identifier ||
    looksLikeIdentifier(e.column) ||
    CODE_TAIL.has(words[words.length - 1] ?? '');
  // A code is a whole number; a fractional value is some amount named like one.
  return coded && values.every((v) => Number.isInteger(v));
}

// The plan as the card shows it: label measures formatted as labels in the table, the sentence,
// the chart and every channel that reads the card.
export function withLabelMeasures(
  plan: QueryPlan,
  rows: readonly Row[],
  model?: Pick<SemanticModel, 'metrics'>,
): QueryPlan {
  if (!plan.metrics.some((m) => isLabelMeasure(m, rows, model))) return plan;
  return {
    ...plan,
    metrics: plan.metrics.map((m) =>
      isLabelMeasure(m, rows, model) ? { ...m, format: 'label' as const, currency: undefined } : m,
    ),
  };
}
