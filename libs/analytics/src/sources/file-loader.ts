import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { DuckRunner } from './duckdb-runner';
import { quoteIdent, quoteLiteral } from './duckdb-runner';
import { readWorkbookRows } from './xlsx-reader';

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

function reader(kind: FileKind, path: string): string {
  const file = quoteLiteral(path);
  if (kind === 'parquet') return `read_parquet(${file})`;
  if (kind === 'json') return `read_json_auto(${file}, maximum_object_size=268435456)`;
  return `read_csv_auto(${file}, sample_size=-1)`;
}

async function xlsxToJsonLines(path: string): Promise<{ file: string; cleanup: () => void }> {
  const rows = await readWorkbookRows(path);
  const dir = mkdtempSync(join(tmpdir(), 'parley-xlsx-'));
  const file = join(dir, 'sheet.jsonl');
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
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

// Loads a file as table `name`: small files are copied in (fast repeated questions), Parquet stays a
// view (DuckDB reads it column by column at scan speed). Text dates and JSON cells become typed columns.
export async function loadFile(db: DuckRunner, path: string, name: string): Promise<void> {
  const kind = fileKind(path);
  if (!kind) throw new Error(`unsupported file type: ${extname(path) || path}`);
  let cleanup = (): void => undefined;
  let from: string;
  if (kind === 'xlsx') {
    const converted = await xlsxToJsonLines(path);
    cleanup = converted.cleanup;
    from = reader('json', converted.file);
  } else {
    from = reader(kind, path);
  }
  try {
    const described = await db.rows(`DESCRIBE SELECT * FROM ${from}`);
    const replacements: string[] = [];
    for (const row of described) {
      const column = String(row.column_name);
      const type = String(row.column_type);
      const col = quoteIdent(column);
      if (type === 'JSON') replacements.push(`json_extract_string(${col}, '$') AS ${col}`);
      if (type === 'VARCHAR') {
        const format = await dateFormatOf(db, from, column);
        if (format) {
          const parse = `try_strptime(${col}, ${quoteLiteral(format)})`;
          replacements.push(
            `${format.includes('%H') ? parse : `CAST(${parse} AS DATE)`} AS ${col}`,
          );
        }
      }
    }
    const select = `SELECT * ${replacements.length ? `REPLACE (${replacements.join(', ')})` : ''} FROM ${from}`;
    const table = quoteIdent(name);
    if (kind === 'parquet') await db.run(`CREATE VIEW ${table} AS ${select}`);
    else await db.run(`CREATE TABLE ${table} AS ${select}`);
  } finally {
    cleanup();
  }
}
