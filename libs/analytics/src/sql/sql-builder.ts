import type { Grain } from '@parley/domain';
import type { Dimension } from '../model/semantic-model';
import type { DateRange } from '../parse/date-spec';
import type { Param } from '../sources/duckdb-runner';
import { quoteIdent } from '../sources/duckdb-runner';
import type { Cycle } from '../parse/intent';
import type { PlanGroup, PlanMetric, QueryPlan } from './query-plan';

export type BuiltQuery = { sql: string; params: Param[] };

export const ROW_CAP = 5000;

// Fixed SQL words per grain: never taken from the question.
const TRUNC: Record<Grain, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

function bucket(
  column: string,
  grain: Grain | undefined,
  d: Dimension,
  weekStart: 0 | 1,
  cycle?: Cycle,
): string {
  const col = quoteIdent(column);
  if (cycle === 'weekday') return `isodow(${col})`;
  if (cycle === 'decade')
    return d.timeKind === 'year' ? `(${col} // 10) * 10` : `(year(${col}) // 10) * 10`;
  // DuckDB weeks start on Monday; Sunday weeks are Monday weeks of the next day, moved back one day.
  if (grain === 'weekly' && weekStart === 0 && d.timeKind !== 'year')
    return `strftime(CAST(date_trunc('week', ${col} + INTERVAL 1 DAY) - INTERVAL 1 DAY AS DATE), '%Y-%m-%d')`;
  if (d.timeKind === 'year' || !grain)
    return d.kind === 'time' && d.timeKind !== 'year'
      ? `strftime(CAST(${col} AS DATE), '%Y-%m-%d')`
      : col;
  return `strftime(date_trunc('${TRUNC[grain]}', ${col}), '${grain === 'hourly' ? '%Y-%m-%d %H:00' : '%Y-%m-%d'}')`;
}

// A stored value as a SQL string literal; values in aggregates come from the model, never the question.
const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;
const inList = (column: string, values: string[]) =>
  `CAST(${quoteIdent(column)} AS VARCHAR) IN (${values.map(literal).join(', ')})`;

// The value each row adds to a metric before it is aggregated, for shares of a part.
function rowValue(m: PlanMetric): string | undefined {
  const e = m.expression;
  if (e.kind === 'rows') return '1';
  if (e.kind === 'column' && (m.aggregation === 'sum' || m.aggregation === 'count'))
    return m.aggregation === 'count'
      ? `CASE WHEN ${quoteIdent(e.column)} IS NULL THEN 0 ELSE 1 END`
      : quoteIdent(e.column);
  return undefined;
}

function aggregate(m: PlanMetric, time: Dimension | undefined): string {
  const e = m.expression;
  const value = m.part ? rowValue(m) : undefined;
  if (m.part && value) {
    const inPart = m.part
      .map((f) => `${f.negate ? 'NOT ' : ''}(${inList(f.dimension.column, f.values)})`)
      .join(' AND ');
    return `100.0 * sum(CASE WHEN ${inPart} THEN ${value} ELSE 0 END) / nullif(sum(${value}), 0)`;
  }
  if (m.per && e.kind === 'column' && time && time.timeKind !== 'year') {
    return `sum(${quoteIdent(e.column)}) / nullif(count(DISTINCT date_trunc('${TRUNC[m.per]}', ${quoteIdent(time.column)})), 0)`;
  }
  switch (e.kind) {
    case 'rows':
      return 'count(*)';
    case 'distinct':
      return m.grain
        ? `count(DISTINCT date_trunc('${TRUNC[m.grain]}', ${quoteIdent(e.column)}))`
        : `count(DISTINCT ${quoteIdent(e.column)})`;
    case 'ratio':
      return `sum(${quoteIdent(e.numerator)}) / nullif(sum(${quoteIdent(e.denominator)}), 0) * ${Number(e.scale)}`;
    case 'flag':
      return `100.0 * avg(CASE WHEN ${inList(e.column, e.yes)} THEN 1 ELSE 0 END)`;
    case 'column': {
      const col = quoteIdent(e.column);
      switch (m.aggregation) {
        case 'count':
          return `count(${col})`;
        case 'count_distinct':
          return `count(DISTINCT ${col})`;
        case 'median':
          return `median(${col})`;
        case 'percentile':
          return `quantile_cont(${col}, ${Number(m.percentile ?? 50) / 100})`;
        case 'stddev':
          return `stddev_samp(${col})`;
        case 'range':
          return `max(${col}) - min(${col})`;
        default:
          return `${m.aggregation}(${col})`;
      }
    }
  }
}

class Params {
  readonly list: Param[] = [];
  add(value: Param): string {
    this.list.push(value);
    return `$${this.list.length}`;
  }
}

