import type { AnswerCard, ChartType } from '@parley/domain';
import { chartSvgMarkup } from './chart-markup';

const card: Pick<AnswerCard, 'columns' | 'table'> = {
  columns: [
    { key: 'region', label: 'Region', role: 'dimension' },
    { key: 'revenue', label: 'Revenue', role: 'metric', format: 'currency', currency: 'USD' },
    { key: 'orders', label: 'Orders', role: 'metric' },
  ],
  table: [
    { region: 'North', revenue: 520000, orders: 300 },
    { region: 'South', revenue: 380000, orders: 200 },
    { region: 'East', revenue: 100000, orders: 0 },
  ],
};

const render = (type: ChartType, series = [{ key: 'revenue', name: 'Revenue' }]) =>
  chartSvgMarkup(
    card,
    { chart: { type }, x: 'region', series },
    { width: 600, height: 250, locale: 'en-US', label: `${type} chart` },
  );

const count = (markup: string, pattern: RegExp) => (markup.match(pattern) ?? []).length;

describe('chart markup (the same charts the web card draws, as one SVG document)', () => {
  it('is a standalone SVG with its accessible name', () => {
    const svg = render('column');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('aria-label="column chart"');
    expect(svg).not.toContain('<div');
  });

  it('draws a column per row and series, with the x labels', () => {
    const svg = render('column', [
      { key: 'revenue', name: 'Revenue' },
      { key: 'orders', name: 'Orders' },
    ]);
    expect(count(svg, /<rect[^>]*class="visx-bar"/g)).toBe(6);
    for (const region of ['North', 'South', 'East']) expect(svg).toContain(`>${region}<`);
    expect(svg).toContain('>Orders<');
  });

  it('labels an hourly line by the hour, not a cut-off date', () => {
    const hours = ['2024-05-22 08:00', '2024-05-22 09:00', '2024-05-22 10:00'];
    const svg = chartSvgMarkup(
      {
        columns: [
          { key: 'placed_at', label: 'Hour', role: 'time' },
          { key: 'orders', label: 'Orders', role: 'metric' },
        ],
        table: hours.map((placed_at, i) => ({ placed_at, orders: 10 + i })),
      },
      { chart: { type: 'line' }, x: 'placed_at', series: [{ key: 'orders', name: 'Orders' }] },
      { width: 600, height: 250, locale: 'en-US', label: 'line chart' },
    );
    for (const hour of ['08:00', '09:00', '10:00']) expect(svg).toContain(`>${hour}<`);
    expect(svg).not.toContain('2024-05-22 0…');
  });

  it('stacks the series of a bar-stacked chart, one rectangle per row and series', () => {
    expect(
      count(
        render('bar-stacked', [
          { key: 'revenue', name: 'Revenue' },
          { key: 'orders', name: 'Orders' },
        ]),
        /class="visx-bar"/g,
      ),
    ).toBe(6);
  });

  it('lays bars across for a bar chart', () => {
    expect(count(render('bar'), /class="visx-bar"/g)).toBe(3);
  });

  it('draws one line through every row, with a point each', () => {
    const svg = render('line');
    expect(count(svg, /class="visx-linepath"/g)).toBe(1);
    expect(count(svg, /<circle/g)).toBe(3);
    expect(count(render('area'), /class="visx-area-closed"/g)).toBe(1);
  });

  it('labels pie and donut slices with the name and whole percent, skipping empty slices', () => {
    const pie = render('pie');
    expect(pie).toContain('North 52%');
    expect(pie).toContain('South 38%');
    expect(count(pie, /<path/g)).toBe(3);
    const donut = render('donut', [{ key: 'orders', name: 'Orders' }]);
    expect(count(donut, /<path/g)).toBe(2);
    expect(donut).toContain('North 60%');
  });

  it('shows a single figure for a number chart', () => {
    const svg = render('number');
    expect(svg).toContain('$520K');
    expect(svg).toContain('>Revenue<');
  });

  // The dashboard tile is narrow and long category names take most of the bar chart's width.
  it('thins the value axis of a narrow bar chart so its labels do not run into each other', () => {
    const long: Pick<AnswerCard, 'columns' | 'table'> = {
      columns: card.columns,
      table: card.table.map((row, i) => ({ ...row, region: `${String(row.region)} region ${i}` })),
    };
    const svg = chartSvgMarkup(
      long,
      { chart: { type: 'bar' }, x: 'region', series: [{ key: 'revenue', name: 'Revenue' }] },
      { width: 240, height: 200, locale: 'en-US', label: 'bar chart' },
    );
    const axis = svg.slice(svg.indexOf('visx-axis-bottom'));
    const ticks = [...axis.matchAll(/<text[^>]* x="([\d.]+)"[^>]*>(?:<tspan[^>]*>)?([^<]+)</g)].map(
      ([, x, text]) => ({ x: Number(x), text: text ?? '' }),
    );
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < ticks.length; i++) {
      const [a, b] = [ticks[i - 1], ticks[i]] as [
        { x: number; text: string },
        { x: number; text: string },
      ];
      // Centred labels of about 6.5px a character: half of each must fit between the two ticks.
      expect(b.x - a.x).toBeGreaterThan(((a.text.length + b.text.length) / 2) * 6.5);
    }
  });
});
