import { csvNumber } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import { tableColumns } from './columns';

// Spec §9 header renaming: {col}__% → "{col} %", {col}__change → "{col} Change %", Previous_{col} → "Previous {col}".
export function csvHeader(key: string, label?: string): string {
  if (key.endsWith('__%')) return `${label ?? key.slice(0, -3)} %`;
  if (key.endsWith('__change')) return `${label ?? key.slice(0, -8)} Change %`;
  if (key.startsWith('Previous_')) return `Previous ${label ?? key.slice(9)}`;
  return label ?? key;
}

// Excel reads the file as UTF-8 (Turkish letters intact) only when it starts with a byte order mark.
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number is data (a negative one stays a number); only text from the source can be a formula.
  if (typeof value === 'number') return csvNumber(value);
  if (typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function escapeCell(value: unknown): string {
  const text = cellText(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// Raw values (not display formatting), so a spreadsheet reads real numbers — without float noise.
export function cardToCsv(card: Pick<AnswerCard, 'columns' | 'table'>): string {
  const columns = tableColumns(card);
  const header = columns.map((c) =>
    escapeCell(csvHeader(c.key, c.column ? c.column.label : undefined)),
  );
  const rows = card.table.map((row) => columns.map((c) => escapeCell(row[c.key])).join(','));
  return UTF8_BOM + [header.join(','), ...rows].join('\r\n');
}

export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function filePrefix(product: string): string {
  return (
    product
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'export'
  );
}

// Spec §9: the product name prefixes the file, then the date as YYYY-MM-DD.
export function csvFileName(product: string, date: Date): string {
  return `${filePrefix(product)}-${isoDate(date)}.csv`;
}
