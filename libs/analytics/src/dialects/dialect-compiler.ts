import {
  DummyDriver,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Dimension } from '../model/semantic-model';
import type { DateRange } from '../parse/date-spec';
import type { Param } from '../sources/duckdb-runner';
import type { BuiltQuery } from '../sql/sql-builder';
import { ROW_CAP } from '../sql/sql-builder';
import type { PlanGroup, PlanMetric, QueryPlan } from '../sql/query-plan';
import { isDateExtreme, likePattern } from '../sql/query-plan';
import type { Cycle } from '../parse/intent';
import { mysqlDialect, postgresDialect } from './sql-dialect';
import type { SqlDialect, SqlDialectName } from './sql-dialect';

type Expr = RawBuilder<unknown>;

// Kysely only compiles here (a driver that never connects): it quotes identifiers and numbers
// the bound values in each database's own way.
function compilerFor(name: SqlDialectName): Kysely<unknown> {
  const pg = name === 'postgres';
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new MysqlAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new MysqlIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new MysqlQueryCompiler()),
    },
  });
}

const compilers: Record<SqlDialectName, Kysely<unknown>> = {
  postgres: compilerFor('postgres'),
  mysql: compilerFor('mysql'),
};
const DIALECTS: Record<SqlDialectName, SqlDialect> = {
  postgres: postgresDialect,
  mysql: mysqlDialect,
};

// A model column name is one identifier even when it holds a dot; "schema.table" names a table.
const column = (name: string): Expr => sql.id(name);
const tableRef = (name: string): Expr => sql.id(...name.split('.'));

function bucketOf(
  d: SqlDialect,
  dimension: Dimension,
  grain: QueryPlan['groups'][number]['grain'],
  weekStart: 0 | 1,
  cycle?: Cycle,
): Expr {
  const col = column(dimension.column);
  if (cycle === 'weekday') return d.weekday(col);
  if (cycle === 'decade') {
    const year = dimension.timeKind === 'year' ? col : d.year(col);
    return sql`CAST(floor(${year} / 10) * 10 AS INTEGER)`;
  }
  if (dimension.kind !== 'time' || dimension.timeKind === 'year') return col;
  return d.bucket(col, grain, weekStart);
}

// GROUP BY the unformatted bucket where the dialect has one, else the output column's position.
function groupOf(
  d: SqlDialect,
  g: QueryPlan['groups'][number],
  index: number,
  weekStart: 0 | 1,
): Expr {
  const time = g.dimension.kind === 'time' && g.dimension.timeKind !== 'year' && !g.cycle;
  return time && d.groupKey
    ? d.groupKey(column(g.dimension.column), g.grain, weekStart)
    : sql.raw(String(index + 1));
}

const inList = (d: SqlDialect, col: string, values: string[]) =>
  sql`${d.asText(column(col))} IN (${sql.join(values.map((v) => sql`${v}`))})`;

// The value each row adds to a metric before it is aggregated, for shares of a part.
function rowValue(m: PlanMetric): Expr | undefined {
  const e = m.expression;
  if (e.kind === 'rows') return sql`1`;
  if (e.kind === 'column' && m.aggregation === 'sum') return column(e.column);
  return undefined;
}

