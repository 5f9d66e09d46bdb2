import type { CardColumn } from './answer-card';
import { comparisonKeys, csvHeader, percentChange, primaryMetric } from './card-comparison';

describe('answer card comparison columns', () => {
  it('are named Previous_{col}, {col}__% and {col}__change', () => {
    expect(comparisonKeys('revenue')).toEqual({
      previous: 'Previous_revenue',
      percent: 'revenue__%',
      change: 'revenue__change',
    });
  });
});

describe('percent change', () => {
  it.each([
    [100, 150, 50],
    [100, 133.7, 33],
    [100, 66.5, -34],
    [-50, -25, 50],
    [0, 10, Infinity],
    [0, -10, -Infinity],
    [0, 0, 0],
  ])('from %p to %p is %p', (previous, current, expected) => {
    expect(percentChange(previous, current)).toBe(expected);
  });
});

describe('CSV headers', () => {
  it.each([
    ['revenue__%', 'revenue %'],
    ['revenue__change', 'revenue Change %'],
    ['Previous_revenue', 'Previous revenue'],
    ['country', 'country'],
  ])('%p becomes %p', (key, header) => {
    expect(csvHeader(key)).toBe(header);
  });
});

describe("a card's primary metric", () => {
  const column = (key: string, role: CardColumn['role'] = 'metric'): CardColumn => ({
    key,
    label: key,
    role,
  });

  it('is the measure asked about, not the comparison columns placed before it', () => {
    const { previous, percent, change } = comparisonKeys('revenue');
    const columns = [
      column('channel', 'dimension'),
      column(previous),
      column(percent),
      column(change),
      column('revenue'),
    ];
    expect(primaryMetric({ columns })?.key).toBe('revenue');
  });

  it('is missing from a card of dimensions alone', () => {
    expect(primaryMetric({ columns: [column('country', 'dimension')] })).toBeUndefined();
  });
});
