import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';

export type Cell = string | number | null;
export type Row = Record<string, Cell>;
export type Param = string | number | boolean;

// Turns DuckDB values (bigint, DATE, TIMESTAMP, DECIMAL objects) into JSON-safe cells.
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  const text = (value as { toString(): string }).toString();
  const numeric = Number(text);
  if (text.trim() !== '' && Number.isFinite(numeric) && /^-?[\d.]+(e[+-]?\d+)?$/i.test(text))
    return numeric;
  return text;
}

export class DuckRunner {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  static async create(): Promise<DuckRunner> {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    return new DuckRunner(instance, connection);
  }

  async run(sql: string, params: Param[] = []): Promise<void> {
    await this.connection.run(sql, params);
  }

  async rows(sql: string, params: Param[] = []): Promise<Row[]> {
    const reader = await this.connection.runAndReadAll(sql, params);
    const names = reader.columnNames();
    return reader.getRows().map((values) => {
      const row: Row = {};
      names.forEach((name, i) => {
        row[name] = toCell(values[i]);
      });
      return row;
    });
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
