// What an uploaded file may ask of the loader before it is refused. Each limit is named, so the
// person reads which one their file crossed (and the deployment can raise it on purpose).
export type FileLimits = {
  /** Deepest nesting of arrays and objects in a JSON file (a table needs two or three). */
  jsonMaxDepth: number;
  /** Largest single JSON record (one element of the top-level array, or one line), in bytes. */
  jsonMaxRecordBytes: number;
  /** Rows of the first worksheet of an XLSX file, header included. */
  xlsxMaxRows: number;
  /** Cells of the first worksheet of an XLSX file. */
  xlsxMaxCells: number;
  /** Columns of the loaded table, whatever the format. */
  maxColumns: number;
};

// The sandbox around the loader: its own process, memory and wall time.
export type LoaderLimits = FileLimits & {
  /** V8 heap of the loader process (--max-old-space-size), in MB. */
  heapMb: number;
  /** DuckDB memory_limit inside the loader, e.g. '1GB'. */
  duckdbMemory: string;
  /** DuckDB threads inside the loader. */
  duckdbThreads: number;
  /** Wall time of one load before the process is killed, in ms. */
  timeoutMs: number;
};

export const DEFAULT_FILE_LIMITS: FileLimits = {
  jsonMaxDepth: 32,
  jsonMaxRecordBytes: 16 * 1024 * 1024,
  // Excel's own sheet size: nothing a spreadsheet can hold is refused.
  xlsxMaxRows: 1_048_576,
  xlsxMaxCells: 20_000_000,
  maxColumns: 1_000,
};

export const DEFAULT_LOADER_LIMITS: LoaderLimits = {
  ...DEFAULT_FILE_LIMITS,
  heapMb: 512,
  duckdbMemory: '1GB',
  duckdbThreads: 1,
  timeoutMs: 120_000,
};

export type FileLimitName =
  | 'json_depth'
  | 'json_record_size'
  | 'json_syntax'
  | 'xlsx_rows'
  | 'xlsx_cells'
  | 'columns'
  | 'memory'
  | 'disk'
  | 'time'
  | 'unreadable';

// A file refused for a named reason; `max` is the limit it crossed, in the limit's own unit.
export class FileRefusedError extends Error {
  constructor(
    readonly limit: FileLimitName,
    readonly max?: number,
  ) {
    super(`file refused: ${limit}${max === undefined ? '' : ` (limit ${max})`}`);
    this.name = 'FileRefusedError';
  }
}

// By name, not instanceof: the refusal crosses a process boundary and two copies of this module.
export function isFileRefused(error: unknown): error is FileRefusedError {
  return (
    error instanceof Error &&
    error.name === 'FileRefusedError' &&
    typeof (error as FileRefusedError).limit === 'string'
  );
}
