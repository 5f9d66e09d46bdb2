import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerCard } from '@parley/domain';
import type { DatabaseTable } from '../connectors/database-model';
import { ask } from '../engine/ask';
import { openFileSource } from '../engine/data-source';
import type { DataSource } from '../engine/data-source';
import { tempDir } from '../testing/fixture-files';
import { mysql, postgres, serverSource } from '../testing/database-servers';
import type { Server } from '../testing/database-servers';
import type { SqlDialectName } from './sql-dialect';

// Driver analysis pushed down to this machine's real PostgreSQL and MariaDB: the same constructed
// sales (March falls only through Furniture in Europe) give the same drivers and figures as DuckDB,
// for a sum and for an average (split into its sum and count, then rate and mix).

type Sale = [date: string, category: string, region: string, channel: string, revenue: number];

function sales(): Sale[] {
  const rows: Sale[] = [];
  for (const month of ['02', '03'])
    for (const category of ['Furniture', 'Toys', 'Books'])
      for (const region of ['Europe', 'Asia'])
        for (const channel of ['Web', 'Store']) {
          const hit = month === '03' && category === 'Furniture' && region === 'Europe';
          rows.push([`2026-${month}-10`, category, region, channel, hit ? 200 : 1000]);
        }
  return rows;
}

function salesTable(table: string): DatabaseTable {
  const text = (name: string, values: string[]) => ({
    name,
    type: 'text' as const,
    distinct: values.length,
  });
  return {
    table,
    name: 'sales',
    rowCount: sales().length,
    columns: [
      { name: 'Date', type: 'date', distinct: 2 },
      text('Category', ['Furniture', 'Toys', 'Books']),
      text('Region', ['Europe', 'Asia']),
      text('Channel', ['Web', 'Store']),
      { name: 'Revenue', type: 'number', distinct: 2, min: 200, max: 1000 },
    ],
    values: {
      Category: ['Furniture', 'Toys', 'Books'],
      Region: ['Europe', 'Asia'],
      Channel: ['Web', 'Store'],
    },
  };
}

const QUESTIONS = [
  'why did revenue fall in March 2026',
  'why did average revenue fall in March 2026',
];

async function driverCard(source: DataSource, phrase: string): Promise<AnswerCard> {
  const result = await ask(source, { phrase, locale: 'en', now: '2026-04-15' });
  if (!('card' in result)) throw new Error(`${phrase}: ${JSON.stringify(result)}`);
  return result.card;
}

// What must agree: which values are named, and every figure of the driver rows.
const figures = (card: AnswerCard) =>
  card.table.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]),
    ),
  );

describe.each([
  ['postgres', postgres, (c: string) => `"${c}"`, 'double precision'],
  ['mysql', mysql, (c: string) => `\`${c}\``, 'double'],
] as [SqlDialectName, () => Promise<Server>, (c: string) => string, string][])(
  'driver analysis pushed down to %s',
  (dialect, connect, quote, doubleType) => {
    const table = `parley_drivers_${randomBytes(4).toString('hex')}`;
    let server: Server | undefined;
    let source: DataSource;
    let duck: DataSource;

    beforeAll(async () => {
      const path = join(tempDir(), 'sales.csv');
      writeFileSync(
        path,
        ['Date,Category,Region,Channel,Revenue', ...sales().map((r) => r.join(','))].join('\n'),
      );
      duck = await openFileSource(path);
      server = await connect();
      const types = ['date', 'varchar(20)', 'varchar(20)', 'varchar(20)', doubleType];
      const names = ['Date', 'Category', 'Region', 'Channel', 'Revenue'];
      await server.run(
        `CREATE TABLE ${table} (${names.map((c, i) => `${quote(c)} ${types[i]}`).join(', ')})`,
      );
      const values = sales().map(([d, c, r, ch, v]) => `('${d}', '${c}', '${r}', '${ch}', ${v})`);
      await server.run(`INSERT INTO ${table} VALUES ${values.join(', ')}`);
      source = serverSource(server, dialect, salesTable(table));
    }, 30_000);

    afterAll(async () => {
      await server?.run(`DROP TABLE IF EXISTS ${table}`);
      await server?.end();
      duck.close();
    });

    it.each(QUESTIONS)(
      '"%s" names Furniture and Europe with the figures DuckDB gives',
      async (q) => {
        const [pushed, local] = [await driverCard(source, q), await driverCard(duck, q)];
        expect(pushed.text).toContain('Furniture (Category');
        expect(pushed.text).toContain('Europe (Region');
        expect(pushed.text).not.toMatch(/Toys|Books|Asia|Web|Store/);
        expect(figures(pushed)).toEqual(figures(local));
        expect(pushed.query.interpretation.some((i) => i.kind === 'driver')).toBe(true);
      },
    );
  },
);
