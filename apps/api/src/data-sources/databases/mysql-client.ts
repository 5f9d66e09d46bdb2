import { createPool } from 'mysql2/promise';
import type { Pool, PoolConnection, RowDataPacket } from 'mysql2/promise';
import type { Row } from '@parley/analytics';
import { databaseError } from './database-errors';
import { pinDatabaseHost, tlsFor } from './database-host-policy';
import type { DatabaseHostPolicy } from './database-host-policy';
import { columnTypeOf } from './sql-client';
import type { ColumnInfo, DatabaseSettings, SqlClient, TableInfo } from './sql-client';

const quote = (identifier: string) => `\`${identifier.replace(/`/g, '``')}\``;

function toRow(raw: RowDataPacket): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined) row[key] = null;
    else if (typeof value === 'number' || typeof value === 'string') row[key] = value;
    else if (typeof value === 'bigint') row[key] = Number(value);
    else row[key] = String(value);
  }
  return row;
}

export class MysqlClient implements SqlClient {
  readonly type = 'mysql' as const;
  private pool?: Promise<Pool>;
  private readonly database: string;
  private mariadb?: Promise<boolean>;

  constructor(
    private readonly settings: DatabaseSettings,
    private readonly timeoutMs: number,
    private readonly hosts: DatabaseHostPolicy,
  ) {
    this.database = settings.database;
  }

  // Opened at the first query, on the address the host check let through (see pinDatabaseHost).
  private connected(): Promise<Pool> {
    this.pool ??= pinDatabaseHost(this.settings.host, this.hosts).then((host) => {
      const { settings, timeoutMs } = this;
      return createPool({
        // A unix socket only when DATABASE_ALLOWED_HOSTS names its path.
        ...(host.startsWith('/') ? { socketPath: host } : { host, port: settings.port }),
        database: settings.database,
        user: settings.user,
        password: settings.password,
        ssl: tlsFor(settings),
        connectionLimit: 4,
        connectTimeout: Math.min(timeoutMs, 10_000),
        dateStrings: true,
        supportBigNumbers: true,
        decimalNumbers: true,
      });
    });
    return this.pool;
  }

  quote = quote;

  quoteTable(table: string): string {
    return table.split('.').map(quote).join('.');
  }

  // MariaDB and MySQL name their statement time limits differently (seconds vs milliseconds).
  private async timeLimit(connection: PoolConnection): Promise<string> {
    this.mariadb ??= connection
      .query<RowDataPacket[]>('SELECT VERSION() AS v')
      .then(([rows]) => /mariadb/i.test(String(rows[0]?.v)));
    return (await this.mariadb)
      ? `SET SESSION max_statement_time = ${(this.timeoutMs / 1000).toFixed(3)}`
      : `SET SESSION max_execution_time = ${Math.floor(this.timeoutMs)}`;
  }

  async query(sql: string, params: unknown[] = []): Promise<Row[]> {
    let connection: PoolConnection | undefined;
    try {
      connection = await (await this.connected()).getConnection();
      await connection.query(await this.timeLimit(connection));
      await connection.query('START TRANSACTION READ ONLY');
      // The driver's own timeout is the backstop should the server ignore its limit.
      const [rows] = await connection.query<RowDataPacket[]>({
        sql,
        values: params,
        timeout: this.timeoutMs + 2000,
      });
      await connection.query('ROLLBACK');
      return rows.map(toRow);
    } catch (error) {
      await connection?.query('ROLLBACK').catch(() => undefined);
      throw databaseError(error, this.timeoutMs);
    } finally {
      connection?.release();
    }
  }

  async tables(): Promise<TableInfo[]> {
    const rows = await this.query(
      'SELECT TABLE_NAME AS t, TABLE_TYPE AS k FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY 1',
      [this.database],
    );
    return rows.map((r) => ({ name: String(r.t), kind: r.k === 'VIEW' ? 'view' : 'table' }));
  }

  async columns(table: string): Promise<ColumnInfo[]> {
    const rows = await this.query(
      `SELECT c.COLUMN_NAME AS name, c.DATA_TYPE AS type, c.COLUMN_COMMENT AS comment, c.COLUMN_KEY AS ckey,
         (SELECT count(*) FROM information_schema.KEY_COLUMN_USAGE k WHERE k.TABLE_SCHEMA = c.TABLE_SCHEMA AND k.TABLE_NAME = c.TABLE_NAME
            AND k.COLUMN_NAME = c.COLUMN_NAME AND k.REFERENCED_TABLE_NAME IS NOT NULL) AS fk
       FROM information_schema.COLUMNS c WHERE c.TABLE_SCHEMA = ? AND c.TABLE_NAME = ? ORDER BY c.ORDINAL_POSITION`,
      [this.database, table],
    );
    return rows.map((r) => ({
      name: String(r.name),
      type: columnTypeOf(String(r.type)),
      key: r.ckey === 'PRI' ? 'primary' : Number(r.fk) > 0 ? 'foreign' : undefined,
      comment: r.comment ? String(r.comment) : undefined,
    }));
  }

  async tableComment(table: string): Promise<string | undefined> {
    const [row] = await this.query(
      'SELECT TABLE_COMMENT AS c FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
      [this.database, table],
    );
    return row?.c ? String(row.c) : undefined;
  }

  async close(): Promise<void> {
    const pool = await this.pool?.catch(() => undefined);
    await pool?.end().catch(() => undefined);
  }
}
