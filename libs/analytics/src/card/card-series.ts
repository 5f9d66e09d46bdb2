import { columnKind, seriesBy } from '@parley/domain';
import type { CardColumn, CardSeries } from '@parley/domain';
import type { Row } from '../sources/duckdb-runner';
import type { PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';
import { namesLevel } from './level-words';
import { isAdditiveMetric } from './measure-format';

// A level (population, a balance, a price) is counted at a point in time: its sum across countries
// is a population, its sum across years is nothing. Its column's name says so in either language
// (a Turkish question over an English file and the reverse), through WordNet beyond the wordings'
// level words. The data cannot say it: a flow summed by year is as smooth a path, and as far from
// the other entities' paths, as a population (Iowa's net generation by source by year reads like
// gapminder's population by country by year), while share prices by year are not smooth at all.
export function isLevelMetric(m: PlanMetric): boolean {
  const e = m.expression;
  return e.kind === 'column' && namesLevel(e.column);
}

const overTime = (g: PlanGroup) => g.dimension.kind === 'time' && !g.cycle;

// Two groupings draw as series: the one along time (else the first) runs along x, the other's
// values each make a series ("population of China and India by year": x year, by country).
export function seriesAxes(plan: QueryPlan): { x: PlanGroup; by: PlanGroup } | undefined {
  const [first, second] = plan.groups;
  if (!first || !second || plan.groups.length !== 2 || plan.previous) return undefined;
  return overTime(second) && !overTime(first) ? { x: second, by: first } : { x: first, by: second };
}

// Series stack only when they are parts of a whole: sums and counts, never levels over time.
export function stackable(plan: QueryPlan): boolean {
  return plan.metrics.every((m) => isAdditiveMetric(m) && !isLevelMetric(m));
}

// The card's series, from the query's own result columns: the values of a second grouping, or
// several measures over one grouping.
export function seriesOf(
  plan: QueryPlan,
  columns: readonly CardColumn[],
  rows: readonly Row[],
): CardSeries | undefined {
  const measures = columns.filter((c) => c.role === 'metric' && columnKind(c.key) === 'value');
  const axes = seriesAxes(plan);
  if (axes) {
    const split = seriesBy(
      { columns: [...columns], table: rows as Row[] },
      axes.x.key,
      axes.by.key,
      measures,
    );
    if (!split) return undefined;
    return {
      by: axes.by.key,
      x: axes.x.key,
      items: split.items,
      // The largest ten of many are no whole: stacked only when every series is drawn.
      stacked: stackable(plan) && split.more === 0,
      ...(split.more ? { more: split.more } : {}),
    };
  }
  if (plan.groups.length > 1 || plan.previous || measures.length < 2) return undefined;
  return {
    ...(plan.groups[0] ? { x: plan.groups[0].key } : {}),
    items: measures.map((m) => ({ key: m.key, name: m.label, measure: m.key })),
    stacked: false,
  };
}
