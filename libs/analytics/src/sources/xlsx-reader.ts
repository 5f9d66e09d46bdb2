import ExcelJS from 'exceljs';

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

// First worksheet, first row as headers: the layout people export from spreadsheets.
export async function readWorkbookRows(path: string): Promise<Record<string, Cell>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    headers[col] = String(cellValue(cell.value) ?? `column ${col}`);
  });
  const rows: Record<string, Cell>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const record: Record<string, Cell> = {};
    headers.forEach((header, col) => {
      if (header) record[header] = cellValue(row.getCell(col).value);
    });
    rows.push(record);
  });
  return rows;
}
