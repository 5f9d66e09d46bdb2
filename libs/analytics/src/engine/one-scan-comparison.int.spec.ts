import type { AnswerCard } from '@parley/domain';
import { buildQuery } from '../sql/sql-builder';
import { card } from '../testing/ask-results';
import { resolve } from 'node:path';
import { ask } from './ask';
import type { DataSource } from './data-source';
import { openSource } from './open-source';

// Comparisons asked of the demo store and a file: the one query that reads both periods at once
// must give the very table the two queries (one per period) gave.
const DEMO = '2026-06-15';
const DEMO_QUESTIONS = [
  'revenue last 30 days vs previous period',
  'revenue by channel last 30 days vs previous period',
  'revenue by month this year vs last year',
  'top 3 countries by revenue last month vs previous period',
  'orders by device this week vs last week',
  'revenue in 2025 compared to 2024',
  'channels with revenue over 5000 last month vs previous period',
  'how many countries with revenue over 1000 last month vs previous period',
  'son 30 gün gelir önceki döneme göre',
  'bu yıl geçen yıla göre gelir',
  'revenue last 30 days vs same period last year',
  'revenue by day last 7 days vs previous period',
  // Periods without rows: a count stays 0 and a sum stays empty, as two queries gave them.
  'orders in 2019 vs 2018',
  'revenue by channel in 2019 vs 2018',
  'average order value last month vs previous period',
];

const twoQueries = (source: DataSource): DataSource => ({ ...source, compile: buildQuery });

async function both(source: DataSource, phrase: string, now: string) {
  const one = card(await ask(source, { phrase, now }));
  const two = card(await ask(twoQueries(source), { phrase, now }));
  return { one, two };
}

const answer = (c: AnswerCard) => ({ table: c.table, text: c.text, insights: c.insights });

describe('a comparison card reads both periods in one query', () => {
  let demo: DataSource;
  let weather: DataSource;
  beforeAll(async () => {
    demo = await openSource({ kind: 'demo', now: DEMO });
    weather = await openSource({
      kind: 'file',
      path: resolve(__dirname, '../../../../node_modules/vega-datasets/data/seattle-weather.csv'),
    });
  });
  afterAll(() => {
    demo.close();
    weather.close();
  });

  it.each(DEMO_QUESTIONS)('"%s" is one query with the two-query answer', async (phrase) => {
    const { one, two } = await both(demo, phrase, DEMO);
    expect(one.query.queries).toBe(1);
    expect(two.query.queries).toBe(2);
    expect(answer(one)).toEqual(answer(two));
  });

  it('answers a file the same way, and a question without comparison is one query too', async () => {
    const { one, two } = await both(
      weather,
      'precipitation by weather in 2015 vs 2014',
      '2015-12-31',
    );
    expect(one.query.queries).toBe(1);
    expect(one.table.length).toBeGreaterThan(1);
    expect(answer(one)).toEqual(answer(two));
    const plain = card(await ask(weather, { phrase: 'total precipitation by month in 2015' }));
    expect(plain.query.queries).toBe(1);
  });

  it("gives an average's total from the card's own scan, as the average over every row", async () => {
    const byChannel = card(
      await ask(demo, { phrase: 'conversion rate by channel last month', now: DEMO }),
    );
    const whole = card(await ask(demo, { phrase: 'conversion rate last month', now: DEMO }));
    const key = byChannel.columns.find((c) => c.role === 'metric')?.key ?? '';
    expect(byChannel.query.queries).toBe(1);
    expect(byChannel.table.length).toBeGreaterThan(1);
    expect(byChannel.columns.find((c) => c.key === key)?.total).toBeCloseTo(
      Number(whole.table[0]?.[key]),
      9,
    );
    const twice = card(
      await ask(twoQueries(demo), { phrase: 'conversion rate by channel last month', now: DEMO }),
    );
    expect(twice.query.queries).toBe(2);
    expect(answer(byChannel)).toEqual(answer(twice));
  });

  it('compares a rate by channel in one query, its total included', async () => {
    const phrase = 'conversion rate by channel last month vs previous period';
    const one = card(await ask(demo, { phrase, now: DEMO }));
    const apart = card(await ask(twoQueries(demo), { phrase, now: DEMO }));
    expect(one.query.queries).toBe(1);
    expect(apart.query.queries).toBe(3);
    expect(answer(one)).toEqual(answer(apart));
    expect(one.columns).toEqual(apart.columns);
  });
});

describe('a "why" question reads its movers and its totals in one query', () => {
  let demo: DataSource;
  beforeAll(async () => {
    demo = await openSource({ kind: 'demo', now: DEMO });
  });
  afterAll(() => demo.close());

  // A sum (summed per combination of values first), an average and a distinct count (grouped by
  // each dimension directly): the same movers and sentence as one query per dimension and period.
  it.each([
    'why did revenue fall last month',
    'why did average order value rise last month',
    'why did the number of distinct countries change last month',
  ])('"%s" is one query with the per-dimension answer', async (phrase) => {
    const { one, two } = await both(demo, phrase, DEMO);
    expect(one.query.interpretation.some((i) => i.kind === 'driver')).toBe(true);
    expect(one.query.queries).toBe(1);
    expect(two.query.queries).toBeGreaterThan(2);
    expect(one.text).toBe(two.text);
    expect(one.table.length).toBe(two.table.length);
    one.table.forEach((row, i) =>
      Object.entries(row).forEach(([key, value]) =>
        typeof value === 'number'
          ? expect(value).toBeCloseTo(Number(two.table[i]?.[key]), 6)
          : expect(value).toEqual(two.table[i]?.[key]),
      ),
    );
  });
});
