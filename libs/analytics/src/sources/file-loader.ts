import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { DuckRunner, quoteIdent, quoteLiteral } from './duckdb-runner';
import type { DuckLimits } from './duckdb-runner';
import type { FileLimits } from './file-limits';
import { DEFAULT_FILE_LIMITS, FileRefusedError } from './file-limits';
import { scanJsonShape } from './json-shape-scan';
import { scratchFolderOf } from './load-protocol';
import { writeWorkbookAsJsonLines } from './xlsx-reader';

export type FileKind = 'csv' | 'json' | 'parquet' | 'xlsx';

export function fileKind(path: string): FileKind | undefined {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') return 'csv';
  if (ext === '.json' || ext === '.jsonl' || ext === '.ndjson') return 'json';
  if (ext === '.parquet') return 'parquet';
  if (ext === '.xlsx') return 'xlsx';
  return undefined;
}

// Text dates DuckDB does not detect on its own ("Jun 12 1998", "1/31/2001", "31.01.2001").
const DATE_FORMATS = [
  '%b %d %Y',
  '%B %d %Y',
  '%d %b %Y',
  '%d %B %Y',
  '%m/%d/%Y',
  '%m/%d/%y',
  '%d.%m.%Y',
  '%Y/%m/%d',
  '%Y-%m-%d',
  '%Y-%m',
  '%b %Y',
  '%Y-%m-%d %H:%M:%S',
  '%Y-%m-%dT%H:%M:%S',
];

function reader(kind: FileKind, path: string, limits: FileLimits): string {
  const file = quoteLiteral(path);
  if (kind === 'parquet') return `read_parquet(${file})`;
  // The shape scan already held every record under this size; DuckDB is told the same bound.
  if (kind === 'json')
    return `read_json_auto(${file}, maximum_object_size=${Math.max(limits.jsonMaxRecordBytes, 1024 * 1024)})`;
  return `read_csv_auto(${file}, sample_size=-1)`;
}

