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
      'Average Price is above $100 for 2 products: highest Desk ($182), lowest Rug ($122).',
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

  it('"how many products with average price above 97" counts the products whose average passes', async () => {
    const passed = passing(byGroup('product', averagePrice), (v) => v > 97);
    // Counting rows over 97 would take Chair too: some of its orders cost 98, its average 96.5.
    const anyOrderOver = new Set(orderRows().flatMap((r) => (r.price > 97 ? [r.product] : [])));
    expect([Object.keys(passed).length, anyOrderOver.size]).toEqual([2, 3]);
    const c = card(await ask(source, { phrase: 'how many products with average price above 97' }));
    expect(c.table).toEqual([{ 'product count': 2 }]);
    expect(c.title).toBe('Number of Product (Average Price > 97)');
    expect(c.text).toBe('2 products have an average price above $97.00.');
    expect(c.query.sql).toContain('GROUP BY 1 HAVING avg("price") > $1) AS "passed"');
    const tr = card(
      await ask(source, { phrase: "ortalama fiyatı 97'den fazla olan kaç ürün var", locale: 'tr' }),
    );
    expect(tr.table).toEqual(c.table);
    expect(tr.text).toBe('Ortalama Price değeri $97,00 üzerinde olan 2 Product var.');
  });

  it('says how many passed when one or none does, and counts days by their total', async () => {
    const one = card(
      await ask(source, { phrase: 'how many products with average price over 150' }),
    );
    expect(one.table).toEqual([{ 'product count': 1 }]);
    expect(one.text).toBe('1 product has an average price above $150.');
    const none = card(
      await ask(source, {
        phrase: "ortalama fiyatı 500'den fazla olan kaç ürün var",
        locale: 'tr',
      }),
    );
    expect(none.table).toEqual([{ 'product count': 0 }]);
    expect(none.text).toBe('Ortalama Price değeri $500 üzerinde olan Product yok.');
    const daily = Object.values(
      orderRows().reduce<Record<string, number>>((days, r) => {
        const day = r.placed_at.slice(0, 10);
        return { ...days, [day]: (days[day] ?? 0) + r.revenue };
      }, {}),
    ).sort((a, b) => a - b);
    // A threshold between the lowest and the highest day total: some days pass, some do not.
    const threshold = Math.round((daily[0] + daily[daily.length - 1]) / 2);
    const days = card(
      await ask(source, { phrase: `how many days with total revenue above ${threshold}` }),
    );
    const expected = daily.filter((v) => v > threshold).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(daily.length);
    expect(days.table).toEqual([{ days: expected }]);
  });

  it('for a total, picks the rows that pass: revenue of orders over 50', async () => {
    const c = card(await ask(source, { phrase: 'revenue over 50' }));
    const expected = total(orderRows().filter((r) => r.revenue > 50));
    expect(c.table).toEqual([{ revenue: expected }]);
    expect(c.query.sql).toContain('WHERE "revenue" > $1');
  });
});
