import type { Grain } from '@parley/domain';
import type { Dimension } from '../model/semantic-model';
import type { DateRange } from '../parse/date-spec';
import type { Param } from '../sources/duckdb-runner';
import { quoteIdent } from '../sources/duckdb-runner';
import type { ConditionOp, Cycle } from '../parse/intent';
import type { PlanGroup, PlanMetric, QueryPlan } from './query-plan';
import { isDateExtreme, likePattern } from './query-plan';

export type BuiltQuery = { sql: string; params: Param[] };

export const ROW_CAP = 5000;

// Fixed SQL words per grain (date_trunc's units in DuckDB and PostgreSQL): never taken from the
// question.
export const TRUNC: Record<Grain, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

// A group's value as grouped (`key`) and as shown (`shown`). Time buckets group on the raw
// truncated date and are formatted only once per group, not once per row: formatting 3M rows'
// timestamps before grouping doubled the cost of "by month".
type Bucket = { key: string; shown: string };

function bucketOf(
  column: string,
  grain: Grain | undefined,
  d: Dimension,
  weekStart: 0 | 1,
  cycle?: Cycle,
): Bucket {
  const col = quoteIdent(column);
  const same = (expr: string): Bucket => ({ key: expr, shown: expr });
  if (cycle === 'weekday') return same(`isodow(${col})`);
  if (cycle === 'decade')
    return same(d.timeKind === 'year' ? `(${col} // 10) * 10` : `(year(${col}) // 10) * 10`);
  // DuckDB weeks start on Monday; Sunday weeks are Monday weeks of the next day, moved back one day.
  if (grain === 'weekly' && weekStart === 0 && d.timeKind !== 'year') {
    const key = `date_trunc('week', ${col} + INTERVAL 1 DAY)`;
    return { key, shown: `strftime(CAST(${key} - INTERVAL 1 DAY AS DATE), '%Y-%m-%d')` };
  }
  if (d.timeKind === 'year' || !grain) {
    if (d.kind !== 'time' || d.timeKind === 'year') return same(col);
    const key = `CAST(${col} AS DATE)`;
    return { key, shown: `strftime(${key}, '%Y-%m-%d')` };
  }
  const key = `date_trunc('${TRUNC[grain]}', ${col})`;
  return {
    key,
    shown: `strftime(${key}, '${grain === 'hourly' ? '%Y-%m-%d %H:00' : '%Y-%m-%d'}')`,
  };
}

const bucketOfGroup = (g: PlanGroup, weekStart: 0 | 1) =>
  bucketOf(g.dimension.column, g.grain, g.dimension, weekStart, g.cycle);

// GROUP BY the raw bucket where it differs from what is shown, else the output column's position.
const groupKeys = (plan: QueryPlan, offset = 0) =>
  plan.groups.map((g, i) => {
    const b = bucketOfGroup(g, plan.weekStart);
    return b.key === b.shown ? String(i + 1 + offset) : b.key;
  });

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

