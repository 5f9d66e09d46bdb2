import type { Grain } from '@parley/domain';
import type { DateRange } from '../parse/date-spec';
import type { BuiltQuery } from '../sql/sql-builder';
import { ROW_CAP } from '../sql/sql-builder';
import type { QueryPlan } from '../sql/query-plan';

// GA4 time dimensions per grain, and how their values read as the first day of the bucket.
const TIME_DIMENSION: Partial<Record<Grain, string>> = {
  daily: 'date',
  weekly: 'isoYearIsoWeek',
  monthly: 'yearMonth',
  yearly: 'year',
};

export type Ga4Column = { key: string; name: string; kind: 'dimension' | 'metric'; grain?: Grain };
export type Ga4Filter = { fieldName: string } & (
  | { inListFilter: { values: string[] } }
  | {
      stringFilter: {
        matchType: 'BEGINS_WITH' | 'ENDS_WITH' | 'CONTAINS';
        value: string;
        caseSensitive: boolean;
      };
    }
);
// One filter, or any of several (a text test with more than one value).
export type Ga4Expression =
  { filter: Ga4Filter } | { orGroup: { expressions: { filter: Ga4Filter }[] } };
// The GA4 Data API runReport body (v1beta), plus how its columns map back onto the plan's keys.
export type Ga4Request = {
  body: {
    dateRanges: { startDate: string; endDate: string }[];
    dimensions: { name: string }[];
    metrics: { name: string }[];
    dimensionFilter?: {
      andGroup: {
        expressions: (Ga4Expression | { notExpression: Ga4Expression })[];
      };
    };
    orderBys?: (
      | { metric: { metricName: string }; desc: boolean }
      | { dimension: { dimensionName: string }; desc: boolean }
    )[];
    limit: number;
  };
  columns: Ga4Column[];
};

const dayBefore = (iso: string): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export class Ga4PlanError extends Error {}

// The same plan the SQL compilers read, as a runReport request. GA4 aggregates by itself, so each
// metric is one API metric; a plan GA4 cannot express is refused instead of answered wrongly.
export function compileGa4Request(
  plan: QueryPlan,
  property: string,
  range: DateRange | undefined,
): BuiltQuery {
  try {
    return { sql: JSON.stringify(ga4RequestOf(plan, range)), params: [] };
  } catch (error) {
    // Refused where the engine runs it, so the person reads a sentence, not a failure.
    if (error instanceof Ga4PlanError)
      return { sql: JSON.stringify({ unsupported: error.message, property }), params: [] };
    throw error;
  }
}

function ga4RequestOf(plan: QueryPlan, range: DateRange | undefined): Ga4Request {
  const columns: Ga4Column[] = [];
  for (const g of plan.groups) {
    if (g.dimension.kind === 'time') {
      const name = TIME_DIMENSION[g.grain ?? 'daily'];
      if (!name) throw new Ga4PlanError(`GA4 has no ${g.grain} time dimension`);
      columns.push({ key: g.key, name, kind: 'dimension', grain: g.grain ?? 'daily' });
    } else columns.push({ key: g.key, name: g.dimension.column, kind: 'dimension' });
  }
  for (const m of plan.metrics) {
    if (m.expression.kind !== 'column')
      throw new Ga4PlanError('GA4 metrics are named, not computed');
    columns.push({ key: m.key, name: m.expression.column, kind: 'metric' });
  }
  if (plan.conditions.length) throw new Ga4PlanError('GA4 questions take no numeric conditions');
  if (range?.time) throw new Ga4PlanError('GA4 date ranges are whole days, not hours');
  const MATCH = { starts: 'BEGINS_WITH', ends: 'ENDS_WITH', contains: 'CONTAINS' } as const;
  const expressions = plan.filters.map((f) => {
    const { match } = f;
    const expression: Ga4Expression = match
      ? {
          orGroup: {
            expressions: f.values.map((value) => ({
              filter: {
                fieldName: f.dimension.column,
                stringFilter: { matchType: MATCH[match], value, caseSensitive: false },
              },
            })),
          },
        }
      : { filter: { fieldName: f.dimension.column, inListFilter: { values: f.values } } };
    return f.negate ? { notExpression: expression } : expression;
  });
  const firstMetric = columns.find((c) => c.kind === 'metric');
  const firstGroup = columns.find((c) => c.kind === 'dimension');
  const orderBys: Ga4Request['body']['orderBys'] = [];
  if (plan.rank && firstMetric)
    orderBys.push({
      metric: { metricName: firstMetric.name },
      desc: plan.rank.direction === 'desc',
    });
  else if (firstGroup?.grain)
    orderBys.push({ dimension: { dimensionName: firstGroup.name }, desc: false });
  else if (firstGroup && firstMetric)
    orderBys.push({ metric: { metricName: firstMetric.name }, desc: true });
  const request: Ga4Request = {
    body: {
      // GA4 end dates are inclusive; plan ranges end the day before their end.
      dateRanges: [
        range
          ? { startDate: range.start, endDate: dayBefore(range.end) }
          : { startDate: '2015-08-14', endDate: 'today' },
      ],
      dimensions: columns.filter((c) => c.kind === 'dimension').map((c) => ({ name: c.name })),
      metrics: columns.filter((c) => c.kind === 'metric').map((c) => ({ name: c.name })),
      ...(expressions.length ? { dimensionFilter: { andGroup: { expressions } } } : {}),
      ...(orderBys.length ? { orderBys } : {}),
      limit: plan.rank ? Math.min(plan.rank.limit, ROW_CAP) : ROW_CAP,
    },
    columns,
  };
  return request;
}
