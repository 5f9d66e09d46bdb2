import type { AnswerCard } from '@parley/domain';
import type { OrderRow } from '../testing/fixture-files';
import { orderRows, tempDir, writeOrders } from '../testing/fixture-files';
import { ask } from './ask';
import { card } from '../testing/ask-results';
import type { DataSource } from './data-source';
import { openSource } from './open-source';

// The same answers worked out in plain code from the rows written to the file.
function byGroup(
  key: 'channel' | 'product',
  measure: (rows: OrderRow[]) => number,
  rows = orderRows(),
): Record<string, number> {
  const groups = new Map<string, OrderRow[]>();
  for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  return Object.fromEntries([...groups].map(([k, list]) => [k, measure(list)]));
}
const total = (rows: OrderRow[]) => rows.reduce((s, r) => s + r.revenue, 0);
const averagePrice = (rows: OrderRow[]) => rows.reduce((s, r) => s + r.price, 0) / rows.length;
const passing = (all: Record<string, number>, test: (v: number) => boolean) =>
  Object.fromEntries(Object.entries(all).filter(([, v]) => test(v)));
const table = (c: AnswerCard, key: string, value: string) =>
  Object.fromEntries(c.table.map((r) => [String(r[key]), r[value]]));

describe('conditions on aggregates keep or drop whole groups', () => {
  let source: DataSource;
  beforeAll(async () => {
    source = await openSource({ kind: 'file', path: writeOrders(tempDir()) });
  });
  afterAll(() => source.close());

  it('"products with average price above 100" lists the products whose average passes', async () => {
    const c = card(await ask(source, { phrase: 'products with average price above 100' }));
    const expected = passing(byGroup('product', averagePrice), (v) => v > 100);
    expect(Object.keys(expected).sort()).toEqual(['Desk', 'Rug']);
    expect(table(c, 'product', 'price')).toEqual(expected);
    expect(c.query.sql).toContain('HAVING avg("price") > $1');
    expect(c.query.sql).not.toContain('100');
    expect(c.title).toBe('Average Price by Product (Average Price > 100)');
    expect(c.text).toBe(
      'Average Price is above $100 for 2 product values: highest Desk ($182), lowest Rug ($122).',
    );
  });

  it('reads the same question in Turkish', async () => {
    const c = card(
      await ask(source, { phrase: "ortalama fiyatı 100'den fazla olan ürünler", locale: 'tr' }),
    );
    expect(table(c, 'product', 'price')).toEqual(
      passing(byGroup('product', averagePrice), (v) => v > 100),
    );
    expect(c.text).toMatch(/^Ortalama Price değeri \$100 üzerinde olan 2 Product: en yüksek Desk/);
  });

  it('"channels where revenue is over 1500" tests each channel total, not each order', async () => {
    const c = card(await ask(source, { phrase: 'channels where revenue is over 1500' }));
    const totals = byGroup('channel', total);
    const expected = passing(totals, (v) => v > 1500);
    expect(Object.keys(expected)).toEqual(['Web']);
    expect(table(c, 'channel', 'revenue')).toEqual(expected);
    expect(c.text).toBe(
      `Total Revenue is above $1,500 only for Web ($${Math.round(totals.Web).toLocaleString('en-US')}).`,
    );
    // A share of "the total" would only count the channels that passed.
    expect(JSON.stringify(c.insights)).not.toMatch(/contributes/);
  });

  it('keeps a row test on a measure not shown: revenue by channel of orders priced over 100', async () => {
    const c = card(await ask(source, { phrase: 'revenue by channel with price above 100' }));
    expect(table(c, 'channel', 'revenue')).toEqual(
      byGroup(
        'channel',
        total,
        orderRows().filter((r) => r.price > 100),
      ),
    );
    expect(c.query.sql).toContain('WHERE "price" > $1');
  });

  it('says so when no group passes', async () => {
    const c = card(await ask(source, { phrase: 'channels with revenue over 100000' }));
    expect(c.table).toEqual([]);
    expect(c.text).toBe('No channel has total revenue above $100,000.');
    const tr = card(await ask(source, { phrase: "geliri 100000'den fazla olan kanallar" }));
    expect(tr.text).toBe('Toplam Revenue değeri $100.000 üzerinde olan Channel yok.');
  });

  it('for a total, picks the rows that pass: revenue of orders over 50', async () => {
    const c = card(await ask(source, { phrase: 'revenue over 50' }));
    const expected = total(orderRows().filter((r) => r.revenue > 50));
    expect(c.table).toEqual([{ revenue: expected }]);
    expect(c.query.sql).toContain('WHERE "revenue" > $1');
  });
});
