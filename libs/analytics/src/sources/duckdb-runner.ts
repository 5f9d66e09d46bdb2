import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';
import { SourceError } from '../connectors/source-error';

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

// How much one DuckDB database may take: its memory_limit, its threads and the wall time of one
// query (interrupted when it runs over). Every instance is bounded, so one heavy question or file
// cannot starve the process that serves everyone else.
export type DuckLimits = { memoryLimit: string; threads: number; queryTimeoutMs: number };

let processLimits: DuckLimits = { memoryLimit: '1GB', threads: 2, queryTimeoutMs: 30_000 };

// Set once at start-up (the API from its configuration); instances opened later use these.
export function configureDuckDb(limits: Partial<DuckLimits>): void {
  processLimits = { ...processLimits, ...limits };
}

export function duckDbLimits(): DuckLimits {
  return processLimits;
}

// The one DuckDB instance every loaded file is attached to: one buffer manager, so the memory
// all uploads take together stays within one memory_limit (DuckDB evicts and re-reads blocks
// from the files) instead of growing with their number.
let shared: Promise<DuckDBInstance> | undefined;
let attached = 0;

export class DuckRunner {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    private readonly queryTimeoutMs: number,
    // Set for a database file attached to the shared instance: detached on close.
    private readonly alias?: string,
  ) {}

  // In memory by default; a path opens (or creates) a database file, readOnly for a loaded source.
  static async create(
    options: { path?: string; readOnly?: boolean; limits?: Partial<DuckLimits> } = {},
  ): Promise<DuckRunner> {
    const limits = { ...processLimits, ...options.limits };
    const instance = await DuckDBInstance.create(options.path ?? ':memory:', {
      memory_limit: limits.memoryLimit,
      threads: String(limits.threads),
      ...(options.readOnly ? { access_mode: 'READ_ONLY' } : {}),
    });
    const connection = await instance.connect();
    return new DuckRunner(instance, connection, limits.queryTimeoutMs);
  }

  // A database file opened read-only in the process-wide instance (configureDuckDb's limits),
  // on a connection of its own whose unqualified names are that file's tables.
  static async attach(path: string): Promise<DuckRunner> {
    shared ??= DuckDBInstance.create(':memory:', {
      memory_limit: processLimits.memoryLimit,
      threads: String(processLimits.threads),
    });
    const instance = await shared;
    const connection = await instance.connect();
    const alias = quoteIdent(`loaded_${++attached}`);
    try {
      await connection.run(`ATTACH ${quoteLiteral(path)} AS ${alias} (READ_ONLY)`);
      await connection.run(`USE ${alias}`);
    } catch (error) {
      await connection.run(`DETACH DATABASE IF EXISTS ${alias}`).catch(() => undefined);
      connection.closeSync();
      throw error;
    }
    return new DuckRunner(instance, connection, processLimits.queryTimeoutMs, alias);
  }

  // The connection is interrupted past the time budget; the question gets a readable refusal.
  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      this.connection.interrupt();
    }, this.queryTimeoutMs);
    try {
      return await work();
    } catch (error) {
      if (timedOut) throw new SourceError('datastore.query_timeout');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async run(sql: string, params: Param[] = []): Promise<void> {
    await this.bounded(() => this.connection.run(sql, params));
  }

  async rows(sql: string, params: Param[] = []): Promise<Row[]> {
    const reader = await this.bounded(() => this.connection.runAndReadAll(sql, params));
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
    if (this.alias) {
      const { connection, alias } = this;
      // Its blocks leave the shared buffer pool with it; the shared instance stays.
      void connection
        .run('USE memory')
        .then(() => connection.run(`DETACH DATABASE IF EXISTS ${alias}`))
        .catch(() => undefined)
        .finally(() => connection.closeSync());
      return;
    }
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
