// Tables the ask bench generates, the same on every run: row i's values are fixed functions of i.
import { statSync } from 'node:fs';
import { DuckRunner } from '@parley/analytics';

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coast', 'Mountain', 'Islands'];
const CHANNELS = ['Web', 'Store', 'Phone', 'Partner', 'Marketplace'];
const list = (values: string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

// Orders over 2024 and 2025 in date order (as exports usually come), the other columns spread by
// multiplicative hashing of the row number. `first` shifts the hashing so files differ.
function ordersSelect(rows: number, first = 0): string {
  const i = `(i + ${first})`;
  return `SELECT i + 1 AS order_id,
    DATE '2024-01-01' + CAST(i * 731 // ${rows} AS INTEGER) AS order_date,
    ${list(REGIONS)}[1 + (${i} * 7919) % ${REGIONS.length}] AS region,
    ${list(CHANNELS)}[1 + (${i} * 104729) % ${CHANNELS.length}] AS channel,
    'Product ' || lpad(CAST(1 + (${i} * 31) % 40 AS VARCHAR), 2, '0') AS product,
    round(5 + ((${i} * 2654435761) % 100000) / 100.0, 2) AS amount,
    CAST(1 + (${i} * 17) % 9 AS INTEGER) AS quantity
    FROM range(${rows}) AS t(i)`;
}

async function write(path: string, select: string, format: 'parquet' | 'csv'): Promise<number> {
  const db = await DuckRunner.create({ limits: { memoryLimit: '1GB', threads: 2 } });
  try {
    const options = format === 'parquet' ? '(FORMAT parquet)' : '(FORMAT csv, HEADER)';
    await db.run(`COPY (${select}) TO '${path.replace(/'/g, "''")}' ${options}`);
  } finally {
    db.close();
  }
  return statSync(path).size;
}

export function writeOrdersParquet(path: string, rows: number): Promise<number> {
  return write(path, ordersSelect(rows), 'parquet');
}

// About 49 bytes a row: 1,070,000 rows make a CSV of about 50 MiB.
export function writeOrdersCsv(path: string, rows: number, first: number): Promise<number> {
  return write(path, ordersSelect(rows, first), 'csv');
}
