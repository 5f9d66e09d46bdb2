import type { AnswerCard } from '@parley/domain';
import type { DataSource } from '../engine/data-source';
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

export async function withRatioTotals(
  source: DataSource,
  plan: QueryPlan,
  card: AnswerCard,
): Promise<AnswerCard> {
  const metrics = plan.metrics.filter(totalled);
  // Only a table whose rows are every group of the whole: no ranking, no tests on the groups.
  if (
    !metrics.length ||
    !plan.groups.length ||
    card.table.length < 2 ||
    plan.rank ||
    plan.window ||
    plan.conditions.some((c) => c.aggregate)
  )
    return card;
  const compile = source.compile ?? buildQuery;
  const whole = compile(
    { ...plan, metrics, groups: [], share: false, previous: undefined },
    source.model.table,
    plan.range,
  );
  const [row] = await source.db.rows(whole.sql, whole.params);
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
