import { planOf } from '../engine/planner';
import { readQuestion } from '../engine/ask';
import { plural } from '../model/humanize';
import type { Row } from '../sources/duckdb-runner';
import { demoFixture } from '../testing/fixture-models';
import type { Locale } from '../text/normalize';
import { summaryOf, titleOf } from './card-text';
import { insightsFor } from './insights';
import { buildCard } from './card-builder';

const model = demoFixture();

function planFor(phrase: string) {
  const read = readQuestion(model, { phrase, locale: 'en' });
  if (!('intent' in read)) throw new Error(phrase);
  return planOf(model, read.intent, { now: '2025-06-15', weekStart: 1 });
}

const byCategory: Row[] = [
  { product_category: 'Electronics', revenue: 5000 },
  { product_category: 'Home & Garden', revenue: 2000 },
  { product_category: 'Apparel', revenue: 1800 },
];

describe('card wording of several groups', () => {
  it('names a ranking of several groups in the plural in English', () => {
    const plan = planFor('top 3 products by revenue');
    expect(titleOf(plan, 'en')).toBe('Top 3 Product categories by total revenue');
    expect(summaryOf(plan, byCategory, 'en')).toMatch(
      /^3 product categories with the highest total revenue: Electronics/,
    );
  });

  it('keeps the singular after a number in Turkish', () => {
    const plan = planFor('top 3 products by revenue');
    expect(titleOf(plan, 'tr')).toBe('Toplam Gelir — ilk 3 Ürün kategorisi');
  });

  it.each([
    ['product category', 'product categories'],
    ['month', 'months'],
    ['status', 'statuses'],
    ['box', 'boxes'],
    ['Sales', 'Sales'],
    ['miles per gallon', 'miles per gallon'],
    ['SKU', 'SKUs'],
  ])('plural of "%s" is "%s"', (word, expected) => {
    expect(plural(word)).toBe(expected);
  });
});

describe('card wording of month periods', () => {
  const plan = planFor('monthly revenue this year');
  const key = plan.groups[0].key;
  const rows: Row[] = [
    { [key]: '2025-01-01', revenue: 100 },
    { [key]: '2025-02-01', revenue: 400 },
    { [key]: '2025-03-01', revenue: 250 },
  ];

  it.each([
    ['en', 'from $100 (Jan 2025) to $250 (Mar 2025), peaking at $400 in Feb 2025'],
    ['tr', 'Oca 2025 tarihinde'],
  ])('names months as people say them (%s)', (locale, words) => {
    expect(summaryOf(plan, rows, locale as Locale)).toContain(words);
    expect(summaryOf(plan, rows, locale as Locale)).not.toContain('2025-01-01');
  });

  it('names the month that stands out in an insight', () => {
    const months: Row[] = Array.from({ length: 10 }, (_, i) => ({
      [key]: `2024-${String(i + 1).padStart(2, '0')}-01`,
      revenue: i === 6 ? 5000 : 100,
    }));
    expect(insightsFor(plan, months, 'en')).toContainEqual(
      expect.stringContaining('Jul 2024 is unusual'),
    );
    expect(insightsFor(plan, months, 'tr')).toContainEqual(
      expect.stringContaining('Tem 2024 olağan dışı'),
    );
  });
});

describe('cards of a window calculation', () => {
  const months: Row[] = [
    { date: '2025-01-01', revenue: 100, revenue__cumulative: 100 },
    { date: '2025-02-01', revenue: 50, revenue__cumulative: 150 },
    { date: '2025-03-01', revenue: 80, revenue__cumulative: 230 },
  ];

  it('speaks of the running total in its title, sentence, chart and reading', () => {
    const plan = planFor('cumulative revenue by month in 2025');
    const card = buildCard({ model, plan, rows: months, sql: '', locale: 'en', computedAt: '' });
    expect(card.title).toMatch(/^Cumulative Total Revenue by month/);
    expect(card.text).toMatch(/\$230/);
    expect(card.chart[0]?.series.map((s) => s.key)).toEqual(['revenue__cumulative']);
    expect(card.query.interpretation).toContainEqual({ kind: 'window', text: 'cumulative' });
    // The table still holds each month's own total beside the running one.
    expect(card.columns.map((c) => c.key)).toEqual(['date', 'revenue', 'revenue__cumulative']);
  });

  it('names the rows of two groups by the group whose values differ', () => {
    const plan = planFor('revenue by month and channel in 2025');
    const rows: Row[] = [
      { date: '2025-01-01', channel: 'Email', revenue: 10 },
      { date: '2025-01-01', channel: 'Search', revenue: 30 },
    ];
    expect(summaryOf(plan, rows, 'en')).toMatch(/highest for Search .* lowest for Email/);
  });
});
