import {
  AMOUNT_COLUMN,
  FROM_COLUMN,
  ORDINAL,
  PERCENT_SHARE,
  PERIOD_COLUMNS,
  TO_COLUMN,
  TOTAL_COLUMN,
} from './pack-patterns';

// Words every pack contributes, read whatever language the question is in.
describe('patterns built from every language pack', () => {
  it('tells a route’s two ends apart by their column names, in English and Turkish', () => {
    expect(FROM_COLUMN.test('origin airport')).toBe(true);
    expect(FROM_COLUMN.test('kalkis havalimani')).toBe(true);
    expect(TO_COLUMN.test('destination')).toBe(true);
    expect(TO_COLUMN.test('varis')).toBe(true);
    // "to" only as a whole word: a total or a stock is no destination.
    expect(TO_COLUMN.test('total')).toBe(false);
    expect(TO_COLUMN.test('stock')).toBe(false);
  });

  it('finds amounts, totals and period columns by whole words', () => {
    expect(AMOUNT_COLUMN.test('order amount')).toBe(true);
    expect(AMOUNT_COLUMN.test('tutar')).toBe(true);
    expect(TOTAL_COLUMN.test('cost total')).toBe(true);
    expect(TOTAL_COLUMN.test('genel')).toBe(true);
    expect(TOTAL_COLUMN.test('totally')).toBe(false);
    const grainOf = (name: string) => PERIOD_COLUMNS.find(([re]) => re.test(name))?.[1];
    expect(grainOf('month')).toBe('monthly');
    expect(grainOf('ceyrek')).toBe('quarterly');
    expect(grainOf('month name')).toBeUndefined();
  });

  it('reads ordinals and percentage words', () => {
    expect(ORDINAL.exec('90th')?.[1]).toBe('90');
    expect(ORDINAL.exec('3.')?.[1]).toBe('3');
    expect(PERCENT_SHARE.test('percentage')).toBe(true);
    expect(PERCENT_SHARE.test('yuzdesi')).toBe(true);
    expect(PERCENT_SHARE.test('distribution')).toBe(false);
  });
});
