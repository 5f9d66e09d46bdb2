import { randomBytes } from 'node:crypto';
import type { DatabaseTable } from '../connectors/database-model';
import { ask } from '../engine/ask';
import type { DataSource } from '../engine/data-source';
import { card } from '../testing/ask-results';
import { orderRows } from '../testing/fixture-files';
import { mysql, postgres, serverSource } from '../testing/database-servers';
import type { Server } from '../testing/database-servers';
import type { SqlDialectName } from './sql-dialect';

// The SQL each dialect compiles, run on the real servers of this machine, reached as the API's
// database specs reach them: PostgreSQL (trust auth) and MariaDB (root, no password).

// What the connector would read from the database about the orders table.
function ordersTable(table: string): DatabaseTable {
  const rows = orderRows();
  const distinct = (key: 'channel' | 'product') => [...new Set(rows.map((r) => r[key]))];
  const amount = (key: 'price' | 'revenue') => {
    const values = rows.map((r) => r[key]);
    return {
      name: key,
      type: 'number' as const,
      distinct: new Set(values).size,
      min: Math.min(...values),
      max: Math.max(...values),
    };
  };
  return {
    table,
    name: table,
    rowCount: rows.length,
    columns: [
      { name: 'placed_at', type: 'timestamp', distinct: rows.length },
      { name: 'channel', type: 'text', distinct: distinct('channel').length },
      { name: 'product', type: 'text', distinct: distinct('product').length },
      amount('price'),
      amount('revenue'),
    ],
    values: { channel: distinct('channel'), product: distinct('product') },
  };
}

// Orders from `from` to `to` (both included), added up in plain code.
const revenueBetween = (from: string, to: string) =>
  orderRows()
    .filter((r) => r.placed_at >= from && r.placed_at <= to)
    .reduce((sum, r) => sum + r.revenue, 0);

describe.each([
  ['postgres', postgres, 'timestamp'],
  ['mysql', mysql, 'datetime'],
] as [SqlDialectName, () => Promise<Server>, string][])(
  '%s answers from the SQL compiled for it',
  (dialect, connect, timestampType) => {
    const table = `parley_orders_${randomBytes(4).toString('hex')}`;
    let server: Server | undefined;
    let source: DataSource;

    beforeAll(async () => {
      server = await connect();
      await server.run(
        `CREATE TABLE ${table} (placed_at ${timestampType}, channel varchar(20), product varchar(20), price double precision, revenue double precision)`,
      );
      const values = orderRows().map(
        (r) => `('${r.placed_at}', '${r.channel}', '${r.product}', ${r.price}, ${r.revenue})`,
      );
      await server.run(`INSERT INTO ${table} VALUES ${values.join(', ')}`);
      source = serverSource(server, dialect, ordersTable(table));
    }, 30_000);

    afterAll(async () => {
      await server?.run(`DROP TABLE IF EXISTS ${table}`);
      await server?.end();
    });

    it('counts the products whose average price passes, not the rows over it', async () => {
      const c = card(
        await ask(source, { phrase: 'how many products with average price above 97' }),
      );
      expect(c.table).toEqual([{ 'product count': 2 }]);
      expect(c.text).toBe('2 products have an average price above $97.00.');
      const tr = card(
        await ask(source, {
          phrase: "ortalama fiyatı 97'den fazla olan kaç ürün var",
          locale: 'tr',
        }),
      );
      expect(tr.table).toEqual(c.table);
      expect(tr.text).toBe('Ortalama Price değeri $97,00 üzerinde olan 2 Product var.');
    });

    it('adds up the last 6 hours up to now, now included, and the 6 hours before', async () => {
      const c = card(
        await ask(source, {
          phrase: 'revenue in the last 6 hours vs previous period',
          now: '2024-05-21T16:20:00',
        }),
      );
      const before = orderRows()
        .filter((r) => r.placed_at >= '2024-05-21 04:20:00' && r.placed_at < '2024-05-21 10:20:00')
        .reduce((sum, r) => sum + r.revenue, 0);
      expect(c.table[0]).toMatchObject({
        revenue: revenueBetween('2024-05-21 10:20:00', '2024-05-21 16:20:00'),
        Previous_revenue: before,
      });
      const hourly = card(
        await ask(source, {
          phrase: 'revenue by hour in the past 3 hours',
          now: '2024-05-22T12:00',
        }),
      );
      const byHour = new Map<string, number>();
      for (const r of orderRows())
        if (r.placed_at >= '2024-05-22 09:00' && r.placed_at <= '2024-05-22 12:00') {
          const hour = `${r.placed_at.slice(0, 13)}:00`;
          byHour.set(hour, (byHour.get(hour) ?? 0) + r.revenue);
        }
      expect(hourly.table.map((r) => [r.placed_at, r.revenue])).toEqual(
        [...byHour].sort(([a], [b]) => a.localeCompare(b)),
      );
    });
  },
);
