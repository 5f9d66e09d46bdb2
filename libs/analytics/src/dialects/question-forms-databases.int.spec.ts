import { randomBytes } from 'node:crypto';
import type { DatabaseTable } from '../connectors/database-model';
import type { DataSource } from '../engine/data-source';
import { tempDir } from '../testing/fixture-files';
import { ledgerRows, writeLedger } from '../testing/ledger-files';
import type { Case } from '../testing/question-forms';
import { ENGLISH_FORMS, check } from '../testing/question-forms';
import { mysql, postgres, serverSource } from '../testing/database-servers';
import type { Server } from '../testing/database-servers';
import type { SqlDialectName } from './sql-dialect';

// The question forms, asked of the same ledger stored in this machine's real PostgreSQL and
// MariaDB: the SQL compiled for each must give the numbers DuckDB's hand-written truth gives.

const COLUMNS = [
  'Order Date',
  'Order ID',
  'Region',
  'Channel',
  'Units',
  'Amount',
  'Discount',
  'Returned',
];

// What the connector reads about the ledger table: types, distinct counts, ranges, values.
function ledgerTable(table: string): DatabaseTable {
  const rows = ledgerRows();
  const distinct = (f: (r: (typeof rows)[number]) => string | number) => [...new Set(rows.map(f))];
  const number = (name: string, f: (r: (typeof rows)[number]) => number, integer: boolean) => ({
    name,
    type: integer ? ('integer' as const) : ('number' as const),
    distinct: distinct(f).length,
    min: Math.min(...rows.map(f)),
    max: Math.max(...rows.map(f)),
  });
  const returned = (r: (typeof rows)[number]) => (r.returned ? 'Yes' : 'No');
  return {
    table,
    name: 'orders',
    rowCount: rows.length,
    columns: [
      { name: 'Order Date', type: 'date', distinct: rows.length },
      { name: 'Order ID', type: 'text', distinct: rows.length },
      { name: 'Region', type: 'text', distinct: distinct((r) => r.region).length },
      { name: 'Channel', type: 'text', distinct: distinct((r) => r.channel).length },
      number('Units', (r) => r.units, true),
      number('Amount', (r) => r.amount, false),
      number('Discount', (r) => r.discount, true),
      { name: 'Returned', type: 'text', distinct: 2 },
    ],
    values: {
      Region: distinct((r) => r.region).map(String),
      Channel: distinct((r) => r.channel).map(String),
      Returned: distinct(returned).map(String),
    },
  };
}

// Forms both servers compute with standard aggregates (MySQL has no median or percentile).
const ASKED = new Set([
  'amount by region',
  'standard deviation of amount by channel',
  'amount per unit',
  'amount per order by region',
  'return rate by channel',
  'what percentage of amount comes from Online',
  'what percentage of days had orders from North',
  'number of orders by channel',
  'amount for all regions except North',
  'how many orders have more than 5 units',
  'how many orders have more than 8 units or fewer than 3 units',
  'how many orders had no discount',
  'average amount of returned orders',
  'amount excluding returned orders',
  'regions with total amount above 48000',
  'amount between March 1 and March 15 2025',
  'orders by day of week',
  'cumulative amount by month in 2025',
  'month over month amount growth in 2025',
  'year over year amount growth by channel in 2025',
  'compare amount in North and South',
  'which channel had the least amount',
  'why did amount fall in February 2025',
  'units range by region',
  '3 month moving average of amount in 2025',
  'amount this year vs last year',
  'top 2 regions by return rate',
  'amount by decade',
  'amount except North and South',
  'share of amount by region',
  'amount excluding 2024',
]);
const cases: Case[] = Object.values(ENGLISH_FORMS)
  .flat()
  .filter(([q]) => ASKED.has(q));

describe.each([
  ['postgres', postgres, (c: string) => `"${c}"`, 'date', 'double precision'],
  ['mysql', mysql, (c: string) => `\`${c}\``, 'date', 'double'],
] as [SqlDialectName, () => Promise<Server>, (c: string) => string, string, string][])(
  'question forms on %s',
  (dialect, connect, quote, dateType, doubleType) => {
    const table = `parley_ledger_${randomBytes(4).toString('hex')}`;
    let server: Server | undefined;
    let source: DataSource;
    let path: string;

    beforeAll(async () => {
      path = writeLedger(tempDir(), 'en');
      server = await connect();
      const types = [
        dateType,
        'varchar(10)',
        'varchar(10)',
        'varchar(10)',
        'integer',
        doubleType,
        'integer',
        'varchar(3)',
      ];
      await server.run(
        `CREATE TABLE ${table} (${COLUMNS.map((c, i) => `${quote(c)} ${types[i]}`).join(', ')})`,
      );
      const values = ledgerRows().map(
        (r) =>
          `('${r.date}', '${r.id}', '${r.region}', '${r.channel}', ${r.units}, ${r.amount}, ${r.discount}, '${r.returned ? 'Yes' : 'No'}')`,
      );
      await server.run(`INSERT INTO ${table} VALUES ${values.join(', ')}`);
      source = serverSource(server, dialect, ledgerTable(table));
    }, 30_000);

    afterAll(async () => {
      await server?.run(`DROP TABLE IF EXISTS ${table}`);
      await server?.end();
    });

    it('answers every form with the numbers of the hand-written truth', async () => {
      expect(cases).toHaveLength(ASKED.size);
      for (const c of cases) await check(source, path, c);
    }, 60_000);
  },
);
