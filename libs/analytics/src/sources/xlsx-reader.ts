import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { FileLimits } from './file-limits';
import { DEFAULT_FILE_LIMITS, FileRefusedError } from './file-limits';

type Cell = string | number | boolean | null;

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return value.toISOString().slice(0, value.getUTCHours() || value.getUTCMinutes() ? 19 : 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    return null;
  }
  return value;
}

function write(out: WriteStream, line: string): Promise<void> | undefined {
  if (out.write(line)) return undefined;
  return new Promise((resolve) => out.once('drain', () => resolve()));
}

type SheetLimits = Pick<FileLimits, 'xlsxMaxRows' | 'xlsxMaxCells' | 'maxColumns'>;

// First worksheet, first row as headers (the layout people export from spreadsheets), streamed
// row by row into JSON lines: a workbook is a zip that can unpack to millions of rows, so it is
// never held whole in memory, and rows, cells and columns stop at their caps.
export async function writeWorkbookAsJsonLines(
  path: string,
  target: string,
  limits: SheetLimits = DEFAULT_FILE_LIMITS,
): Promise<{ rows: number }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles carry the number formats that tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const out = createWriteStream(target);
  let rows = 0;
  let cells = 0;
  try {
    for await (const sheet of reader) {
      let headers: string[] | undefined;
      for await (const row of sheet) {
        rows++;
        cells += row.cellCount;
        if (rows > limits.xlsxMaxRows) throw new FileRefusedError('xlsx_rows', limits.xlsxMaxRows);
        if (cells > limits.xlsxMaxCells)
          throw new FileRefusedError('xlsx_cells', limits.xlsxMaxCells);
        if (!headers) {
          if (row.cellCount > limits.maxColumns)
            throw new FileRefusedError('columns', limits.maxColumns);
          const named: string[] = [];
          row.eachCell((cell, col) => {
            named[col] = String(cellValue(cell.value) ?? `column ${col}`);
          });
          headers = named;
          continue;
        }
        const record: Record<string, Cell> = {};
        headers.forEach((header, col) => {
          if (header) record[header] = cellValue(row.getCell(col).value);
        });
        await write(out, JSON.stringify(record) + '\n');
      }
      // Only the first worksheet is a data set.
      break;
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  return { rows: Math.max(0, rows - 1) };
}
