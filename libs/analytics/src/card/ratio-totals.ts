import type { AnswerCard } from '@parley/domain';
import type { DataSource } from '../engine/data-source';
import type { Row } from '../sources/duckdb-runner';
import { buildQuery } from '../sql/sql-builder';
import type { PlanMetric, QueryPlan } from '../sql/query-plan';
import { isAdditiveMetric } from './measure-format';

// A rate, a ratio or an average has a total too, but never the sum of its rows: conversion rate
// over all devices is all conversions / all sessions. It is the same measure asked without the
// groups, so one more query of the source's own dialect gives it exactly.
function totalled(m: PlanMetric): boolean {
  const kind = m.expression.kind;
  return (
    !isAdditiveMetric(m) &&
    !m.part &&
    (kind === 'ratio' || kind === 'flag' || (kind === 'column' && m.aggregation === 'avg'))
  );
}

// The measures a card totals from every row, when its table is every group of the whole: no
// ranking, no window, no tests on the groups.
export function totalledMetrics(plan: QueryPlan): PlanMetric[] {
  if (!plan.groups.length || plan.rank || plan.window || plan.conditions.some((c) => c.aggregate))
    return [];
  return plan.metrics.filter(totalled);
}

// `known`: the total row when the card's own query already gave it (GROUPING SETS in DuckDB).
export async function withRatioTotals(
  source: DataSource,
  plan: QueryPlan,
  card: AnswerCard,
  known?: Row,
): Promise<AnswerCard> {
  const metrics = totalledMetrics(plan);
  if (!metrics.length || card.table.length < 2) return card;
  const row = known ?? (await totalRow(source, plan, metrics));
  const totals = new Map(
    metrics.map((m) => [m.key, typeof row?.[m.key] === 'number' ? (row[m.key] as number) : null]),
  );
  return {
    ...card,
    columns: card.columns.map((c) => {
      const total = totals.get(c.key);
      return typeof total === 'number' ? { ...c, total } : c;
    }),
  };
}

async function totalRow(
  source: DataSource,
  plan: QueryPlan,
  metrics: PlanMetric[],
): Promise<Row | undefined> {
  const compile = source.compile ?? buildQuery;
  const whole = compile(
    { ...plan, metrics, groups: [], share: false, previous: undefined },
    source.model.table,
    plan.range,
  );
  const [row] = await source.db.rows(whole.sql, whole.params);
  return row;
}
