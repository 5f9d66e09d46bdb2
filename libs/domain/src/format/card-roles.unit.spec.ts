import type { AnswerCard, CardColumn } from '../answer-card';
import { cardFoot, cardTotals, formatCell, totalsLabel } from './card-format';
import { formatValue } from './number-format';

// Issue 28: a column's role decides how its numbers read, and which rows add up to a total.
const query: AnswerCard['query'] = {
  source: { type: 'file', datasource_id: 'gapminder.json' },
  interpretation: [],
  grain: 'yearly',
};

const population: CardColumn = {
  key: 'pop',
  label: 'Population',
  role: 'metric',
  format: 'number',
  additive: true,
  level: true,
};

describe('roles decide formats', () => {
  const card: Pick<AnswerCard, 'columns' | 'table' | 'query'> = {
    columns: [
      { key: 'year', label: 'Year', role: 'time' },
      { key: 'zip', label: 'Zip code', role: 'dimension' },
      { key: 'id', label: 'Id', role: 'dimension' },
      population,
    ],
    table: [{ year: 1955, zip: 10001, id: 123456, pop: 21645000 }],
    query,
  };
  const row = card.table[0];

  it.each([
    ['en-US', 'year', '1955'],
    ['tr', 'year', '1955'],
    ['en-US', 'zip', '10001'],
    ['tr', 'zip', '10001'],
    ['en-US', 'id', '123456'],
    ['tr', 'id', '123456'],
  ])('in %s a %s is a label, never an amount', (locale, key, shown) => {
    expect(formatCell(card, row, key, { locale })).toBe(shown);
  });

  it.each([
    ['en-US', '21,645,000'],
    ['tr', '21.645.000'],
  ])('in %s a measure keeps its thousands separators', (locale, shown) => {
    expect(formatCell(card, row, 'pop', { locale })).toBe(shown);
  });
});

describe('totals only where they add up', () => {
  const overYears: Pick<AnswerCard, 'columns' | 'table'> = {
    columns: [{ key: 'year', label: 'Year', role: 'time' }, population],
    table: [
      { year: 1995, pop: 61_000_000 },
      { year: 2000, pop: 64_000_000 },
      { year: 2005, pop: 69_000_000 },
    ],
  };

  it('gives a level over time no total row', () => {
    expect(cardTotals(overYears, ['year', 'pop'])).toBeNull();
  });

  it('sums a level across groups at one time (the population of three countries)', () => {
    const byCountry = {
      columns: [{ key: 'country', label: 'Country', role: 'dimension' as const }, population],
      table: [
        { country: 'Turkey', pop: 69 },
        { country: 'Greece', pop: 11 },
      ],
    };
    expect(cardTotals(byCountry, ['country', 'pop'])).toEqual({ country: null, pop: 80 });
  });

  it('sums a flow over time (sales by month)', () => {
    const sales = {
      columns: [
        { key: 'month', label: 'Month', role: 'time' as const },
        { key: 'sales', label: 'Sales', role: 'metric' as const, additive: true },
      ],
      table: [
        { month: '2025-01-01', sales: 10 },
        { month: '2025-02-01', sales: 15 },
      ],
    };
    const totals = cardTotals(sales, ['month', 'sales']);
    expect(totals).toEqual({ month: null, sales: 25 });
    expect(totals && totalsLabel(sales, totals)).toBe('total');
  });

  it('labels an average over all rows as such, never as a total', () => {
    const average = {
      columns: [
        { key: 'cluster', label: 'Cluster', role: 'dimension' as const },
        {
          key: 'life',
          label: 'Average life expectancy',
          role: 'metric' as const,
          additive: false,
          total: 63.2,
        },
      ],
      table: [
        { cluster: 0, life: 60 },
        { cluster: 1, life: 70 },
      ],
    };
    const totals = cardTotals(average, ['cluster', 'life']);
    expect(totals).toEqual({ cluster: null, life: 63.2 });
    expect(totals && totalsLabel(average, totals)).toBe('overall');
  });
});

describe('the row under a level over time', () => {
  const overYears: Pick<AnswerCard, 'columns' | 'table'> = {
    columns: [{ key: 'year', label: 'Year', role: 'time' }, population],
    table: [
      { year: 2005, pop: 69_000_000 },
      { year: 1995, pop: 61_000_000 },
      { year: 2000, pop: 64_000_000 },
    ],
  };

  it('is the change from the first period to the last, not a sum', () => {
    expect(cardFoot(overYears, ['year', 'pop'])).toEqual({
      kind: 'change',
      values: { year: null, pop: 8_000_000 },
      from: 1995,
      to: 2005,
    });
  });

  it('stays a total for a flow and an overall figure for an average', () => {
    const sales = {
      columns: [
        { key: 'month', label: 'Month', role: 'time' as const },
        { key: 'sales', label: 'Sales', role: 'metric' as const, additive: true },
      ],
      table: [
        { month: '2025-01-01', sales: 10 },
        { month: '2025-02-01', sales: 15 },
      ],
    };
    expect(cardFoot(sales, ['month', 'sales'])?.kind).toBe('total');
  });
});

describe('the latest year, the largest id: a measure of a label column reads as a label', () => {
  const latestYear: CardColumn = {
    key: 'Year',
    label: 'Latest Year',
    role: 'metric',
    format: 'label',
    additive: false,
  };
  const largestZip: CardColumn = {
    key: 'Zip',
    label: 'Maximum Zip Code',
    role: 'metric',
    format: 'label',
    additive: false,
  };
  const card: Pick<AnswerCard, 'columns' | 'table'> = {
    columns: [{ key: 'country', label: 'Country', role: 'dimension' }, latestYear, largestZip],
    table: [
      { country: 'Turkey', Year: 2005, Zip: 34000 },
      { country: 'Chile', Year: 1998, Zip: 83000 },
    ],
  };
  const [turkey] = card.table;

  it.each([
    ['en-US', 'Year', '2005'],
    ['tr', 'Year', '2005'],
    ['en-US', 'Zip', '34000'],
    ['tr', 'Zip', '34000'],
  ])('in %s shows %s without a thousands separator', (locale, key, shown) => {
    expect(formatCell(card, turkey, key, { locale })).toBe(shown);
    // A wide table's compact numbers never shorten a year to "2K".
    expect(formatCell(card, turkey, key, { locale, compact: true })).toBe(shown);
  });

  it('changes by as many years, signed, without a separator', () => {
    const compared = {
      columns: [latestYear],
      table: [{ Year: 2005, Previous_Year: 1995, Year__change: 10 }],
    };
    for (const locale of ['en-US', 'tr']) {
      expect(formatCell(compared, compared.table[0], 'Previous_Year', { locale })).toBe('1995');
      expect(formatCell(compared, compared.table[0], 'Year__change', { locale })).toBe('+10');
    }
  });

  it('adds up to no total, even when a card said it did', () => {
    expect(cardTotals(card, ['country', 'Year', 'Zip'])).toBeNull();
    const said = { ...card, columns: [card.columns[0], { ...latestYear, additive: true }] };
    expect(cardTotals(said, ['country', 'Year'])).toBeNull();
  });

  it('leaves a sum of the same numbers an amount', () => {
    const summed: CardColumn = { ...latestYear, format: 'number', additive: true };
    expect(formatValue(2005, summed, 'en-US')).toBe('2,005');
    expect(formatValue(2005, summed, 'tr')).toBe('2.005');
  });
});
