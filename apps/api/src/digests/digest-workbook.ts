import ExcelJS from 'exceljs';
import type { AnswerCard } from '@parley/domain';

// Excel caps a sheet name at 31 characters, forbids a few and wants them unique (case aside).
const MAX_SHEET_NAME = 31;

// A long title is cut at a word, without a dangling comma or dash, so the name still reads.
function readable(title: string, room: number): string {
  const clean = title
    .replace(/[\\/*?:[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= room) return clean;
  const cut = clean.slice(0, room + 1);
  const space = cut.lastIndexOf(' ');
  return (space > room / 2 ? cut.slice(0, space) : clean.slice(0, room))
    .replace(/[\s,;–—-]+$/, '')
    .trim();
}

export function sheetName(title: string, taken: Set<string>): string {
  let name = readable(title, MAX_SHEET_NAME) || 'Card';
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${readable(title, MAX_SHEET_NAME - suffix.length) || 'Card'}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const MONTH = /^(\d{4})-(\d{2})$/;

// A period of a time column as a date Excel can sort and filter ("2026-10" → 1 October 2026);
// anything else (a quarter, a weekday, a year) stays as the card has it.
function asDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const day = DAY.exec(value);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const month = MONTH.exec(value);
  return month ? new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)) : undefined;
}

const DATE_FORMATS: Record<string, string> = {
  monthly: 'mmm yyyy',
  quarterly: 'mmm yyyy',
  yearly: 'yyyy',
};

// One workbook of all cards, one sheet each, raw numbers and real dates (formatted by Excel,
// not as text).
export async function digestWorkbook(cards: AnswerCard[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const card of cards) {
    const sheet = workbook.addWorksheet(sheetName(card.title, taken));
    sheet.addRow([card.title]).font = { bold: true };
    sheet.addRow(card.columns.map((column) => column.label)).font = { bold: true };
    for (const row of card.table)
      sheet.addRow(
        card.columns.map((column) => {
          const value = row[column.key] ?? null;
          return column.role === 'time' ? (asDate(value) ?? value) : value;
        }),
      );
    card.columns.forEach((column, index) => {
      const format =
        column.role === 'time'
          ? (DATE_FORMATS[card.query?.grain ?? ''] ?? 'yyyy-mm-dd')
          : column.format === 'currency'
            ? '#,##0.00'
            : undefined;
      if (format) sheet.getColumn(index + 1).numFmt = format;
      sheet.getColumn(index + 1).width = Math.max(12, column.label.length + 2);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
