import type { AnswerCard } from '../answer-card';
import { cardTotals } from './card-format';
import { cardSeries, seriesChart, seriesView } from './card-series';

const query: AnswerCard['query'] = {
  source: { type: 'file', datasource_id: 'gapminder.json' },
  interpretation: [],
};

// "Compare the population of China and India by year", as the engine answers it: long rows.
const saved: AnswerCard = {
  title: 'Population by year and country',
  text: '',
  table: [
    { year: 1955, country: 'China', pop: 603 },
    { year: 1955, country: 'India', pop: 398 },
    { year: 1960, country: 'China', pop: 654 },
    { year: 1960, country: 'India', pop: 445 },
  ],
  columns: [
    { key: 'year', label: 'Year', role: 'time' },
    { key: 'country', label: 'Country', role: 'dimension' },
    { key: 'pop', label: 'Population', role: 'metric', additive: true, level: true },
  ],
  chart: [{ chart: { type: 'bar-stacked' }, x: 'year', series: [{ key: 'pop', name: 'Pop' }] }],
  insights: [],
  date: '2026-01-01T00:00:00Z',
  query,
};

describe('a card saved before it carried its series', () => {
  it('is upcast: its second grouping’s values are the series, along its time', () => {
    expect(cardSeries(saved)).toEqual({
      by: 'country',
      x: 'year',
      items: [
        { key: 'pop@0', name: 'China', measure: 'pop', value: 'China' },
        { key: 'pop@1', name: 'India', measure: 'pop', value: 'India' },
      ],
      stacked: false,
    });
  });

  it('shows one row per year and one column per country', () => {
    const view = seriesView(saved);
    expect(view.columns.map((c) => [c.key, c.label])).toEqual([
      ['year', 'Year'],
      ['pop@0', 'China'],
      ['pop@1', 'India'],
    ]);
    expect(view.table).toEqual([
      { year: 1955, 'pop@0': 603, 'pop@1': 398 },
      { year: 1960, 'pop@0': 654, 'pop@1': 445 },
    ]);
  });

  it('draws the countries side by side, not stacked: they are compared, not parts of a whole', () => {
    const view = seriesView(saved);
    expect(view.chart).toEqual([
      {
        chart: { type: 'column' },
        x: 'year',
        series: [
          { key: 'pop@0', name: 'China' },
          { key: 'pop@1', name: 'India' },
        ],
      },
    ]);
  });

  it('has no total row: a population summed over years is nothing', () => {
    const view = seriesView(saved);
    expect(
      cardTotals(
        view,
        view.columns.map((c) => c.key),
      ),
    ).toBeNull();
  });

  it('is shown the same when pivoted twice (a card e-mailed from the web)', () => {
    const view = seriesView(saved);
    expect(seriesView(view)).toBe(view);
    expect(seriesChart(view.series, view.chart[0])).toEqual(view.chart[0]);
  });
});

describe('cards that are no comparison of series', () => {
  it('leaves a card of one grouping as it is', () => {
    const one = { ...saved, columns: [saved.columns[1], saved.columns[2]] };
    expect(cardSeries(one)).toBeUndefined();
    expect(seriesView(one)).toBe(one);
  });

  it('draws the ten largest of more series than the theme has colours, the table kept long', () => {
    const many = {
      ...saved,
      table: [1955, 1960].flatMap((year) =>
        Array.from({ length: 12 }, (_, i) => ({ year, country: `C${i}`, pop: i + 1 })),
      ),
    };
    const series = cardSeries(many);
    expect(series?.items).toHaveLength(10);
    expect(series?.items[0]?.name).toBe('C11');
    expect(series?.items.map((i) => i.name)).not.toContain('C0');
    expect(series?.more).toBe(2);
    expect(seriesView(many).table).toBe(many.table);
    const drawn = seriesView(many, 'chart');
    expect(drawn.table).toHaveLength(2);
    expect(drawn.columns).toHaveLength(11);
    expect(drawn.chart[0]?.series).toHaveLength(10);
  });

  it('names each measure a series when several are compared over one grouping', () => {
    const two = {
      ...saved,
      table: [{ year: 1955, pop: 1, life: 40 }],
      columns: [
        saved.columns[0],
        saved.columns[2],
        { key: 'life', label: 'Life expectancy', role: 'metric' as const },
      ],
    };
    expect(cardSeries(two)?.items.map((i) => i.name)).toEqual(['Population', 'Life expectancy']);
    expect(seriesView(two)).toBe(two);
  });
});
