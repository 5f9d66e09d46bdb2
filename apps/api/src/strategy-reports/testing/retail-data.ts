import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A furniture and laptop retailer's orders, one row per order, from 1 January 2025 to the
// `last` day: three orders a day whose category, product, customer and region turn in fixed
// cycles, so nothing is random. Quantities grow a little each month, and in the week of
// 2 November 2026 laptops sell three times as many (a launch) while chairs sell none.
const PRODUCTS = [
  { category: 'Furniture', product: 'Office Chair', price: 200 },
  { category: 'Laptops', product: 'UltraBook 14', price: 1000 },
  { category: 'Furniture', product: 'Standing Desk', price: 400 },
  { category: 'Laptops', product: 'Pro 16', price: 1500 },
  { category: 'Furniture', product: 'Bookcase', price: 150 },
];
const CUSTOMERS = ['Contoso', 'Fabrikam', 'Northwind', 'Tailspin'];
const REGIONS = ['North', 'South', 'East'];

export const RETAIL_HEADER =
  'order_date,category,product,customer,region,quantity,unit_price,revenue';

export function retailRows(last = '2026-11-08'): string[] {
  const rows = [RETAIL_HEADER];
  let n = 0;
  for (let at = Date.UTC(2025, 0, 1); ; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > last) break;
    const month = Math.floor((at - Date.UTC(2025, 0, 1)) / (30 * 86_400_000));
    const launch = day >= '2026-11-02';
    for (let k = 0; k < 3; k++, n++) {
      const p = PRODUCTS[n % PRODUCTS.length];
      const base = 1 + ((n * 7) % 5) + Math.floor(month / 6);
      const quantity =
        launch && p.category === 'Laptops'
          ? base * 3
          : launch && p.product === 'Office Chair'
            ? 0
            : base;
      if (quantity === 0) continue;
      rows.push(
        [
          day,
          p.category,
          p.product,
          CUSTOMERS[n % CUSTOMERS.length],
          REGIONS[(n + Math.floor(n / 11)) % REGIONS.length],
          quantity,
          p.price,
          quantity * p.price,
        ].join(','),
      );
    }
  }
  return rows;
}

export function writeRetailCsv(dir: string, file = 'shop.csv', last?: string): string {
  const path = join(dir, file);
  writeFileSync(path, retailRows(last).join('\n') + '\n');
  return path;
}

// The same orders without their date column: a source the report can compare no period of.
export function undatedRows(): string[] {
  return retailRows().map((row) => row.slice(row.indexOf(',') + 1));
}

export function writeUndatedCsv(dir: string, file = 'undated.csv'): string {
  const path = join(dir, file);
  writeFileSync(path, undatedRows().join('\n') + '\n');
  return path;
}