// `only`: a row test each aggregate call is limited to (FILTER), so one scan can aggregate two
// periods side by side.
function aggregate(m: PlanMetric, time: Dimension | undefined, only?: string): string {
  const f = (call: string) => (only ? `${call} FILTER (WHERE ${only})` : call);
  const e = m.expression;
  const value = m.part ? rowValue(m) : undefined;
  const inPart = m.part
    ? [
        ...m.part.map((p) => `${p.negate ? 'NOT ' : ''}(${inList(p.dimension.column, p.values)})`),
        ...(m.partTests ?? []).map((t) => numberTest(quoteIdent(t.column), t.op, t.values)),
      ].join(' AND ')
    : undefined;
  if (inPart && value)
    return `100.0 * ${f(`sum(CASE WHEN ${inPart} THEN ${value} ELSE 0 END)`)} / nullif(${f(`sum(${value})`)}, 0)`;
  // "what percentage of days were sunny": the days with a row in the part among all days.
  if (inPart && e.kind === 'distinct') {
    const of = m.grain
      ? `date_trunc('${TRUNC[m.grain]}', ${quoteIdent(e.column)})`
      : quoteIdent(e.column);
    return `100.0 * ${f(`count(DISTINCT CASE WHEN ${inPart} THEN ${of} END)`)} / nullif(${f(`count(DISTINCT ${of})`)}, 0)`;
  }
  if (m.per && e.kind === 'column' && time && time.timeKind !== 'year') {
    return `${f(`sum(${quoteIdent(e.column)})`)} / nullif(${f(`count(DISTINCT date_trunc('${TRUNC[m.per]}', ${quoteIdent(time.column)}))`)}, 0)`;
  }
  if (m.perEach && e.kind === 'column')
    return `${f(`sum(${quoteIdent(e.column)})`)} / nullif(${f(`count(DISTINCT ${quoteIdent(m.perEach.column)})`)}, 0)`;
  // One copy per thing: the distinct (thing, value) pairs, their values summed.
  if (m.onceEach && e.kind === 'column' && m.aggregation === 'sum')
    return `CAST(list_sum(list_transform(list_distinct(${f(`list({'k': ${quoteIdent(m.onceEach.column)}, 'v': ${quoteIdent(e.column)}})`)}), x -> x.v)) AS DOUBLE)`;
  // A column of years: the total over the number of years it holds.
  if (m.per === 'yearly' && e.kind === 'column' && time?.timeKind === 'year') {
    return `${f(`sum(${quoteIdent(e.column)})`)} / nullif(${f(`count(DISTINCT ${quoteIdent(time.column)})`)}, 0)`;
  }
  switch (e.kind) {
    case 'rows':
      return f('count(*)');
    case 'distinct':
      return f(
        m.grain
          ? `count(DISTINCT date_trunc('${TRUNC[m.grain]}', ${quoteIdent(e.column)}))`
          : `count(DISTINCT ${quoteIdent(e.column)})`,
      );
    case 'ratio':
      return `${f(`sum(${quoteIdent(e.numerator)})`)} / nullif(${f(`sum(${quoteIdent(e.denominator)})`)}, 0) * ${Number(e.scale)}`;
    case 'flag':
      return `100.0 * ${f(`avg(CASE WHEN ${inList(e.column, e.yes)} THEN 1 ELSE 0 END)`)}`;
    case 'column':
    case 'arithmetic': {
      const col =
        e.kind === 'column'
          ? quoteIdent(e.column)
          : `(${quoteIdent(e.left)} ${e.op === '-' ? '-' : '+'} ${quoteIdent(e.right)})`;
      switch (m.aggregation) {
        case 'count':
          return f(`count(${col})`);
        case 'count_distinct':
          return f(`count(DISTINCT ${col})`);
        case 'median':
          return f(`median(${col})`);
        case 'percentile':
          return f(`quantile_cont(${col}, ${Number(m.percentile ?? 50) / 100})`);
        case 'stddev':
          return f(`stddev_samp(${col})`);
        case 'range':
          return `${f(`max(${col})`)} - ${f(`min(${col})`)}`;
        default:
          return f(`${m.aggregation}(${col})`);
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
function testsOf(plan: QueryPlan, range: DateRange | undefined, params: Params, only?: string) {
  const where: string[] = [];
  for (const f of plan.filters) {
    const text = `CAST(${quoteIdent(f.dimension.column)} AS VARCHAR)`;
    const { match } = f;
    const test = match
      ? f.values
          .map((v) => `lower(${text}) LIKE ${params.add(likePattern(v, match))} ESCAPE '\\'`)
          .join(' OR ')
      : `${text} IN (${f.values.map((v) => params.add(v)).join(', ')})`;
    where.push(`${f.negate ? 'NOT ' : ''}(${test})`);
  }
  const having: string[] = [];
  for (const c of plan.conditions) {
    const tested = c.aggregate ? aggregate(c.aggregate, plan.time, only) : quoteIdent(c.column);
    (c.aggregate ? having : where).push(
      c.op === 'between' || c.op === 'outside'
        ? `${c.op === 'outside' ? 'NOT ' : ''}${tested} BETWEEN ${params.add(c.values[0])} AND ${params.add(c.values[1])}`
        : `${tested} ${c.op} ${params.add(c.values[0])}`,
    );
  }
  if (range && plan.time) where.push(rangeCondition(plan.time, range, params));
  for (const out of plan.time ? (plan.excluded ?? []) : [])
    where.push(`NOT (${rangeCondition(plan.time as Dimension, out, params)})`);
  return { where, having };
}

// The groups that pass, counted in one row; values without a name are no group, as in count(DISTINCT).
function countQuery(plan: QueryPlan, g: PlanGroup, table: string, range: DateRange | undefined) {
  const params = new Params();
  const { where, having } = testsOf(plan, range, params);
  where.push(`${quoteIdent(g.dimension.column)} IS NOT NULL`);
  const b = bucketOfGroup(g, plan.weekStart);
  const passed = [
    `SELECT ${b.shown} AS ${quoteIdent(g.key)}`,
    `FROM ${quoteIdent(table)}`,
    `WHERE ${where.join(' AND ')}`,
    `GROUP BY ${groupKeys({ ...plan, groups: [g] }).join(', ')}`,
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

// The order of a grouped answer, by output column names (so it also reads inside a window).
function orderOf(plan: QueryPlan, byName: boolean): string[] {
  const keys = plan.groups.map((g, i) => (byName ? quoteIdent(g.key) : String(i + 1)));
  const first = plan.metrics[0];
  if (plan.rank && first)
    return [
      `${quoteIdent(first.key)} ${plan.rank.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`,
      ...keys,
    ];
  const sort = plan.view?.sort;
  if (sort && (sort.by === 'x' ? keys.length : first)) {
    const dir = sort.dir === 'desc' ? 'DESC' : 'ASC';
    return sort.by === 'x'
      ? [...keys.slice(0, 1).map((k) => `${k} ${dir}`), ...keys.slice(1)]
      : [`${quoteIdent(first.key)} ${dir} NULLS LAST`, ...keys];
  }
  if (plan.groups[0]?.dimension.kind === 'time') return keys;
  if (plan.groups.length && first) return [`${quoteIdent(first.key)} DESC NULLS LAST`, ...keys];
  return [];
}

const selectOf = (plan: QueryPlan, only?: string) => [
  ...plan.groups.map((g) => `${bucketOfGroup(g, plan.weekStart).shown} AS ${quoteIdent(g.key)}`),
  ...plan.metrics.map((m) =>
    isDateExtreme(m, plan.time)
      ? `CAST(${aggregate(m, plan.time, only)} AS VARCHAR) AS ${quoteIdent(m.key)}`
      : `CAST(${aggregate(m, plan.time, only)} AS DOUBLE) AS ${quoteIdent(m.key)}`,
  ),
  ...shareOf(plan, only),
];

// Each group's share of all groups, computed before LIMIT: the top 3 stores' shares are of every
// store's total, not of the three shown.
function shareOf(plan: QueryPlan, only?: string): string[] {
  const m = plan.metrics[0];
  if (!plan.share || !m || !plan.groups.length) return [];
  const value = aggregate(m, plan.time, only);
  return [
    `CAST(100.0 * (${value}) / nullif(sum(${value}) OVER (), 0) AS DOUBLE) AS ${quoteIdent(`${m.key}__share`)}`,
  ];
}

// A ranking names things: rows without a name cannot be "the top one".
const namedOnly = (plan: QueryPlan) =>
  plan.rank ? plan.groups.map((g) => `${quoteIdent(g.dimension.column)} IS NOT NULL`) : [];

const rowLimit = (plan: QueryPlan) => (plan.rank ? Math.min(plan.rank.limit, ROW_CAP) : ROW_CAP);

// The column marking the row of every group together in a query built with `total`.
export const TOTAL_ROW = '__total';

// One SELECT for a plan and a date range: identifiers from the model, every value a bound parameter.
// `total`: the same scan also aggregates every row together (GROUPING SETS), one more row last,
// marked TOTAL_ROW — a rate's or an average's total without a second query.
export function buildQuery(
  plan: QueryPlan,
  table: string,
  range: DateRange | undefined,
  options: { total?: boolean } = {},
): BuiltQuery {
  if (plan.countOf) return countQuery(plan, plan.countOf, table, range);
  const params = new Params();
  const { where, having } = testsOf(plan, range, params);
  where.push(...namedOnly(plan));
  const grouped = plan.groups.length > 0;
  const total = grouped && options.total === true;
  const keys = plan.groups.map((g) => bucketOfGroup(g, plan.weekStart).key);
  const order = orderOf(plan, false);
  const sql = [
    `SELECT ${[...selectOf(plan), ...(total ? [`grouping(${keys.join(', ')}) <> 0 AS ${quoteIdent(TOTAL_ROW)}`] : [])].join(', ')}`,
    `FROM ${quoteIdent(table)}`,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    total ? `GROUP BY GROUPING SETS ((${keys.join(', ')}), ())` : '',
    grouped && !total ? `GROUP BY ${groupKeys(plan).join(', ')}` : '',
    grouped && having.length ? `HAVING ${having.join(' AND ')}` : '',
    order.length || total
      ? `ORDER BY ${[...(total ? [quoteIdent(TOTAL_ROW)] : []), ...order].join(', ')}`
      : '',
    grouped ? `LIMIT ${rowLimit(plan) + (total ? 1 : 0)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: params.list };
}

// The column telling a comparison query's rows of the current period from the previous one's.
export const CURRENT_PERIOD = '__current';

// Whether two ranges share rows, so a row cannot say which one it belongs to.
function overlapping(time: Dimension, a: DateRange, b: DateRange): boolean {
  if (time.timeKind === 'year') {
    const years = (r: DateRange) =>
      [r.start, r.end].map((d) => Number(d.slice(0, 4)) + (d.slice(5) === '01-01' ? 0 : 1));
    const [[as, ae], [bs, be]] = [years(a), years(b)];
    return as < be && bs < ae;
  }
  if (a.time?.endInclusive || b.time?.endInclusive) return a.start <= b.end && b.start <= a.end;
  return a.start < b.end && b.start < a.end;
}

// The rows of two periods: one range around both lets the scan skip by its min/max statistics
// (an OR of two does not); a gap between them is left out again by naming each.
function bothPeriods(
  time: Dimension,
  current: DateRange,
  previous: DateRange,
  inCurrent: string,
  params: Params,
): string[] {
  const [earlier, later] =
    current.start < previous.start ? [current, previous] : [previous, current];
  const around = rangeCondition(time, { ...later, start: earlier.start }, params);
  return adjacent(current, previous)
    ? [around]
    : [around, `((${inCurrent}) OR (${rangeCondition(time, previous, params)}))`];
}

// Whether one period ends where the other starts (no gap, no shared instant).
function adjacent(a: DateRange, b: DateRange): boolean {
  const [earlier, later] = a.start < b.start ? [a, b] : [b, a];
  return earlier.end === later.start && !earlier.time?.endInclusive;
}

// Where a comparison's side-by-side answer keeps the previous period's values and row count.
export const PREVIOUS_PREFIX = '__previous__';
export const PREVIOUS_ROWS = '__previous_rows';

// Both periods in one row per group: every aggregate twice, each FILTERed to its period (cheaper
// than grouping by the period too). The groups are those of the current period, tested, ranked
// and limited there; the previous period's values ride along, with its number of rows (0: the
// group had no rows then).
function sideBySideQuery(
  plan: QueryPlan,
  table: string,
  tests: { where: string[]; having: string[]; params: Params; inCurrent: string },
  periods: { current: DateRange; previous: DateRange },
  withTotal: boolean,
): BuiltQuery {
  const { current, previous } = periods;
  const { where, having, params, inCurrent } = tests;
  const time = plan.time as Dimension;
  // Inside one range around both periods, the previous one is every row not in the current one.
  const inPrevious = adjacent(current, previous)
    ? `NOT (${inCurrent})`
    : rangeCondition(time, previous, params);
  const named = plan.groups.length > 0;
  const select = [
    ...selectOf(plan, inCurrent),
    ...plan.metrics.map(
      (m) =>
        `CAST(${aggregate(m, time, inPrevious)} AS DOUBLE) AS ${quoteIdent(PREVIOUS_PREFIX + m.key)}`,
    ),
    `count(*) FILTER (WHERE ${inPrevious}) AS ${quoteIdent(PREVIOUS_ROWS)}`,
  ];
  // As buildQuery's `total`: every group together too, one more row last, marked TOTAL_ROW.
  const total = named && withTotal;
  const keys = plan.groups.map((g) => bucketOfGroup(g, plan.weekStart).key);
  if (total) select.push(`grouping(${keys.join(', ')}) <> 0 AS ${quoteIdent(TOTAL_ROW)}`);
  const order = orderOf(plan, false);
  const sql = [
    `SELECT ${select.join(', ')}`,
    `FROM ${quoteIdent(table)}`,
    `WHERE ${where.join(' AND ')}`,
    total ? `GROUP BY GROUPING SETS ((${keys.join(', ')}), ())` : '',
    named && !total ? `GROUP BY ${groupKeys(plan).join(', ')}` : '',
    named ? `HAVING ${[`count(*) FILTER (WHERE ${inCurrent}) > 0`, ...having].join(' AND ')}` : '',
    order.length || total
      ? `ORDER BY ${[...(total ? [quoteIdent(TOTAL_ROW)] : []), ...order].join(', ')}`
      : '',
    named ? `LIMIT ${rowLimit(plan) + (total ? 1 : 0)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: params.list };
}

// A comparison (this period and the previous one) in one query that reads the rows once: the
// rows of both ranges, grouped by their groups and by the period they fall in. Each row of the
// answer carries CURRENT_PERIOD; rows come current first, each period in the order buildQuery
// gives it. The previous period keeps the groups' tests off (the current period chose the groups,
// see ask.ts) except when the answer counts the groups that pass, and has no rank limit.
// Undefined when the ranges overlap or there is no time column: two queries then.
export function buildComparisonQuery(
  plan: QueryPlan,
  table: string,
  current: DateRange | undefined,
  previous: DateRange,
  options: { total?: boolean } = {},
): BuiltQuery | undefined {
  const time = plan.time;
  if (!time || !current || overlapping(time, current, previous)) return undefined;
  const params = new Params();
  const inCurrent = rangeCondition(time, current, params);
  // Groups named by value (no time bucket) put both periods side by side in one row each.
  const sideBySide = !plan.countOf && !plan.groups.some((g) => g.dimension.kind === 'time');
  const { where, having } = testsOf(plan, undefined, params, sideBySide ? inCurrent : undefined);
  where.push(...bothPeriods(time, current, previous, inCurrent, params), ...namedOnly(plan));
  if (sideBySide)
    return sideBySideQuery(
      plan,
      table,
      { where, having, params, inCurrent },
      { current, previous },
      options.total === true,
    );
  const flag = quoteIdent(CURRENT_PERIOD);
  // The period of each row is worked out once, beside the row; DuckDB reads only the columns used.
  const rows = `(SELECT *, ${inCurrent} AS ${flag} FROM ${quoteIdent(table)} WHERE ${where.join(' AND ')}) AS ${quoteIdent('rows')}`;
  const periods = `(VALUES (true), (false)) AS ${quoteIdent('periods')}(${flag})`;
  const tested = having.length ? `(${having.join(' AND ')})` : '';
  if (plan.countOf) {
    const g = plan.countOf;
    const passed = [
      `SELECT ${bucketOfGroup(g, plan.weekStart).shown} AS ${quoteIdent(g.key)}, ${flag}`,
      `FROM ${rows}`,
      `WHERE ${quoteIdent(g.dimension.column)} IS NOT NULL`,
      `GROUP BY ${groupKeys({ ...plan, groups: [g] }).join(', ')}, ${flag}`,
      tested ? `HAVING ${tested}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const key = quoteIdent(plan.metrics[0]?.key ?? 'count');
    // Every period answers, a period without a passing group with 0.
    return {
      sql: `SELECT ${quoteIdent('periods')}.${flag}, CAST(count(${quoteIdent('passed')}.${flag}) AS DOUBLE) AS ${key} FROM ${periods} LEFT JOIN (${passed}) AS ${quoteIdent('passed')} ON ${quoteIdent('passed')}.${flag} = ${quoteIdent('periods')}.${flag} GROUP BY 1 ORDER BY 1 DESC`,
      params: params.list,
    };
  }
  const both = [
    `SELECT ${[...selectOf(plan), flag].join(', ')}`,
    `FROM ${rows}`,
    `GROUP BY ${[...groupKeys(plan), flag].join(', ')}`,
    tested ? `HAVING NOT ${flag} OR ${tested}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const order = orderOf(plan, true).join(', ');
  const position = `row_number() OVER (PARTITION BY ${flag} ORDER BY ${order})`;
  return {
    sql: `SELECT * FROM (${both}) AS ${quoteIdent('both')} QUALIFY ${position} <= CASE WHEN ${flag} THEN ${rowLimit(plan)} ELSE ${ROW_CAP} END ORDER BY ${flag} DESC, ${order}`,
    params: params.list,
  };
}

export const DRIVER_DIMENSION = '__dimension';
const IN_CURRENT = '__current';
// Above this many combinations of the dimensions' values, summing each combination first saves
// nothing: the scan groups by each dimension directly.
const COMBINATIONS = 100_000;

// Sums and counts add up again, so they can be summed per combination of values first.
const reAddable = (m: PlanMetric): boolean =>
  (m.aggregation === 'sum' || m.aggregation === 'count') &&
  (m.expression.kind === 'column' || m.expression.kind === 'rows') &&
  !m.part &&
  !m.per &&
  !m.perEach;

// Driver analysis ("why did revenue fall"): every dimension's values in both periods in one
// scan — GROUPING SETS of the dimensions, each measure aggregated twice with FILTER (current,
// then previous as Previous_{key}) — instead of one scan per dimension. Each row says which
// dimension it groups by in DRIVER_DIMENSION (its index); the total row has none. Undefined when
// the periods overlap or there is no time column. Sums and counts over few combinations of values
// are first summed per combination and period, in one hash table instead of one per dimension:
// the grouping sets then run over that small result.
export function buildDriverQuery(
  plan: QueryPlan,
  table: string,
  current: DateRange | undefined,
  previous: DateRange,
  dimensions: readonly Dimension[],
): BuiltQuery | undefined {
  const time = plan.time;
  if (!time || !current || !dimensions.length || overlapping(time, current, previous))
    return undefined;
  const params = new Params();
  const rowTests = { ...plan, conditions: plan.conditions.filter((c) => !c.aggregate) };
  const { where } = testsOf(rowTests, undefined, params);
  const inCurrent = rangeCondition(time, current, params);
  where.push(...bothPeriods(time, current, previous, inCurrent, params));
  const columns = dimensions.map((d) => quoteIdent(d.column));
  const which = `CASE ${columns.map((c, i) => `WHEN grouping(${c}) = 0 THEN ${i}`).join(' ')} END`;
  // The empty set adds the total row (no dimension): the change the movers explain.
  const sets = `GROUPING SETS (${[...columns.map((c) => `(${c})`), '()'].join(', ')})`;
  const scan = `FROM ${quoteIdent(table)} WHERE ${where.join(' AND ')}`;
  const combinations = dimensions.reduce((n, d) => n * Math.max(1, d.distinct ?? Infinity), 1);
  // Each measure twice: in the current period (where `now` holds), and as Previous_{key}.
  const periods = (m: PlanMetric, now: string, value: (only: string) => string) => [
    `CAST(${value(now)} AS DOUBLE) AS ${quoteIdent(m.key)}`,
    `CAST(${value(`NOT (${now})`)} AS DOUBLE) AS ${quoteIdent(`Previous_${m.key}`)}`,
  ];
  const select = (measures: string[]) =>
    `SELECT ${[`${which} AS ${quoteIdent(DRIVER_DIMENSION)}`, ...columns, ...measures].join(', ')}`;
  if (!plan.metrics.every(reAddable) || combinations > COMBINATIONS)
    return {
      sql: [
        select(
          plan.metrics.flatMap((m) => periods(m, inCurrent, (only) => aggregate(m, time, only))),
        ),
        scan,
        `GROUP BY ${sets}`,
      ].join(' '),
      params: params.list,
    };
  const flag = quoteIdent(IN_CURRENT);
  const summed = [
    `SELECT (${inCurrent}) AS ${flag}, ${columns.join(', ')}`,
    ...plan.metrics.map((m) => `, ${aggregate(m, time)} AS ${quoteIdent(m.key)}`),
    ` ${scan} GROUP BY ALL`,
  ].join('');
  const measures = plan.metrics.flatMap((m) =>
    periods(m, flag, (only) => `sum(${quoteIdent(m.key)}) FILTER (WHERE ${only})`),
  );
  return {
    sql: `${select(measures)} FROM (${summed}) AS ${quoteIdent('summed')} GROUP BY ${sets}`,
    params: params.list,
  };
}

// A test of a number on each row, the numbers written out: they come from the question as parsed
// numbers, never as text, and anything not finite tests nothing.
function numberTest(tested: string, op: ConditionOp, values: number[]): string {
  const [a, b] = values.map((v) => (Number.isFinite(v) ? String(v) : 'NULL'));
  if (op === 'between' || op === 'outside')
    return `${op === 'outside' ? 'NOT ' : ''}(${tested} BETWEEN ${a} AND ${b})`;
  return `${tested} ${op} ${a}`;
}
