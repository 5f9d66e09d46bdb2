import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Grain } from '@parley/domain';
import { TRUNC } from '../sql/sql-builder';

export type SqlDialectName = 'postgres' | 'mysql';

type Expr = RawBuilder<unknown>;

// The few places where PostgreSQL and MySQL/MariaDB spell the same idea differently; every
// other part of a query is shared. Only fixed SQL words appear here, never words of a question.
export type SqlDialect = {
  name: SqlDialectName;
  // A time value as 'YYYY-MM-DD' of the start of its bucket (the day itself without a grain);
  // an hour reads 'YYYY-MM-DD HH:00'.
  bucket(column: Expr, grain: Grain | undefined, weekStart: 0 | 1): Expr;
  // The bucket before it is written as text: grouping on it formats once per group, not per row.
  groupKey?(column: Expr, grain: Grain | undefined, weekStart: 0 | 1): Expr;
  asDouble(value: Expr): Expr;
  asText(value: Expr): Expr;
  asDate(value: Expr): Expr;
  // A date-time without a zone, as a window of hours is bound ('YYYY-MM-DDTHH:MM:SS').
  asTimestamp(value: Expr): Expr;
  median(value: Expr): Expr;
  // ISO day of the week, 1 = Monday … 7 = Sunday.
  weekday(value: Expr): Expr;
  // The year of a date, as a whole number.
  year(value: Expr): Expr;
  // The p-quantile (0–1) of the values, interpolated.
  percentile(value: Expr, p: number): Expr;
  // ORDER BY item that puts empty values last whatever the direction.
  orderBy(value: Expr, direction: 'ASC' | 'DESC'): Expr;
};

function pgGroupKey(column: Expr, grain: Grain | undefined, weekStart: 0 | 1): Expr {
  if (!grain || grain === 'daily') return sql`date_trunc('day', ${column})`;
  // date_trunc weeks start on Monday; a Sunday week is the Monday week of the next day, moved back.
  if (grain === 'weekly' && weekStart === 0)
    return sql`date_trunc('week', ${column} + interval '1 day') - interval '1 day'`;
  return sql`date_trunc(${sql.lit(TRUNC[grain])}, ${column})`;
}

export const postgresDialect: SqlDialect = {
  name: 'postgres',
  bucket: (column, grain, weekStart) =>
    sql`to_char(${pgGroupKey(column, grain, weekStart)}, ${sql.raw(grain === 'hourly' ? "'YYYY-MM-DD HH24:00'" : "'YYYY-MM-DD'")})`,
  groupKey: pgGroupKey,
  asDouble: (value) => sql`CAST(${value} AS DOUBLE PRECISION)`,
  asText: (value) => sql`CAST(${value} AS TEXT)`,
  asDate: (value) => sql`CAST(${value} AS DATE)`,
  asTimestamp: (value) => sql`CAST(${value} AS TIMESTAMP)`,
  median: (value) => sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${value})`,
  percentile: (value, p) => sql`percentile_cont(${sql.lit(p)}) WITHIN GROUP (ORDER BY ${value})`,
  weekday: (value) => sql`CAST(extract(isodow from ${value}) AS INTEGER)`,
  year: (value) => sql`CAST(extract(year from ${value}) AS INTEGER)`,
  orderBy: (value, direction) => sql`${value} ${sql.raw(direction)} NULLS LAST`,
};

export const mysqlDialect: SqlDialect = {
  name: 'mysql',
  bucket(column, grain, weekStart) {
    switch (grain) {
      case 'hourly':
        return sql`DATE_FORMAT(${column}, '%Y-%m-%d %H:00')`;
      case 'weekly':
        return weekStart === 0
          ? sql`DATE_FORMAT(DATE_SUB(DATE(${column}), INTERVAL (DAYOFWEEK(${column}) - 1) DAY), '%Y-%m-%d')`
          : sql`DATE_FORMAT(DATE_SUB(DATE(${column}), INTERVAL WEEKDAY(${column}) DAY), '%Y-%m-%d')`;
      case 'monthly':
        return sql`DATE_FORMAT(${column}, '%Y-%m-01')`;
      case 'quarterly':
        return sql`DATE_FORMAT(MAKEDATE(YEAR(${column}), 1) + INTERVAL (QUARTER(${column}) - 1) QUARTER, '%Y-%m-%d')`;
      case 'yearly':
        return sql`DATE_FORMAT(${column}, '%Y-01-01')`;
      default:
        return sql`DATE_FORMAT(${column}, '%Y-%m-%d')`;
    }
  },
  asDouble: (value) => sql`CAST(${value} AS DOUBLE)`,
  asText: (value) => sql`CAST(${value} AS CHAR)`,
  asDate: (value) => sql`CAST(${value} AS DATE)`,
  asTimestamp: (value) => sql`CAST(${value} AS DATETIME)`,
  // MySQL has no median aggregate: the database refuses it and the person gets a plain message.
  median: (value) => sql`median(${value})`,
  // MariaDB has PERCENTILE_CONT only as a window function; MySQL none: the database refuses it.
  percentile: (value, p) => sql`percentile_cont(${sql.lit(p)}) WITHIN GROUP (ORDER BY ${value})`,
  weekday: (value) => sql`(WEEKDAY(${value}) + 1)`,
  year: (value) => sql`YEAR(${value})`,
  // MySQL sorts NULL first ascending and has no NULLS LAST; sorting on "is null" first does it.
  orderBy: (value, direction) => sql`(${value} IS NULL), ${value} ${sql.raw(direction)}`,
};
