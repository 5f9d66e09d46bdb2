import { Pool } from 'pg';
import type { PoolClient } from 'pg';
import type { Row } from '@parley/analytics';
import { databaseError } from './database-errors';
import { pinDatabaseHost, tlsFor } from './database-host-policy';
import type { DatabaseHostPolicy } from './database-host-policy';
import { columnTypeOf } from './sql-client';
import type { ColumnInfo, DatabaseSettings, SqlClient, TableInfo } from './sql-client';

// int2, int4, int8, float4, float8, numeric.
const NUMERIC_OIDS = new Set([21, 23, 20, 700, 701, 1700]);

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

function splitTable(table: string): [string, string] {
  const dot = table.indexOf('.');
  return dot > 0 ? [table.slice(0, dot), table.slice(dot + 1)] : ['public', table];
}

function toRow(raw: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined) row[key] = null;
    else if (typeof value === 'number' || typeof value === 'string') row[key] = value;
    else if (value instanceof Date) row[key] = value.toISOString();
    else if (typeof value === 'bigint' || typeof value === 'boolean') row[key] = String(value);
    else row[key] = JSON.stringify(value);
  }
  return row;
}

export class PostgresClient implements SqlClient {
  readonly type = 'postgresql' as const;
  private pool?: Promise<Pool>;

  constructor(
    private readonly settings: DatabaseSettings,
    private readonly timeoutMs: number,
    private readonly hosts: DatabaseHostPolicy,
  ) {}

  // Opened at the first query, on the address the host check let through (see pinDatabaseHost).
  private connected(): Promise<Pool> {
    this.pool ??= pinDatabaseHost(this.settings.host, this.hosts).then((host) => {
      const { settings, timeoutMs } = this;
      const pool = new Pool({
        host,
        port: settings.port,
        database: settings.database,
        user: settings.user,
        password: settings.password,
        ssl: tlsFor(settings),
        max: 4,
        connectionTimeoutMillis: Math.min(timeoutMs, 10_000),
        idleTimeoutMillis: 30_000,
        // Numbers as numbers (bigint counts included); dates stay as the database wrote them ('YYYY-MM-DD').
        types: {
          getTypeParser: (oid: number) =>
            NUMERIC_OIDS.has(oid) ? Number : (value: string) => value,
        },
      });
      pool.on('error', () => undefined);
      return pool;
    });
    return this.pool;
  }

  quote = quote;

  quoteTable(table: string): string {
    const [schema, name] = splitTable(table);
    return `${quote(schema)}.${quote(name)}`;
  }

  // Every query: a read-only transaction with a local statement timeout, rolled back afterwards.
  async query(sql: string, params: unknown[] = []): Promise<Row[]> {
    let client: PoolClient | undefined;
    try {
      client = await (await this.connected()).connect();
      await client.query('BEGIN TRANSACTION READ ONLY');
      await client.query(`SET LOCAL statement_timeout = ${Math.floor(this.timeoutMs)}`);
      const result = await client.query<Record<string, unknown>>({ text: sql, values: params });
      await client.query('ROLLBACK');
      return result.rows.map(toRow);
    } catch (error) {
      await client?.query('ROLLBACK').catch(() => undefined);
      throw databaseError(error, this.timeoutMs);
    } finally {
      client?.release();
    }
  }

  async tables(): Promise<TableInfo[]> {
    const rows = await this.query(
      `SELECT table_schema AS s, table_name AS t, table_type AS k FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    return rows.map((r) => ({
      name: r.s === 'public' ? String(r.t) : `${r.s}.${r.t}`,
      kind: r.k === 'VIEW' ? 'view' : 'table',
    }));
  }

  async columns(table: string): Promise<ColumnInfo[]> {
    const [schema, name] = splitTable(table);
    const rows = await this.query(
      `SELECT c.column_name AS name, c.data_type AS type,
         col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) AS comment,
         (SELECT max(tc.constraint_type) FROM information_schema.key_column_usage k
            JOIN information_schema.table_constraints tc ON tc.constraint_name = k.constraint_name AND tc.table_schema = k.table_schema
           WHERE k.table_schema = c.table_schema AND k.table_name = c.table_name AND k.column_name = c.column_name) AS key
       FROM information_schema.columns c WHERE c.table_schema = $1 AND c.table_name = $2 ORDER BY c.ordinal_position`,
      [schema, name],
    );
    return rows.map((r) => ({
      name: String(r.name),
      type: columnTypeOf(String(r.type)),
      key: r.key === 'PRIMARY KEY' ? 'primary' : r.key === 'FOREIGN KEY' ? 'foreign' : undefined,
      comment: r.comment ? String(r.comment) : undefined,
    }));
  }

  async tableComment(table: string): Promise<string | undefined> {
    const [schema, name] = splitTable(table);
    const [row] = await this.query(
      `SELECT obj_description(format('%I.%I', $1::text, $2::text)::regclass, 'pg_class') AS c`,
      [schema, name],
    );
    return row?.c ? String(row.c) : undefined;
  }

  async close(): Promise<void> {
    const pool = await this.pool?.catch(() => undefined);
    await pool?.end().catch(() => undefined);
  }
}
