import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// A word that only qualifies one column's name, said loosely ("units" beside Unit Price), is
// read as the column the dictionary calls its kind ("units": a quantity → Quantity).
const LINES = [
  'Order Date,Product,Category,Quantity,Unit Price',
  '2025-03-09,Tent,Camping,9,300',
  '2025-03-10,Tent,Camping,1,300',
  '2025-03-12,Boot,Footwear,5,50',
  '2025-03-20,Sock,Footwear,8,5',
  '2025-03-21,Boot,Footwear,7,50',
].join('\n');

describe('columns named by their kind', () => {
  let lines: DataSource;
  beforeAll(async () => {
    lines = await openWrittenFile('sales.csv', LINES);
  });
  afterAll(() => lines.close());

  it('ranks by the quantity for "units sold", not by the unit price', async () => {
    const top = card(await ask(lines, { phrase: 'top 2 products by units sold' }));
    expect(top.table.map((r) => r.Product)).toEqual(['Boot', 'Tent']);
    expect(Object.keys(top.table[0])).toContain('Quantity');
  });

  it('keeps the column a word is the head of ("unit price")', async () => {
    const price = card(await ask(lines, { phrase: 'average unit price by product' }));
    expect(Object.keys(price.table[0])).toContain('Unit Price');
  });

  it('reads "by product category" as a breakdown by the category, the product a modifier', async () => {
    const by = card(await ask(lines, { phrase: 'total quantity by product category' }));
    expect(by.table).toEqual([
      { Category: 'Footwear', Quantity: 20 },
      { Category: 'Camping', Quantity: 10 },
    ]);
    const both = card(await ask(lines, { phrase: 'total quantity by product and category' }));
    expect(Object.keys(both.table[0])).toEqual(['Product', 'Category', 'Quantity']);
  });

  it('reads "between 10 and 20 March 2025" as days, not as a range of the quantity', async () => {
    const units = card(await ask(lines, { phrase: 'units sold between 10 and 20 March 2025' }));
    expect(Object.values(units.table[0])).toEqual([14]);
  });
});
