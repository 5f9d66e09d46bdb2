import type { AnswerCard, CardColumn } from './answer-card';

// Comparison rows of an answer card carry, beside each metric column, the previous value, the
// percent change and the absolute change (ARCHITECTURE.md answer card).
export function comparisonKeys(column: string): {
  previous: string;
  percent: string;
  change: string;
} {
  return { previous: `Previous_${column}`, percent: `${column}__%`, change: `${column}__change` };
}

// Spec §9: rounded down; infinite growth from 0 to a positive value; 0 when both are 0.
export function percentChange(previous: number, current: number): number {
  if (previous === 0) {
    if (current === 0) return 0;
    return current > 0 ? Infinity : -Infinity;
  }
  return Math.floor(((current - previous) / Math.abs(previous)) * 100);
}

// Spec §9 CSV export: Revenue__% → "Revenue %", Revenue__change → "Revenue Change %",
// Previous_Revenue → "Previous Revenue".
export function csvHeader(key: string): string {
  if (key.endsWith('__%')) return `${key.slice(0, -3)} %`;
  if (key.endsWith('__change')) return `${key.slice(0, -8)} Change %`;
  if (key.startsWith('Previous_')) return `Previous ${key.slice(9)}`;
  return key;
}

// Whether a column is one of the comparison columns beside a metric, not a measure of its own.
export function isComparisonColumn(key: string): boolean {
  return key.startsWith('Previous_') || key.endsWith('__%') || key.endsWith('__change');
}

// The measure a person asked about: the card's first metric column that is not a comparison
// column (the report's movers, the spoken answer).
export function primaryMetric(card: Pick<AnswerCard, 'columns'>): CardColumn | undefined {
  return card.columns.find((c) => c.role === 'metric' && !isComparisonColumn(c.key));
}
