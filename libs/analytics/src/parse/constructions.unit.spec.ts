import { readQuestion } from '../engine/ask';
import type { Intent } from './intent';
import { ledgerModel } from '../testing/fixture-models';

// Each construction of the language packs, read into the logical form, in English and Turkish;
// and the negative side: a word no construction uses comes back as a prompt naming it.
const en = ledgerModel('en');
const tr = ledgerModel('tr');

function read(phrase: string, locale: 'en' | 'tr' = 'en', now = '2025-11-20'): Intent {
  const result = readQuestion(locale === 'en' ? en : tr, { phrase, locale, now });
  if (!('intent' in result))
    throw new Error(`expected a reading of "${phrase}", got ${JSON.stringify(result.problem)}`);
  return result.intent;
}

function unknown(phrase: string, locale: 'en' | 'tr' = 'en'): string[] {
  const result = readQuestion(locale === 'en' ? en : tr, { phrase, locale });
  if (!('problem' in result) || result.problem.kind !== 'unknown')
    throw new Error(`expected "${phrase}" to be asked back, got ${JSON.stringify(result)}`);
  return result.problem.words;
}

describe('aggregations', () => {
  it('sums money by default and takes median, standard deviation, percentile and range', () => {
    expect(read('amount by region').metrics).toEqual([{ id: 'Amount', explicit: false }]);
    expect(read('median amount').metrics[0]).toMatchObject({ aggregation: 'median' });
    expect(read('standard deviation of amount').metrics[0]).toMatchObject({
      aggregation: 'stddev',
    });
    expect(read('90th percentile of amount').metrics[0]).toMatchObject({
      aggregation: 'percentile',
      percentile: 90,
    });
    expect(read('units range').metrics[0]).toMatchObject({ aggregation: 'range' });
    expect(read('medyan tutar', 'tr').metrics[0]).toMatchObject({ aggregation: 'median' });
    expect(read('tutar standart sapması', 'tr').metrics[0]).toMatchObject({
      aggregation: 'stddev',
    });
  });

  it('asks back a percentile without its number', () => {
    expect(unknown('percentile of amount')).toEqual(['percentile of']);
  });
});

describe('ratios and rates', () => {
  it('divides one measure by another, said with "per" or "başına"', () => {
    expect(read('amount per unit').metrics).toEqual([
      expect.objectContaining({ id: 'Amount', over: 'Units' }),
    ]);
    expect(read('adet başına tutar', 'tr').metrics).toEqual([
      expect.objectContaining({ id: 'Tutar', over: 'Adet' }),
    ]);
  });

  it('averages over rows when "per" names the row', () => {
    expect(read('amount per order by region')).toMatchObject({
      metrics: [{ id: 'Amount', aggregation: 'avg' }],
      groups: [{ dimension: 'Region' }],
    });
  });

  it('reads the rate of a yes/no column as the share of rows that say yes', () => {
    expect(read('return rate by channel').metrics).toEqual([
      expect.objectContaining({ rateOf: 'Returned' }),
    ]);
    expect(read('kanallara göre iade oranı', 'tr').metrics).toEqual([
      expect.objectContaining({ rateOf: 'İade' }),
    ]);
    expect(unknown('conversion rate by region')).toContain('conversion');
  });
});

describe('shares of a part', () => {
  it('takes the named values as the part, not as a filter', () => {
    expect(read('what percentage of amount comes from Online')).toMatchObject({
      part: [{ dimension: 'Channel', values: ['Online'], negate: false }],
      filters: [],
    });
    expect(read('online satışların tutardaki payı', 'tr')).toMatchObject({
      part: [{ dimension: 'Kanal', values: ['Online'] }],
    });
  });

  it('counts the days with a row in the part among all days, and asks back a share of an average', () => {
    expect(read('what percentage of days had orders from North')).toMatchObject({
      metrics: [{ aggregation: 'count_distinct', distinctOf: 'Order Date' }],
      part: [{ dimension: 'Region', values: ['North'] }],
      groups: [],
    });
    expect(unknown('what percentage of average amount comes from North')).toEqual([
      'percentage of',
    ]);
  });

  it('asks back a share with no part named', () => {
    expect(unknown('what percentage of amount')).toEqual(['percentage of']);
  });
});

