import { card } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Rows that are lines of orders (an Order ID repeats): "average order value" and "revenue per
// order" total each order first, then average the orders, as an analyst computes them.
const LINES = [
  'Order Date,Order ID,Channel,Product,Quantity,Unit Price,Revenue',
  '2025-01-02,A1,Web,Tent,1,300,300',
  '2025-01-02,A1,Web,Boot,2,50,100',
  '2025-01-03,A2,Web,Boot,1,50,50',
  '2025-01-04,B1,Store,Tent,1,300,300',
  '2025-01-04,B1,Store,Sock,4,5,20',
  '2025-01-04,B1,Store,Cap,1,10,10',
].join('\n');

describe('averages per entity over lines', () => {
  let orders: DataSource;
  beforeAll(async () => {
    orders = await openWrittenFile('orders.csv', LINES);
  });
  afterAll(() => orders.close());

  it('reads "average order value" as the revenue of each order averaged (780 over 3 orders)', async () => {
    const aov = card(await ask(orders, { phrase: 'what is our average order value' }));
    expect(Number(Object.values(aov.table[0])[0])).toBeCloseTo(260, 6);
    expect(aov.title).toMatch(/per Order ID/);
  });

  it('totals per order within each group ("revenue per order by channel")', async () => {
    const by = card(await ask(orders, { phrase: 'average revenue per order by channel' }));
    const rows = Object.fromEntries(by.table.map((r) => [String(r.Channel), Number(r.Revenue)]));
    expect(rows).toEqual({ Web: 225, Store: 330 });
  });

  it('keeps a measure averaged by nature as the lines’ average ("unit price per order")', async () => {
    const price = card(await ask(orders, { phrase: 'average unit price per order' }));
    expect(Number(Object.values(price.table[0])[0])).toBeCloseTo(715 / 6, 6);
  });
});