function aggregate(d: SqlDialect, m: PlanMetric, plan: QueryPlan): Expr {
  const e = m.expression;
  const value = m.part ? rowValue(m) : undefined;
  const inPart =
    m.part &&
    sql.join(
      [
        ...m.part.map(
          (f) =>
            sql`${sql.raw(f.negate ? 'NOT ' : '')}(${inList(d, f.dimension.column, f.values)})`,
        ),
        ...(m.partTests ?? []).map((t) => comparison(column(t.column), t.op, t.values)),
      ],
      sql` AND `,
    );
  if (inPart && value)
    return sql`100.0 * sum(CASE WHEN ${inPart} THEN ${value} ELSE 0 END) / nullif(sum(${value}), 0)`;
  // "what percentage of days were sunny": the days with a row in the part among all days.
  if (inPart && e.kind === 'distinct') {
    const of = m.grain ? d.bucket(column(e.column), m.grain, plan.weekStart) : column(e.column);
    return sql`100.0 * count(DISTINCT CASE WHEN ${inPart} THEN ${of} END) / nullif(count(DISTINCT ${of}), 0)`;
  }
  const time = plan.time;
  // Database models never mark measures stored once per thing (only a file's profile does).
  if (m.onceEach)
    throw new Error(`${m.key}: a measure stored once per thing is summed in DuckDB only`);
  if (m.perEach && e.kind === 'column')
    return sql`${d.asDouble(sql`sum(${column(e.column)})`)} / nullif(count(DISTINCT ${column(m.perEach.column)}), 0)`;
  if (m.per && e.kind === 'column' && time && time.timeKind !== 'year') {
    return sql`${d.asDouble(sql`sum(${column(e.column)})`)} / nullif(count(DISTINCT ${d.bucket(column(time.column), m.per, plan.weekStart)}), 0)`;
  }
  switch (e.kind) {
    case 'rows':
      return sql`count(*)`;
    case 'distinct':
      return m.grain
        ? sql`count(DISTINCT ${d.bucket(column(e.column), m.grain, plan.weekStart)})`
        : sql`count(DISTINCT ${column(e.column)})`;
    case 'ratio':
      return sql`${d.asDouble(sql`sum(${column(e.numerator)})`)} / nullif(sum(${column(e.denominator)}), 0) * ${sql.lit(Number(e.scale))}`;
    case 'flag':
      return sql`100.0 * avg(CASE WHEN ${inList(d, e.column, e.yes)} THEN 1 ELSE 0 END)`;
    case 'column':
    case 'arithmetic': {
      const col =
        e.kind === 'column'
          ? column(e.column)
          : sql`(${column(e.left)} ${sql.raw(e.op === '-' ? '-' : '+')} ${column(e.right)})`;
      switch (m.aggregation) {
        case 'count':
          return sql`count(${col})`;
        case 'count_distinct':
          return sql`count(DISTINCT ${col})`;
        case 'median':
          return d.median(col);
        case 'percentile':
          return d.percentile(col, (m.percentile ?? 50) / 100);
        case 'stddev':
          return sql`stddev_samp(${col})`;
        case 'range':
          return sql`max(${col}) - min(${col})`;
        case 'sum':
          return sql`sum(${col})`;
        case 'avg':
          return sql`avg(${col})`;
        case 'min':
          return sql`min(${col})`;
        case 'max':
          return sql`max(${col})`;
      }
    }
  }
}

function rangeCondition(d: SqlDialect, time: Dimension, range: DateRange): Expr {
  const col = column(time.column);
  if (time.timeKind === 'year') {
    const startYear = Number(range.start.slice(0, 4)) + (range.start.slice(5) === '01-01' ? 0 : 1);
    const endYear = Number(range.end.slice(0, 4)) + (range.end.slice(5) === '01-01' ? 0 : 1);
    return sql`${col} >= ${startYear} AND ${col} < ${endYear}`;
  }
  if (range.time) {
    const end = sql.raw(range.time.endInclusive ? '<=' : '<');
    return sql`${col} >= ${d.asTimestamp(sql`${range.start}`)} AND ${col} ${end} ${d.asTimestamp(sql`${range.end}`)}`;
  }
  return sql`${col} >= ${d.asDate(sql`${range.start}`)} AND ${col} < ${d.asDate(sql`${range.end}`)}`;
}

function comparison(tested: Expr, op: QueryPlan['conditions'][number]['op'], values: number[]) {
  if (op === 'outside') return sql`NOT (${tested} BETWEEN ${values[0]} AND ${values[1]})`;
  return op === 'between'
    ? sql`${tested} BETWEEN ${values[0]} AND ${values[1]}`
    : sql`${tested} ${sql.raw(op)} ${values[0]}`;
}

// Tests on each group's aggregate ("channels where revenue is over 5000").
function havingOf(d: SqlDialect, plan: QueryPlan): Expr[] {
  return plan.conditions.flatMap((c) =>
    c.aggregate ? [comparison(aggregate(d, c.aggregate, plan), c.op, c.values)] : [],
  );
}

function whereOf(d: SqlDialect, plan: QueryPlan, range: DateRange | undefined): Expr[] {
  const where: Expr[] = [];
  for (const f of plan.filters) {
    const text = d.asText(column(f.dimension.column));
    const { match } = f;
    const test = match
      ? sql`(${sql.join(
          f.values.map((v) => sql`LOWER(${text}) LIKE ${likePattern(v, match)}`),
          sql` OR `,
        )})`
      : sql`(${text} IN (${sql.join(f.values.map((v) => sql`${v}`))}))`;
    where.push(f.negate ? sql`NOT ${test}` : test);
  }
  for (const c of plan.conditions)
    if (!c.aggregate) where.push(comparison(column(c.column), c.op, c.values));
  if (range && plan.time) where.push(rangeCondition(d, plan.time, range));
  for (const out of plan.time ? (plan.excluded ?? []) : [])
    where.push(sql`NOT (${rangeCondition(d, plan.time as Dimension, out)})`);
  // A ranking names things: rows without a name cannot be "the top one".
  if (plan.rank)
    for (const g of plan.groups) where.push(sql`${column(g.dimension.column)} IS NOT NULL`);
  return where;
}