describe('filters', () => {
  it('negates the value after "except" and the value before "hariç"', () => {
    expect(read('amount for all regions except North')).toMatchObject({
      groups: [],
      filters: [{ dimension: 'Region', values: ['North'], negate: true }],
    });
    expect(read('Kuzey hariç toplam tutar', 'tr').filters).toEqual([
      { dimension: 'Bölge', values: ['Kuzey'], negate: true },
    ]);
  });

  it('leaves out a period said after "excluding", whatever range is asked', () => {
    expect(read('amount excluding 2024')).toMatchObject({
      excluded: [{ kind: 'year', year: 2024 }],
    });
    expect(read('amount excluding 2024').date).toBeUndefined();
  });

  it('reads yes/no columns as filters, negated by "excluding"', () => {
    expect(read('amount of returned orders').filters).toEqual([
      { dimension: 'Returned', values: ['Yes'], negate: false },
    ]);
    expect(read('amount excluding returned orders').filters).toEqual([
      { dimension: 'Returned', values: ['Yes'], negate: true },
    ]);
  });

  it('places numbers with units and comparatives on the column they name', () => {
    expect(read('number of orders over $400').conditions).toEqual([
      { field: 'Amount', op: '>', values: [400] },
    ]);
    expect(read('400 TL üzerindeki sipariş sayısı', 'tr').conditions).toEqual([
      { field: 'Tutar', op: '>', values: [400] },
    ]);
    expect(read('number of orders heavier than 5000 g').conditions).toEqual([
      { field: 'Weight (g)', op: '>', values: [5000] },
    ]);
    expect(read('how many orders had no discount').conditions).toEqual([
      { field: 'Discount', op: '=', values: [0] },
    ]);
    expect(read('indirimli siparişlerin ortalama tutarı', 'tr').conditions).toEqual([
      { field: 'İndirim', op: '>', values: [0] },
    ]);
    expect(read('average amount excluding discount 10').conditions).toEqual([
      { field: 'Discount', op: '<>', values: [10] },
    ]);
  });

  it('reads "not including" as a negation and "üstü" as "over"', () => {
    expect(read('total amount not including North').filters).toEqual([
      { dimension: 'Region', values: ['North'], negate: true },
    ]);
    expect(read('1000 TL üstü sipariş sayısı', 'tr').conditions).toEqual([
      { field: 'Tutar', op: '>', values: [1000] },
    ]);
  });

  it('asks back a number tested against the count of all rows, which tests nothing', () => {
    expect(unknown('number of orders more than 5')).toEqual(['> 5']);
    // With groups it is each group's count.
    expect(read('channels with more than 5 orders').conditions).toEqual([
      { field: 'count', op: '>', values: [5] },
    ]);
  });

  it('asks back a comparative with no column to compare', () => {
    expect(unknown('number of orders older than 40')).toContain('older');
  });
});

describe('time', () => {
  it('reads spans written day-first and month-first, the first day taking the year of the second', () => {
    const may = {
      kind: 'between',
      from: { kind: 'day', year: 2025, month: 5, day: 10 },
      to: { kind: 'day', year: 2025, month: 5, day: 20 },
    };
    expect(read('amount between 10 May and 20 May 2025').date).toEqual(may);
    expect(read('amount between May 10 and May 20 2025').date).toEqual(may);
  });

  it('groups by the day of the week and by decade', () => {
    expect(read('orders by day of week').groups).toEqual([
      { dimension: 'Order Date', cycle: 'weekday' },
    ]);
    expect(read('haftanın günlerine göre tutar', 'tr').groups).toEqual([
      { dimension: 'Tarih', cycle: 'weekday' },
    ]);
    expect(read('amount by decade').groups).toEqual([{ dimension: 'Order Date', cycle: 'decade' }]);
  });

  it('takes the period said before "göre" as the baseline, wherever it stands', () => {
    for (const phrase of ['bu yıl geçen yıla göre tutar', 'geçen yıla göre bu yıl tutar'])
      expect(read(phrase, 'tr')).toMatchObject({
        date: { kind: 'current', unit: 'year' },
        compare: { kind: 'previous_year' },
      });
  });

  it('compares this year with last year like for like, to date', () => {
    expect(read('amount this year vs last year')).toMatchObject({
      date: { kind: 'current', unit: 'year', toDate: true },
      compare: { kind: 'previous_year' },
    });
  });
});

