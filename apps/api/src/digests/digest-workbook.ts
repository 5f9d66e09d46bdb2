import ExcelJS from 'exceljs';
import type { AnswerCard } from '@parley/domain';

// Excel caps a sheet name at 31 characters and forbids a few; names must be unique.
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[\\/*?:[\]]/g, ' ')
      .trim()
      .slice(0, 28) || 'Card';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 27)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

// One workbook of all cards, one sheet each, raw numbers (formatted by Excel, not as text).
export async function digestWorkbook(cards: AnswerCard[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const card of cards) {
    const sheet = workbook.addWorksheet(sheetName(card.title, taken));
    sheet.addRow([card.title]).font = { bold: true };
    sheet.addRow(card.columns.map((column) => column.label)).font = { bold: true };
    for (const row of card.table)
      sheet.addRow(card.columns.map((column) => row[column.key] ?? null));
    card.columns.forEach((column, index) => {
      const format =
        column.format === 'percent'
          ? '0.0%'
          : column.format === 'currency'
            ? '#,##0.00'
            : undefined;
      if (format && column.format !== 'percent') sheet.getColumn(index + 1).numFmt = format;
      sheet.getColumn(index + 1).width = Math.max(12, column.label.length + 2);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
