import type { AnswerCard, CardChart } from '@parley/domain';
import { chartSvgMarkup } from './chart-markup';

// Issue 25: "the correlation between ID and meter_100 in a scatter chart" draws each row as a point,
// its x the row's number along a linear axis, on the web card and in every server image.
const swimmers: Pick<AnswerCard, 'columns' | 'table'> = {
  columns: [
    { key: 'ID', label: 'ID', role: 'dimension' },
    { key: 'meter_100', label: '100 m time', role: 'metric', format: 'number' },
    { key: 'meter_200', label: '200 m time', role: 'metric', format: 'number' },
  ],
  table: [
    { ID: 1, meter_100: 57.5, meter_200: 121 },
    { ID: 2, meter_100: 57.31, meter_200: 118 },
    { ID: 3, meter_100: 57.66, meter_200: 125 },
    { ID: 4, meter_100: 58.1, meter_200: 119 },
    { ID: 10, meter_100: 56.9, meter_200: 117 },
  ],
};

const byId = (series = [{ key: 'meter_100', name: '100 m time' }]): CardChart => ({
  chart: { type: 'scatter' },
  x: 'ID',
  series,
});

const render = (
  card: Pick<AnswerCard, 'columns' | 'table'>,
  chart: CardChart,
  width = 600,
  height = 300,
) => chartSvgMarkup(card, chart, { width, height, locale: 'en-US', label: 'scatter chart' });

type Point = { cx: number; cy: number; fill: string };
const circles = (svg: string): Point[] =>
  [...svg.matchAll(/<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)"[^>]*fill="(#[0-9a-f]{6})"/g)].map(
    ([, cx, cy, fill]) => ({ cx: Number(cx), cy: Number(cy), fill: fill ?? '' }),
  );
const texts = (svg: string) =>
  [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g)].map(([, text]) => text ?? '');

describe('a scatter chart', () => {
  it('draws one point per row, each at its own place, named for screen readers', () => {
    const svg = render(swimmers, byId());
    expect(svg).toContain('aria-label="scatter chart"');
    const points = circles(svg);
    expect(points).toHaveLength(5);
    expect(new Set(points.map((p) => `${p.cx},${p.cy}`)).size).toBe(5);
  });

  it('places numbers along a linear x axis: 10 lies six times as far on as 4 is from 3', () => {
    const [one, , three, four, ten] = circles(render(swimmers, byId())).map((p) => p.cx) as [
      number,
      number,
      number,
      number,
      number,
    ];
    expect(ten - four).toBeCloseTo(6 * (four - three), 5);
    expect(three).toBeGreaterThan(one);
  });

  it('puts higher values higher up', () => {
    const points = circles(render(swimmers, byId()));
    const fastest = points[4];
    const slowest = points[3];
    expect(fastest && slowest && fastest.cy > slowest.cy).toBe(true);
  });

  it('titles the axes with the x column and the series, and writes ids as names', () => {
    const svg = render(swimmers, byId());
    const words = texts(svg);
    expect(words).toContain('ID');
    expect(words).toContain('100 m time');
    // Whole ids only: no "1.5" between two ids.
    expect(words.filter((w) => /^\d+\.\d+$/.test(w) && Number(w) < 11)).toEqual([]);
    expect(words).toContain('10');
  });

  it('gives each series its own colour and a legend', () => {
    const svg = render(
      swimmers,
      byId([
        { key: 'meter_100', name: '100 m time' },
        { key: 'meter_200', name: '200 m time' },
      ]),
    );
    const points = circles(svg);
    expect(points).toHaveLength(10);
    expect(new Set(points.map((p) => p.fill)).size).toBe(2);
    expect(svg).toContain('>100 m time</text>');
    expect(svg).toContain('>200 m time</text>');
  });

  it('places labels one after another when x is not a number', () => {
    const svg = render(
      {
        columns: [
          { key: 'team', label: 'Team', role: 'dimension' },
          { key: 'score', label: 'Score', role: 'metric', format: 'number' },
        ],
        table: [
          { team: 'Lions', score: 3 },
          { team: 'Tigers', score: 5 },
          { team: 'Bears', score: 4 },
        ],
      },
      { chart: { type: 'scatter' }, x: 'team', series: [{ key: 'score', name: 'Score' }] },
    );
    const xs = circles(svg).map((p) => p.cx);
    expect(xs).toHaveLength(3);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    for (const team of ['Lions', 'Tigers', 'Bears', 'Team']) expect(texts(svg)).toContain(team);
  });

  it('draws no point for a row without a value, rather than a made-up zero', () => {
    const svg = render(
      { ...swimmers, table: [...swimmers.table, { ID: 11, meter_100: null, meter_200: 120 }] },
      byId(),
    );
    expect(circles(svg)).toHaveLength(5);
  });

  it('formats the value axis as the column reads (currency)', () => {
    const svg = render(
      {
        columns: [
          { key: 'units', label: 'Units', role: 'metric', format: 'number' },
          { key: 'revenue', label: 'Revenue', role: 'metric', format: 'currency', currency: 'USD' },
        ],
        table: [
          { units: 1200, revenue: 52000 },
          { units: 800, revenue: 38000 },
          { units: 300, revenue: 9000 },
        ],
      },
      { chart: { type: 'scatter' }, x: 'units', series: [{ key: 'revenue', name: 'Revenue' }] },
    );
    const words = texts(svg);
    expect(words.some((w) => /^\$\d+K$/.test(w))).toBe(true);
    expect(words.some((w) => /^1(,2|\.2K|,200)/.test(w) || w === '1K')).toBe(true);
  });
});