function rangeCondition(time: Dimension, range: DateRange, params: Params): string {
  const col = quoteIdent(time.column);
  if (time.timeKind === 'year') {
    const startYear = Number(range.start.slice(0, 4)) + (range.start.slice(5) === '01-01' ? 0 : 1);
    const endYear = Number(range.end.slice(0, 4)) + (range.end.slice(5) === '01-01' ? 0 : 1);
    return `${col} >= ${params.add(startYear)} AND ${col} < ${params.add(endYear)}`;
  }
  if (range.time) {
    const end = range.time.endInclusive ? '<=' : '<';
    return `${col} >= CAST(${params.add(range.start)} AS TIMESTAMP) AND ${col} ${end} CAST(${params.add(range.end)} AS TIMESTAMP)`;
  }
  return `${col} >= CAST(${params.add(range.start)} AS DATE) AND ${col} < CAST(${params.add(range.end)} AS DATE)`;
}

// The row tests (WHERE) and group tests (HAVING) of a plan, values bound in the order they come.
function testsOf(plan: QueryPlan, range: DateRange | undefined, params: Params) {
  const where: string[] = [];
  for (const f of plan.filters) {
    const list = f.values.map((v) => params.add(v)).join(', ');
    where.push(
      `${f.negate ? 'NOT ' : ''}(CAST(${quoteIdent(f.dimension.column)} AS VARCHAR) IN (${list}))`,
    );
  }
  const having: string[] = [];
  for (const c of plan.conditions) {
    const tested = c.aggregate ? aggregate(c.aggregate, plan.time) : quoteIdent(c.column);
    (c.aggregate ? having : where).push(
      c.op === 'between'
        ? `${tested} BETWEEN ${params.add(c.values[0])} AND ${params.add(c.values[1])}`
        : `${tested} ${c.op} ${params.add(c.values[0])}`,
    );
  }
  if (range && plan.time) where.push(rangeCondition(plan.time, range, params));
  return { where, having };
}

// The groups that pass, counted in one row; values without a name are no group, as in count(DISTINCT).
function countQuery(plan: QueryPlan, g: PlanGroup, table: string, range: DateRange | undefined) {
  const params = new Params();
  const { where, having } = testsOf(plan, range, params);
  where.push(`${quoteIdent(g.dimension.column)} IS NOT NULL`);
  const passed = [
    `SELECT ${bucket(g.dimension.column, g.grain, g.dimension, plan.weekStart, g.cycle)} AS ${quoteIdent(g.key)}`,
    `FROM ${quoteIdent(table)}`,
    `WHERE ${where.join(' AND ')}`,
    'GROUP BY 1',
    having.length ? `HAVING ${having.join(' AND ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const key = quoteIdent(plan.metrics[0]?.key ?? 'count');
  return {
    sql: `SELECT CAST(count(*) AS DOUBLE) AS ${key} FROM (${passed}) AS ${quoteIdent('passed')}`,
    params: params.list,
  };
}

// One SELECT for a plan and a date range: identifiers from the model, every value a bound parameter.
export function buildQuery(
  plan: QueryPlan,
  table: string,
  range: DateRange | undefined,
): BuiltQuery {
  if (plan.countOf) return countQuery(plan, plan.countOf, table, range);
  const params = new Params();
  const select: string[] = [];
  plan.groups.forEach((g) =>
    select.push(
      `${bucket(g.dimension.column, g.grain, g.dimension, plan.weekStart, g.cycle)} AS ${quoteIdent(g.key)}`,
    ),
  );
  plan.metrics.forEach((m) =>
    select.push(`CAST(${aggregate(m, plan.time)} AS DOUBLE) AS ${quoteIdent(m.key)}`),
  );
  const { where, having } = testsOf(plan, range, params);
  // A ranking names things: rows without a name cannot be "the top one".
  if (plan.rank)
    for (const g of plan.groups) where.push(`${quoteIdent(g.dimension.column)} IS NOT NULL`);
  const keys = plan.groups.map((_, i) => String(i + 1));
  const first = plan.metrics[0];
  let order: string[] = [];
  if (plan.rank && first)
    order = [
      `${quoteIdent(first.key)} ${plan.rank.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`,
      ...keys,
    ];
  else if (plan.groups[0]?.dimension.kind === 'time') order = keys;
  else if (plan.groups.length && first)
    order = [`${quoteIdent(first.key)} DESC NULLS LAST`, ...keys];
  const sql = [
    `SELECT ${select.join(', ')}`,
    `FROM ${quoteIdent(table)}`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    keys.length ? `GROUP BY ${keys.join(', ')}` : '',
    keys.length && having.length ? `HAVING ${having.join(' AND ')}` : '',
    order.length ? `ORDER BY ${order.join(', ')}` : '',
    keys.length ? `LIMIT ${plan.rank ? Math.min(plan.rank.limit, ROW_CAP) : ROW_CAP}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: params.list };
}
