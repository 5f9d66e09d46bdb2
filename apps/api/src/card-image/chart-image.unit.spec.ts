import { CHART_TYPES, type ChartType } from '@parley/domain';
import { chartSvgMarkup } from '@parley/ui/server';
import { cardImageSchema } from './card-image.dto';
import { selectChart } from './chart-data';
import { chartImageSvg } from './chart-image';
import { svgToPng } from './png-renderer';
import { byChannel, headline, monthly } from './testing/sample-cards';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function svgOf(card: typeof byChannel, selected?: number | ChartType, locale = 'en-US'): string {
  const chart = selectChart(card, selected);
  if (!chart) throw new Error('no chart');
  return chartImageSvg(card, chart, locale);
}

describe('server chart image', () => {
  it('is the web card’s own chart markup, not a second renderer', () => {
    const chart = selectChart(byChannel, 0);
    if (!chart) throw new Error('no chart');
    expect(chartImageSvg(byChannel, chart, 'en-US')).toBe(
      chartSvgMarkup(byChannel, chart, {
        width: 800,
        height: 400,
        locale: 'en-US',
        label: byChannel.title,
      }),
    );
  });

  it('names every category and formats the axis as the table does', () => {
    const svg = svgOf(byChannel, 0);
    for (const name of ['Paid Search', 'Organic Search', 'Display']) expect(svg).toContain(name);
    expect(svg).toMatch(/\$\d+K/);
  });

  it('draws every chart type of the contract as well-formed SVG', () => {
    for (const type of CHART_TYPES) {
      const svg = svgOf(byChannel, type);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('shows the headline number in the card language', () => {
    expect(svgOf(headline, undefined, 'tr')).toMatch(/\$557,9\sB/);
  });

  it('names months on the axis, never the raw date', () => {
    const months = {
      ...monthly,
      table: ['01', '02', '03'].map((m, i) => ({ month: `2026-${m}-01`, orders: i })),
      query: { ...monthly.query, grain: 'monthly' as const },
    };
    const svg = svgOf(months, undefined, 'tr');
    expect(svg).toContain('Mar 2026');
    expect(svg).not.toContain('2026-03-01');
  });

  it('turns into a PNG with the bundled fonts', async () => {
    const png = await svgToPng(svgOf(byChannel), 800);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.readUInt32BE(16)).toBe(800);
    expect(png.length).toBeGreaterThan(5000);
  });

  it('draws text with the shipped fonts, with no system fonts loaded', async () => {
    const frame = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" font-family="DejaVu Sans"><rect width="400" height="100" fill="#fff"/>${body}</svg>`;
    const blank = await svgToPng(frame(''));
    const written = await svgToPng(
      frame('<text x="10" y="60" font-size="40">Çeyrek gelir ğüşiöı</text>'),
    );
    expect(written.length).toBeGreaterThan(blank.length * 3);
  });

  it('draws at most a year of points from a long table', () => {
    const long = {
      ...monthly,
      table: Array.from({ length: 5000 }, (_, i) => ({ month: `d${i}`, orders: i })),
    };
    const svg = svgOf(long, 'column');
    expect(svg.match(/class="visx-bar"/g)).toHaveLength(366);
  });

  it('draws a scatter asked of a card as a point per row, its x along a linear axis', () => {
    const ages = {
      ...monthly,
      columns: [
        { key: 'age', label: 'Age', role: 'metric' as const, format: 'number' as const },
        { key: 'orders', label: 'Orders', role: 'metric' as const, format: 'number' as const },
      ],
      table: [18, 25, 31, 44, 60].map((age, i) => ({ age, orders: 3 + i * 2 })),
      chart: [
        {
          chart: { type: 'scatter' as const },
          x: 'age',
          series: [{ key: 'orders', name: 'Orders' }],
        },
      ],
    };
    const svg = svgOf(ages, 'scatter');
    const xs = [...svg.matchAll(/<circle cx="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(5);
    // 60 is 16 years past 44 as 44 is 13 past 31: spaced by value, not one slot per row.
    const [, , a, b, c] = xs as [number, number, number, number, number];
    expect((c - b) / (b - a)).toBeCloseTo(16 / 13, 5);
    expect(svg).toContain('>Age<');
  });

  it('keeps every point of a long scatter, not only the first year of rows', () => {
    const long = {
      ...monthly,
      columns: [
        { key: 'n', label: 'N', role: 'metric' as const, format: 'number' as const },
        { key: 'orders', label: 'Orders', role: 'metric' as const, format: 'number' as const },
      ],
      table: Array.from({ length: 1000 }, (_, i) => ({ n: i, orders: i % 7 })),
    };
    expect(svgOf(long, 'scatter').match(/<circle/g)).toHaveLength(1000);
  });

  it('is asked for a scatter chart by type, as the web card names it', () => {
    expect(
      cardImageSchema.safeParse({ result: byChannel, selected_chart: 'scatter' }).success,
    ).toBe(true);
  });

  it('has no chart to draw for a card without chart definitions', () => {
    expect(selectChart({ ...byChannel, chart: [] })).toBeNull();
  });
});
