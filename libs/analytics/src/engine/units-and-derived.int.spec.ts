import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Numbers with units, scale words and percents on the right scale, and a measure derived from two
// columns, answered through DuckDB on files whose every number the test knows.
const PENGUINS = [
  'Species,Island,Body Mass (g),Flipper Length (mm)',
  'Adelie,Biscoe,3700,181',
  'Adelie,Dream,4100,186',
  'Gentoo,Biscoe,5200,217',
  'Gentoo,Biscoe,5700,230',
  'Chinstrap,Dream,4900,201',
].join('\n');

const MOVIES = [
  'Title,Major Genre,US Gross,Worldwide Gross,US DVD Sales,Production Budget',
  'A,Drama,50000000,90000000,1000000,20000000',
  'B,Drama,80000000,300000000,2000000,150000000',
  'C,Action,200000000,700000000,,250000000',
  'D,Action,10000000,40000000,500000,',
  'E,Comedy,30000000,60000000,300000,99000000',
].join('\n');

const ORDERS = [
  'Order,Region,Amount,Discount',
  '1,North,100,0.1',
  '2,North,200,0.25',
  '3,South,300,0.3',
  '4,South,400,0',
].join('\n');

const only = (c: ReturnType<typeof card>) => Object.values(c.table[0] ?? {})[0];

describe('units, scales and derived measures', () => {
  let penguins: DataSource;
  let movies: DataSource;
  let orders: DataSource;
  beforeAll(async () => {
    penguins = await openWrittenFile('penguins.csv', PENGUINS);
    movies = await openWrittenFile('movies.csv', MOVIES);
    orders = await openWrittenFile('orders.csv', ORDERS);
  });
  afterAll(() => [penguins, movies, orders].forEach((s) => s.close()));

  it('counts penguins over 5 kg on a column of grams, in English and Turkish', async () => {
    expect(only(card(await ask(penguins, { phrase: 'how many penguins weigh over 5 kg' })))).toBe(
      2,
    );
    expect(
      only(card(await ask(penguins, { phrase: '5 kg üzerindeki kayıt sayısı', locale: 'tr' }))),
    ).toBe(2);
    // 4.5 kg in pounds is about 9.92 lb: 10 pounds is 4535.9 g.
    expect(
      only(card(await ask(penguins, { phrase: 'how many penguins weigh over 10 pounds' }))),
    ).toBe(3);
  });

  it('asks back a unit that does not convert to the column, naming it', async () => {
    const asked = prompt(await ask(penguins, { phrase: 'how many penguins weigh over 5 litres' }));
    expect(asked.title).toContain('litres');
  });

  it('places "cost more than 100 million to make" on the production budget', async () => {
    const c = card(
      await ask(movies, { phrase: 'how many movies cost more than 100 million to make' }),
    );
    expect(only(c)).toBe(2);
  });

  it('sums worldwide gross minus budget by genre, titled by both columns', async () => {
    const c = card(await ask(movies, { phrase: 'profit by genre (worldwide gross minus budget)' }));
    const key = c.columns.find((x) => x.role === 'metric')?.key ?? '';
    expect(c.columns.find((x) => x.key === key)?.label).toBe(
      'Worldwide Gross \u2212 Production Budget',
    );
    const of = (genre: string) => c.table.find((r) => r['Major Genre'] === genre)?.[key];
    // Rows missing either column add nothing, as in SQL's sum(a - b).
    expect(of('Drama')).toBe(70000000 + 150000000);
    expect(of('Action')).toBe(450000000);
    expect(of('Comedy')).toBe(-39000000);
    const tr = card(
      await ask(movies, {
        phrase: 'major genre bazında worldwide gross eksi production budget',
        locale: 'tr',
      }),
    );
    expect(tr.table.find((r) => r['Major Genre'] === 'Action')).toMatchObject({
      [tr.columns.find((x) => x.role === 'metric')?.key ?? '']: 450000000,
    });
  });

  it('tests a percent on a column of fractions as a fraction', async () => {
    expect(
      only(card(await ask(orders, { phrase: 'how many orders have a discount over 20%' }))),
    ).toBe(2);
  });
});
