import type { AnswerCard } from '../answer-card';
import { cardTotals, changePercent, formatCell } from './card-format';

const byDevice: Pick<AnswerCard, 'columns' | 'table' | 'query'> = {
  columns: [
    { key: 'device', label: 'Device', role: 'dimension' },
    {
      key: 'revenue',
      label: 'Revenue',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
      additive: true,
    },
    {
      key: 'cr',
      label: 'Conversion rate',
      role: 'metric',
      format: 'percent',
      percentBase: 100,
      additive: false,
    },
    {
      key: 'aov',
      label: 'Average order value',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
      additive: false,
      total: 51.25,
    },
  ],
  table: [
    { device: 'Desktop', revenue: 1000.1, cr: 4.32, aov: 50, Previous_revenue: 900 },
    { device: 'Mobile', revenue: 500.2, cr: 2.82, aov: 55, Previous_revenue: 600 },
  ],
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

describe('totals of a card', () => {
  it('sums additive measures only, takes a ratio’s total from its parts, and never sums a rate', () => {
    const totals = cardTotals(byDevice, ['device', 'revenue', 'cr', 'aov', 'revenue__%']);
    expect(totals).toEqual({
      device: null,
      revenue: 1500.3,
      cr: null,
      aov: 51.25,
      'revenue__%': 0,
    });
  });

  it('has no totals row under 2 rows (spec §9)', () => {
    expect(cardTotals({ ...byDevice, table: byDevice.table.slice(0, 1) }, ['revenue'])).toBeNull();
  });
});

describe('cells of a card', () => {
  it.each([
    ['en-US', '4.32%', '$1,000', '+11%'],
    ['tr', '%4,32', '$1.000', '+%11'],
  ])('reads a 0–100 rate as a percent, not 100× too big, in %s', (locale, rate, money, change) => {
    const row = byDevice.table[0];
    expect(formatCell(byDevice, row, 'cr', { locale })).toBe(rate);
    expect(formatCell(byDevice, row, 'revenue', { locale })).toBe(money);
    expect(formatCell(byDevice, row, 'revenue__%', { locale })).toBe(change);
  });

  it('names a daily bucket by its date', () => {
    const card = {
      columns: [{ key: 'day', label: 'Day', role: 'time' as const }],
      table: [],
      query: {
        source: { type: 'x', datasource_id: 'x' },
        interpretation: [],
        grain: 'daily' as const,
      },
    };
    expect(formatCell(card, { day: '2026-11-24' }, 'day', { locale: 'en-US' })).toBe(
      'Nov 24, 2026',
    );
  });
});

describe('percent change (spec §9)', () => {
  it('rounds down, keeps a tenth under one percent, and is infinite from zero', () => {
    expect(changePercent(100, 108.9)).toBe(8);
    expect(changePercent(100, 100.41)).toBe(0.4);
    expect(changePercent(100, 99.59)).toBe(-0.4);
    expect(changePercent(0, 5)).toBe(Infinity);
    expect(changePercent(0, 0)).toBe(0);
  });
});
