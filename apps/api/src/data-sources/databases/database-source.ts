import { databaseModel, mysqlCompiler, postgresCompiler } from '@parley/analytics';
import type { DataSource, DatabaseColumn, DatabaseTable, Row } from '@parley/analytics';
import { ApiError } from '../../http/api-error';
import { sourceFailure } from '../source-failure';
import type { DatabaseHostPolicy } from './database-host-policy';
import { MysqlClient } from './mysql-client';
import { PostgresClient } from './postgres-client';
import type { DatabaseSettings, DatabaseType, SqlClient } from './sql-client';

const PROFILE_SAMPLE_ROWS = 10_000;
const VALUE_SAMPLE = 1000;

export type DatabaseLimits = { statementTimeoutMs: number; databaseHosts: DatabaseHostPolicy };

// Every connection to a person's database goes through here, so none skips the host check.
export function clientFor(
  type: DatabaseType,
  settings: DatabaseSettings,
  { statementTimeoutMs, databaseHosts }: DatabaseLimits,
): SqlClient {
  return type === 'postgresql'
    ? new PostgresClient(settings, statementTimeoutMs, databaseHosts)
    : new MysqlClient(settings, statementTimeoutMs, databaseHosts);
}

// Distinct counts and ranges from a sample of rows; exact enough to tell a category from an amount.
async function profile(client: SqlClient, table: string, columns: DatabaseColumn[]): Promise<void> {
  const numeric = (c: DatabaseColumn) => c.type === 'integer' || c.type === 'number';
  const parts = columns.flatMap((c, i) => {
    const col = client.quote(c.name);
    return [
      `count(DISTINCT ${col}) AS ${client.quote(`d${i}`)}`,
      ...(numeric(c)
        ? [`min(${col}) AS ${client.quote(`n${i}`)}`, `max(${col}) AS ${client.quote(`x${i}`)}`]
        : []),
    ];
  });
  if (!parts.length) return;
  const [row] = await client.query(
    `SELECT ${parts.join(', ')} FROM (SELECT * FROM ${client.quoteTable(table)} LIMIT ${PROFILE_SAMPLE_ROWS}) AS sample_rows`,
  );
  const num = (value: Row[string] | undefined) =>
    value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);
  columns.forEach((c, i) => {
    c.distinct = Number(row?.[`d${i}`] ?? 0);
    if (numeric(c)) {
      c.min = num(row?.[`n${i}`]);
      c.max = num(row?.[`x${i}`]);
    }
  });
}

export async function describeTable(client: SqlClient, table: string): Promise<DatabaseTable> {
  // Only a table the database itself lists can be named in SQL.
  const known = await client.tables();
  if (!known.some((t) => t.name === table))
    throw new ApiError(404, 'datastore.table_not_found', { table });
  const infos = await client.columns(table);
  if (!infos.length) throw new ApiError(400, 'datastore.no_usable_column');
  const columns: DatabaseColumn[] = infos.map((c) => ({ ...c, distinct: 0 }));
  const [count] = await client.query(`SELECT count(*) AS n FROM ${client.quoteTable(table)}`);
  await profile(client, table, columns);
  const values: Record<string, string[]> = {};
  const textCast = client.type === 'postgresql' ? 'TEXT' : 'CHAR';
  for (const c of columns.filter((col) => col.type === 'text')) {
    const col = client.quote(c.name);
    const rows = await client.query(
      `SELECT DISTINCT CAST(${col} AS ${textCast}) AS v FROM ${client.quoteTable(table)} WHERE ${col} IS NOT NULL LIMIT ${VALUE_SAMPLE}`,
    );
    values[c.name] = rows.map((r) => String(r.v));
  }
  return {
    table,
    name: table.split('.').pop() ?? table,
    comment: await client.tableComment(table),
    rowCount: Number(count?.n ?? 0),
    columns,
    values,
  };
}

// A database table as a source: its automatic model, queries compiled to the database's dialect,
// run read-only with the statement timeout, and no more rows than the cap.
export async function openDatabaseSource(
  client: SqlClient,
  table: string,
  source: { type: string; datasource_id: string },
  rowCap: number,
): Promise<DataSource> {
  try {
    const model = databaseModel(await describeTable(client, table), source);
    return {
      model,
      compile: client.type === 'postgresql' ? postgresCompiler : mysqlCompiler,
      db: {
        rows: async (sql, params = []) => {
          try {
            return (await client.query(sql, params)).slice(0, rowCap);
          } catch (error) {
            throw sourceFailure(error);
          }
        },
      },
      close: () => void client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
