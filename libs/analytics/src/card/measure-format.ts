import { formatValue } from '@parley/domain';
import type { NumberOptions, ValueStyle } from '@parley/domain';
import type { Row } from '../sources/duckdb-runner';
import type { PlanMetric } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { wordingOf } from './wording/wording';

// Numbers in the engine's sentences read as the card's cells do in the language's own tag.
export const numberLocale = (locale: Locale): string => wordingOf(locale).tag;

// Sums and counts add up across groups; averages, distinct counts, rates, ratios, percents and
// per-period figures do not, so the table and Alexa give them no summed total.
export function isAdditiveMetric(m: PlanMetric): boolean {
  const kind = m.expression.kind;
  return (
    (m.aggregation === 'sum' || m.aggregation === 'count') &&
    (kind === 'column' || kind === 'rows') &&
    !m.part &&
    !m.per &&
    m.format !== 'percent'
  );
}

// Which number means 100% for a percent measure, decided once here and carried on the column:
// the engine's rates, shares and flags are 0–100, a ratio says by its scale, and a percent column
// of the source by its values (0.0605 and 6.05 are both 6.05% in their columns).
export function percentBaseOf(m: PlanMetric, rows: readonly Row[]): 1 | 100 {
  const e = m.expression;
  if (m.part || e.kind === 'flag') return 100;
  if (e.kind === 'ratio') return e.scale === 100 ? 100 : 1;
  const values = rows.map((r) => r[m.key]).filter((v): v is number => typeof v === 'number');
  return values.length > 0 && values.every((v) => Math.abs(v) <= 1) ? 1 : 100;
}

export function measureStyle(m: PlanMetric, rows: readonly Row[]): ValueStyle {
  return {
    format: m.format,
    ...(m.format === 'currency' && m.currency ? { currency: m.currency } : {}),
    ...(m.format === 'percent' ? { percentBase: percentBaseOf(m, rows) } : {}),
  };
}

// A measure's value in a sentence, exactly as its table cell shows it; "—" when there is none.
export function measureText(
  m: PlanMetric,
  value: unknown,
  locale: Locale,
  rows: readonly Row[] = [],
  options: NumberOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return formatValue(value, measureStyle(m, rows), numberLocale(locale), options);
}
