import { createConnection } from 'mysql2/promise';
import type { RowDataPacket } from 'mysql2/promise';
import { Client } from 'pg';
import { databaseModel } from '../connectors/database-model';
import type { DatabaseTable } from '../connectors/database-model';
import { compileForDialect } from '../dialects/dialect-compiler';
import type { SqlDialectName } from '../dialects/sql-dialect';
import type { DataSource } from '../engine/data-source';
import type { Param, Row } from '../sources/duckdb-runner';

// This machine's real PostgreSQL (trust auth) and MariaDB (root, no password), reached as the API's
// database specs reach them, for the tests that run the SQL compiled for each dialect.
export type Server = {
  rows(sql: string, params?: Param[]): Promise<Row[]>;
  run(sql: string): Promise<void>;
  end(): Promise<void>;
};

export async function postgres(): Promise<Server> {
  const client = new Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await client.connect();
  return {
    rows: async (sql, params = []) => (await client.query<Row>(sql, params)).rows,
    run: async (sql) => void (await client.query(sql)),
    end: () => client.end(),
  };
}

export async function mysql(): Promise<Server> {
  const connection = await createConnection({
    host: '127.0.0.1',
    port: 3306,
    database: 'test',
    user: 'root',
    password: '',
    dateStrings: true,
    decimalNumbers: true,
  });
  return {
    rows: async (sql, params = []) =>
      (await connection.query<RowDataPacket[]>({ sql, values: params }))[0],
    run: async (sql) => void (await connection.query(sql)),
    end: () => connection.end(),
  };
}

// A source answering from a table on one of these servers with the SQL compiled for its dialect.
export function serverSource(
  server: Server,
  dialect: SqlDialectName,
  table: DatabaseTable,
): DataSource {
  return {
    model: databaseModel(table, { type: dialect, datasource_id: table.table }),
    db: server,
    compile: (plan, from, range) => compileForDialect(dialect, plan, from, range),
    close: () => undefined,
  };
}