function orderOf(d: SqlDialect, plan: QueryPlan): Expr[] {
  const keys = plan.groups.map((_, i) => sql.raw(String(i + 1)));
  const first = plan.metrics[0];
  // The aggregate itself, not its alias: MariaDB refuses an alias inside an ORDER BY expression
  // (ER_ILLEGAL_REFERENCE on "(`count` IS NULL)").
  const value = first && aggregate(d, first, plan);
  if (plan.rank && value)
    return [d.orderBy(value, plan.rank.direction === 'desc' ? 'DESC' : 'ASC'), ...keys];
  if (plan.groups[0]?.dimension.kind === 'time') return keys;
  if (plan.groups.length && value) return [d.orderBy(value, 'DESC'), ...keys];
  return [];
}

const COMPARE_OPS = new Set(['>', '>=', '<', '<=', '=', '<>', 'between', 'outside']);

// The groups that pass, counted in one row; values without a name are no group, as in count(DISTINCT).
function countQuery(
  d: SqlDialect,
  plan: QueryPlan,
  g: PlanGroup,
  table: string,
  range: DateRange | undefined,
): Expr {
  const where = [...whereOf(d, plan, range), sql`${column(g.dimension.column)} IS NOT NULL`];
  const having = havingOf(d, plan);
  const passed = sql`SELECT ${bucketOf(d, g.dimension, g.grain, plan.weekStart, g.cycle)} AS ${column(g.key)} FROM ${tableRef(table)} WHERE ${sql.join(where, sql` AND `)} GROUP BY ${groupOf(d, g, 0, plan.weekStart)}${having.length ? sql` HAVING ${sql.join(having, sql` AND `)}` : sql``}`;
  return sql`SELECT ${d.asDouble(sql`count(*)`)} AS ${column(plan.metrics[0]?.key ?? 'count')} FROM (${passed}) AS ${column('passed')}`;
}

// One SELECT for a plan in PostgreSQL or MySQL: the same plan the DuckDB builder reads, with
// identifiers only from the model and every value of the question a bound parameter.
export function compileForDialect(
  name: SqlDialectName,
  plan: QueryPlan,
  table: string,
  range: DateRange | undefined,
): BuiltQuery {
  const d = DIALECTS[name];
  for (const c of plan.conditions)
    if (!COMPARE_OPS.has(c.op)) throw new Error(`unknown comparison ${c.op}`);
  if (plan.countOf) {
    const counted = countQuery(d, plan, plan.countOf, table, range).compile(compilers[name]);
    return { sql: counted.sql, params: counted.parameters as Param[] };
  }
  const select: Expr[] = [
    ...plan.groups.map(
      (g) => sql`${bucketOf(d, g.dimension, g.grain, plan.weekStart, g.cycle)} AS ${column(g.key)}`,
    ),
    ...plan.metrics.map((m) => {
      const value = aggregate(d, m, plan);
      // The latest or earliest date is a date: text, never a number.
      return sql`${isDateExtreme(m, plan.time) ? d.asText(value) : d.asDouble(value)} AS ${column(m.key)}`;
    }),
    // Each group's share of all groups, before LIMIT (the top 3's shares are of every group).
    ...(plan.share && plan.metrics[0] && plan.groups.length
      ? [
          sql`${d.asDouble(sql`100.0 * (${aggregate(d, plan.metrics[0], plan)}) / nullif(sum(${aggregate(d, plan.metrics[0], plan)}) OVER (), 0)`)} AS ${column(`${plan.metrics[0].key}__share`)}`,
        ]
      : []),
  ];
  const where = whereOf(d, plan, range);
  const order = orderOf(d, plan);
  const grouped = plan.groups.length > 0;
  const having = grouped ? havingOf(d, plan) : [];
  const limit = plan.rank ? Math.min(plan.rank.limit, ROW_CAP) : ROW_CAP;
  const query = sql`SELECT ${sql.join(select)} FROM ${tableRef(table)}${where.length ? sql` WHERE ${sql.join(where, sql` AND `)}` : sql``}${
    grouped
      ? sql` GROUP BY ${sql.join(plan.groups.map((g, i) => groupOf(d, g, i, plan.weekStart)))}`
      : sql``
  }${having.length ? sql` HAVING ${sql.join(having, sql` AND `)}` : sql``}${order.length ? sql` ORDER BY ${sql.join(order)}` : sql``}${grouped ? sql` LIMIT ${sql.lit(Math.max(1, Math.floor(limit)))}` : sql``}`;
  const compiled = query.compile(compilers[name]);
  return { sql: compiled.sql, params: compiled.parameters as Param[] };
}

export const postgresCompiler = (
  plan: QueryPlan,
  table: string,
  range: DateRange | undefined,
): BuiltQuery => compileForDialect('postgres', plan, table, range);
export const mysqlCompiler = (
  plan: QueryPlan,
  table: string,
  range: DateRange | undefined,
): BuiltQuery => compileForDialect('mysql', plan, table, range);