describe('windows', () => {
  it('reads running totals, growth over the bucket before, and moving averages', () => {
    expect(read('cumulative amount by month in 2025')).toMatchObject({
      window: { kind: 'cumulative' },
      groups: [{ dimension: 'Order Date', grain: 'monthly' }],
    });
    expect(read('month over month amount growth in 2025')).toMatchObject({
      window: { kind: 'growth' },
      groups: [{ grain: 'monthly' }],
    });
    expect(read('2025 aylık tutar büyümesi', 'tr')).toMatchObject({
      window: { kind: 'growth' },
      groups: [{ grain: 'monthly' }],
    });
    expect(read('3 month moving average of amount')).toMatchObject({
      window: { kind: 'moving', n: 3 },
      groups: [{ grain: 'monthly' }],
    });
    // The number before "month" is the window's length, never a value the measure must equal.
    expect(read('amount 3 month moving average in 2025')).toMatchObject({
      window: { kind: 'moving', n: 3 },
      conditions: [],
    });
    // A running total of averages adds up nothing: the word is asked back.
    expect(unknown('cumulative average amount by month')).toEqual(['cumulative']);
    expect(read('2025 tutar 3 aylık hareketli ortalama', 'tr')).toMatchObject({
      window: { kind: 'moving', n: 3 },
      conditions: [],
    });
    expect(read("2025'te aylara göre kümülatif tutar", 'tr').window).toEqual({
      kind: 'cumulative',
    });
  });
});

describe('comparisons and rankings', () => {
  it('puts named values side by side in one period', () => {
    expect(read('compare amount in North and South last quarter')).toMatchObject({
      groups: [{ dimension: 'Region' }],
      filters: [{ dimension: 'Region', values: ['North', 'South'] }],
      date: { kind: 'previous', unit: 'quarter' },
    });
    expect(read('compare amount in North and South last quarter').compare).toBeUndefined();
  });

  it('limits a ranking by the count said before the group', () => {
    expect(read('the 3 regions with the highest amount')).toMatchObject({
      groups: [{ dimension: 'Region' }],
      rank: { direction: 'desc', limit: 3 },
    });
    expect(read('the 2 channels with the lowest amount in 2025')).toMatchObject({
      groups: [{ dimension: 'Channel' }],
      rank: { direction: 'asc', limit: 2 },
    });
    // Before a column of numbers too, once a ranking follows; "orders with 2 units" stays a value.
    expect(read('the 3 discounts with the highest amount')).toMatchObject({
      groups: [{ dimension: 'Discount' }],
      conditions: [],
      rank: { direction: 'desc', limit: 3 },
    });
    expect(read('amount of orders with 2 units').conditions).toEqual([
      { field: 'Units', op: '=', values: [2] },
    ]);
    expect(read('orders with 2 units with the highest amount').conditions).toEqual([
      { field: 'Units', op: '=', values: [2] },
    ]);
    // A count before or after the ranking word sizes a ranking of rows, never "weight = 2".
    for (const phrase of ['lightest 2 orders', 'the 2 lightest orders'])
      expect(read(phrase)).toMatchObject({
        metrics: [{ id: 'Weight (g)' }],
        conditions: [],
        rank: { direction: 'asc', limit: 2 },
      });
    // Without a ranking, a count before a group is not understood: asked back, never dropped.
    expect(unknown('3 regions amount')).toEqual(['3']);
  });

  it('ranks groups by a rate, and names the one with the least', () => {
    expect(read('top 2 regions by return rate')).toMatchObject({
      metrics: [{ rateOf: 'Returned' }],
      rank: { direction: 'desc', limit: 2 },
    });
    expect(read('en az tutar yapan kanal', 'tr')).toMatchObject({
      groups: [{ dimension: 'Kanal' }],
      rank: { direction: 'asc', limit: 1 },
    });
  });
});

describe('drivers', () => {
  it('compares the named period with the one before and keeps the direction asked', () => {
    expect(read('why did amount fall in March 2025')).toMatchObject({
      driver: { direction: 'down' },
      date: { kind: 'month', month: 3, year: 2025 },
      compare: { kind: 'previous_period' },
    });
    expect(read("mart 2025'te tutar neden arttı", 'tr').driver).toEqual({ direction: 'up' });
  });
});

describe('no unexplained words', () => {
  it('names the word it cannot use, in both languages', () => {
    expect(unknown('amount by warehouse')).toEqual(['warehouse']);
    expect(unknown('amount per employee')).toEqual(['employee']);
    expect(unknown('depoya göre tutar', 'tr')).toEqual(['depoya']);
    // Pronouns and verbs of doing carry no meaning of their own.
    expect(read('how much amount did we have in 2025').metrics).toHaveLength(1);
    expect(read('kaç sipariş yapıldı', 'tr').metrics).toHaveLength(1);
    expect(unknown('çalışan başına tutar', 'tr')).toEqual(['çalışan']);
  });
});
