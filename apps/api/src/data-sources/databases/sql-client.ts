import type { DatabaseColumn, Row } from '@parley/analytics';

type ColumnType = DatabaseColumn['type'];

export type DatabaseType = 'postgresql' | 'mysql';

// What the connection form asks for; the whole object (with the password) is kept in the vault.
export type DatabaseSettings = {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
};

export type TableInfo = { name: string; kind: 'table' | 'view' };
export type { ColumnType };
export type ColumnInfo = {
  name: string;
  type: ColumnType;
  key?: 'primary' | 'foreign';
  comment?: string;
};

// One database's driver behind the same small surface: every query runs read-only, with the
// statement timeout, and its errors come back as ApiErrors a person can read.
export interface SqlClient {
  readonly type: DatabaseType;
  quote(identifier: string): string;
  // "schema.table" → quoted; a bare name → quoted.
  quoteTable(table: string): string;
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  tables(): Promise<TableInfo[]>;
  columns(table: string): Promise<ColumnInfo[]>;
  tableComment(table: string): Promise<string | undefined>;
  close(): Promise<void>;
}

export function columnTypeOf(databaseType: string): ColumnType {
  const t = databaseType.toLowerCase();
  if (/^(tinyint|smallint|mediumint|int|integer|bigint|int2|int4|int8|serial|bigserial)/.test(t))
    return 'integer';
  if (/^(numeric|decimal|real|float|double)/.test(t)) return 'number';
  if (t === 'date') return 'date';
  if (/^(timestamp|datetime)/.test(t)) return 'timestamp';
  if (t === 'boolean' || t === 'bool') return 'boolean';
  return 'text';
}