async function xlsxToJsonLines(
  path: string,
  limits: FileLimits,
  near?: string,
): Promise<{ file: string; cleanup: () => void }> {
  // Beside the database file when there is one: DATA_DIR has the room, /tmp may not.
  const dir = mkdtempSync(join(near ?? tmpdir(), '.parley-xlsx-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const file = join(dir, 'sheet.jsonl');
  try {
    const { rows } = await writeWorkbookAsJsonLines(path, file, limits);
    // DuckDB cannot guess columns from an empty file; a sheet without data rows is empty.
    if (rows === 0) throw new FileRefusedError('unreadable');
  } catch (error) {
    cleanup();
    throw error;
  }
  return { file, cleanup };
}

async function dateFormatOf(
  db: DuckRunner,
  from: string,
  column: string,
): Promise<string | undefined> {
  const col = quoteIdent(column);
  const sample = `(SELECT DISTINCT ${col}::VARCHAR AS v FROM ${from} WHERE ${col} IS NOT NULL LIMIT 200)`;
  const shape = await db.rows(
    `SELECT count(*) AS n, count(*) FILTER (WHERE regexp_matches(v, '\\d') AND length(v) BETWEEN 6 AND 30) AS plausible FROM ${sample}`,
  );
  const n = Number(shape[0]?.n ?? 0);
  if (n === 0 || Number(shape[0]?.plausible) < n) return undefined;
  for (const format of DATE_FORMATS) {
    const checked = await db.rows(
      `SELECT count(*) AS ok FROM ${sample} WHERE try_strptime(v, ${quoteLiteral(format)}) IS NOT NULL`,
    );
    if (Number(checked[0]?.ok) === n) return format;
  }
  return undefined;
}

export type LoadOptions = {
  limits?: FileLimits;
  // Copy every format into a table (Parquet too): the loader writes a database file that must
  // not point back at the upload.
  materialize?: boolean;
  // Where scratch files go (the XLSX rows); the system temp folder when unset.
  scratchDir?: string;
};

// Loads a file as table `name`: small files are copied in (fast repeated questions), Parquet stays a
// view (DuckDB reads it column by column at scan speed). Text dates and JSON cells become typed columns.
export async function loadFile(
  db: DuckRunner,
  path: string,
  name: string,
  options: LoadOptions = {},
): Promise<void> {
  const limits = options.limits ?? DEFAULT_FILE_LIMITS;
  const kind = fileKind(path);
  if (!kind) throw new Error(`unsupported file type: ${extname(path) || path}`);
  let cleanup = (): void => undefined;
  let from: string;
  if (kind === 'xlsx') {
    const converted = await xlsxToJsonLines(path, limits, options.scratchDir);
    cleanup = converted.cleanup;
    from = reader('json', converted.file, limits);
  } else {
    if (kind === 'json') await scanJsonShape(path, limits);
    from = reader(kind, path, limits);
  }
  const table = quoteIdent(name);
  // Parquet stays a view unless materialized; everything else is read once into a staging table,
  // and dates are detected on that table instead of re-reading the file for every text column.
  const staged = kind !== 'parquet' || options.materialize;
  const staging = quoteIdent(`${name}__staging`);
  try {
    if (staged) await db.run(`CREATE TABLE ${staging} AS SELECT * FROM ${from}`);
    const source = staged ? staging : from;
    const described = await db.rows(`DESCRIBE SELECT * FROM ${source}`);
    if (described.length > limits.maxColumns)
      throw new FileRefusedError('columns', limits.maxColumns);
    const replacements: string[] = [];
    for (const row of described) {
      const column = String(row.column_name);
      const type = String(row.column_type);
      const col = quoteIdent(column);
      if (type === 'JSON') replacements.push(`json_extract_string(${col}, '$') AS ${col}`);
      if (type === 'VARCHAR') {
        const format = await dateFormatOf(db, source, column);
        if (format) {
          const parse = `try_strptime(${col}, ${quoteLiteral(format)})`;
          replacements.push(
            `${format.includes('%H') ? parse : `CAST(${parse} AS DATE)`} AS ${col}`,
          );
        }
      }
    }
    const select = `SELECT * ${replacements.length ? `REPLACE (${replacements.join(', ')})` : ''} FROM ${source}`;
    if (!staged) await db.run(`CREATE VIEW ${table} AS ${select}`);
    else if (!replacements.length) await db.run(`ALTER TABLE ${staging} RENAME TO ${table}`);
    else {
      await db.run(`CREATE TABLE ${table} AS ${select}`);
      await db.run(`DROP TABLE ${staging}`);
    }
  } catch (error) {
    if (staged) await db.run(`DROP TABLE IF EXISTS ${staging}`).catch(() => undefined);
    throw error;
  } finally {
    cleanup();
  }
}

// The table name inside a loaded database file.
export const LOADED_TABLE = 'source_data';

// Loads an untrusted file into a new DuckDB database file (table LOADED_TABLE), the form the API
// opens read-only. Runs inside the loader process (see sandboxed-loader.ts).
export async function loadFileToDatabase(
  path: string,
  target: string,
  options: { limits: FileLimits; duck: Partial<DuckLimits> },
): Promise<{ rows: number; columns: number }> {
  const scratchDir = scratchFolderOf(target);
  mkdirSync(scratchDir, { recursive: true });
  const db = await DuckRunner.create({ path: target, limits: options.duck });
  try {
    await loadFile(db, path, LOADED_TABLE, {
      limits: options.limits,
      materialize: true,
      scratchDir,
    });
    const counted = await db.rows(`SELECT count(*) AS n FROM ${quoteIdent(LOADED_TABLE)}`);
    const columns = await db.rows(`DESCRIBE ${quoteIdent(LOADED_TABLE)}`);
    await db.run('CHECKPOINT');
    return { rows: Number(counted[0]?.n ?? 0), columns: columns.length };
  } finally {
    db.close();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
