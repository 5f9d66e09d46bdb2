import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openFileSource } from '../engine/data-source';
import type { DataSource } from '../engine/data-source';
import { DuckRunner, quoteLiteral } from '../sources/duckdb-runner';

export const fixture = (name: string) => join(__dirname, 'data', name);

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'parley-ask-'));
}

// A small file written as given and opened as an upload is: the data a test knows every number of.
export function openWrittenFile(name: string, content: string): Promise<DataSource> {
  const path = join(tempDir(), name);
  writeFileSync(path, content);
  return openFileSource(path);
}

// A small sales sheet as people export it: a header row, text regions, real dates and amounts.
export async function writeSalesWorkbook(dir: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow(['Order Date', 'Region', 'Product', 'Units', 'Sales Amount']);
  const regions = ['North', 'South', 'East', 'West'];
  for (let i = 0; i < 48; i++) {
    sheet.addRow([
      new Date(Date.UTC(2023, i % 12, 1 + (i % 27))),
      regions[i % 4],
      i % 3 === 0 ? 'Widget' : 'Gadget',
      1 + (i % 5),
      100 + i * 10,
    ]);
  }
  const path = join(dir, 'sales.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
}

export function writeJson(dir: string): string {
  const path = join(dir, 'products.json');
  const rows = Array.from({ length: 30 }, (_, i) => ({
    name: `item ${i}`,
    category: ['Toys', 'Books', 'Garden'][i % 3],
    price: 5 + i,
    rating: 3 + (i % 3) * 0.5,
    launched: `Jan ${1 + i} 2020`,
  }));
  writeFileSync(path, JSON.stringify(rows));
  return path;
}

export async function writeParquet(dir: string, fromCsv: string): Promise<string> {
  const path = join(dir, 'iowa.parquet');
  const db = await DuckRunner.create();
  await db.run(
    `COPY (SELECT * FROM read_csv_auto(${quoteLiteral(fromCsv)})) TO ${quoteLiteral(path)} (FORMAT parquet)`,
  );
  db.close();
  return path;
}

export type OrderRow = {
  placed_at: string;
  channel: string;
  product: string;
  price: number;
  revenue: number;
};

// Sixty timed orders over three days (08:00–19:59): uneven channels, products priced apart.
export function orderRows(): OrderRow[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const base: Record<string, number> = { Lamp: 40, Desk: 180, Chair: 95, Mug: 9, Rug: 120 };
  const products = Object.keys(base);
  return Array.from({ length: 60 }, (_, i) => {
    const product = products[i % 5];
    return {
      placed_at: `2024-05-${20 + Math.floor(i / 20)} ${pad(8 + ((i * 7) % 12))}:${pad((i * 13) % 60)}:00`,
      channel: ['Web', 'Web', 'Store', 'Phone', 'Web', 'Store'][i % 6],
      product,
      price: base[product] + (i % 3) * 1.5,
      revenue: 20 + ((i * 37) % 90) + 0.25,
    };
  });
}

export function writeOrders(dir: string): string {
  const path = join(dir, 'orders.csv');
  const rows = orderRows();
  const header = Object.keys(rows[0]).join(',');
  writeFileSync(path, [header, ...rows.map((r) => Object.values(r).join(','))].join('\n') + '\n');
  return path;
}
