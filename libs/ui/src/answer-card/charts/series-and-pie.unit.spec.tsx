import type { AnswerCard } from '@parley/domain';
import { chartSvgMarkup } from './chart-markup';

// Issue 28: a narrow pie keeps its labels inside the chart, and a card of two series draws two
// colours with a legend, on the server as on the web.
const byChannel: Pick<AnswerCard, 'columns' | 'table'> = {
  columns: [
    { key: 'channel', label: 'Channel', role: 'dimension' },
    { key: 'revenue', label: 'Revenue', role: 'metric', additive: true },
  ],
  // Drawn clockwise from twelve o'clock: Organic Search lands on the left, near the edge.
  table: [
    { channel: 'Partner', revenue: 30 },
    { channel: 'Direct', revenue: 25 },
    { channel: 'Organic Search', revenue: 30 },
    { channel: 'Email', revenue: 15 },
  ],
};

// Each label's left and right edge at about 6.2 px a character (11 px text), centred on its x.
function labelExtents(svg: string, width: number): [number, number][] {
  const group = /<g class="visx-group" transform="translate\(([\d.]+), [\d.]+\)">/.exec(svg);
  const left = Number(group?.[1] ?? width / 2);
  return [
    ...svg.matchAll(/<text x="(-?[\d.]+)"[^>]*text-anchor="middle"[^>]*>([^<]+)<\/text>/g),
  ].map(([, x, text]) => {
    const centre = left + Number(x);
    const half = ((text ?? '').length * 6.2) / 2;
    return [centre - half, centre + half];
  });
}

describe('a pie in a narrow tile', () => {
  it.each([120, 140, 160, 200])('keeps every slice label inside %i px', (width) => {
    const svg = chartSvgMarkup(
      byChannel,
      { chart: { type: 'pie' }, x: 'channel', series: [{ key: 'revenue', name: 'Revenue' }] },
      { width, height: 180, locale: 'en-US', label: 'pie' },
    );
    const extents = labelExtents(svg, width);
    expect(extents.length).toBeGreaterThan(0);
    for (const [from, to] of extents) {
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(width);
    }
  });
});

describe('a card of two series drawn on the server', () => {
  const population: Pick<AnswerCard, 'columns' | 'table' | 'chart'> = {
    columns: [
      { key: 'year', label: 'Year', role: 'time' },
      { key: 'country', label: 'Country', role: 'dimension' },
      { key: 'pop', label: 'Population', role: 'metric', additive: true, level: true },
    ],
    table: [
      { year: 1955, country: 'China', pop: 603 },
      { year: 1955, country: 'India', pop: 398 },
      { year: 1960, country: 'China', pop: 654 },
      { year: 1960, country: 'India', pop: 445 },
    ],
    chart: [{ chart: { type: 'line' }, x: 'year', series: [{ key: 'pop', name: 'Population' }] }],
  };

  it('draws a line per country in its own colour, with both in the legend', () => {
    const [chart] = population.chart;
    if (!chart) throw new Error('a chart');
    const svg = chartSvgMarkup(population, chart, {
      width: 600,
      height: 260,
      locale: 'en-US',
      label: 'line',
    });
    const strokes = new Set(
      [...svg.matchAll(/<path[^>]*stroke="(#[0-9a-f]{6})"/g)].map((m) => m[1]),
    );
    expect(strokes.size).toBe(2);
    expect(svg).toContain('>China</text>');
    expect(svg).toContain('>India</text>');
    expect(svg).toContain('>1955<');
    expect(svg).not.toContain('1,955');
  });
});
