import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Rows that are cells of a census (a year, an age band, a sex) each carrying its count of people:
// the size of a group is its people, not how many cells it has.
const CENSUS = [
  'year,age,sex,people',
  '1900,0,1,900',
  '1900,0,2,880',
  '1900,5,1,700',
  '1900,5,2,690',
  '1900,10,1,1200',
  '1900,10,2,100',
  '1900,15,1,300',
  '1900,15,2,310',
  '1910,0,1,950',
  '1910,0,2,940',
].join('\n');

// Orders, each with a quantity; the order number names the rows.
const ORDERS = [
  'Sipariş No,Müşteri,Adet',
  ...Array.from({ length: 24 }, (_, i) =>
    // Acme places many small orders, Globex a few large ones.
    i < 16 ? `S${100 + i},Acme,1` : `S${100 + i},Globex,40`,
  ),
].join('\n');

// One row per store: ranking stores by how many rows each has would rank groups of one.
const STORES = [
  'Store,City,Revenue',
  ...Array.from(
    { length: 24 },
    (_, i) => `S${i + 1},${['Leeds', 'York', 'Bath'][i % 3]},${(i + 1) * 10}`,
  ),
].join('\n');

describe('rows that carry their own count', () => {
  let census: DataSource;
  let orders: DataSource;
  let stores: DataSource;
  beforeAll(async () => {
    stores = await openWrittenFile('stores.csv', STORES);
    census = await openWrittenFile('census.csv', CENSUS);
    orders = await openWrittenFile('satirlar.csv', ORDERS);
  });
  afterAll(() => {
    census.close();
    orders.close();
    stores.close();
  });

  it('asks what to measure rather than rank groups of one row ("which store dropped the most")', async () => {
    const asked = prompt(await ask(stores, { phrase: 'which store dropped the most' }));
    expect(asked.title).toMatch(/measure/);
  });

  it('still counts rows per group where groups hold several ("which city has the most stores")', async () => {
    const top = card(await ask(stores, { phrase: 'which city has the most stores' }));
    expect(Number(Object.values(top.table[0])[1])).toBe(8);
  });

  it('ranks groups by the people they hold ("which age group was the largest")', async () => {
    const top = card(await ask(census, { phrase: 'which age group was the largest in 1900' }));
    expect(top.table[0]).toMatchObject({ age: 0, people: 1780 });
  });

  it('tests a bare bound on the column whose values it divides ("under 10": the ages)', async () => {
    const young = card(await ask(census, { phrase: 'total people in 1900 for those under 10' }));
    expect(Number(Object.values(young.table[0])[0])).toBe(900 + 880 + 700 + 690);
  });

  it('keeps a bound the measure itself can meet on the measure ("under 500")', async () => {
    const small = card(await ask(census, { phrase: 'total people in 1900 for those under 500' }));
    expect(Number(Object.values(small.table[0])[0])).toBe(100 + 300 + 310);
  });

  it('counts the rows when the question names them by their id ("en fazla sipariş")', async () => {
    const top = card(
      await ask(orders, { phrase: 'en fazla sipariş verilen müşteri hangisi', locale: 'tr' }),
    );
    expect(top.table[0]).toMatchObject({ Müşteri: 'Acme' });
  });
});
