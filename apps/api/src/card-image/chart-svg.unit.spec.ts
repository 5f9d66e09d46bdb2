import type { ChartType } from '@parley/domain';
import { CHART_TYPES, selectChart } from './chart-data';
import { renderChartSvg } from './chart-svg';
import { svgToPng } from './png-renderer';
import { byChannel, headline, monthly } from './testing/sample-cards';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function svgOf(card: typeof byChannel, selected?: number | ChartType, locale = 'en-US'): string {
  const view = selectChart(card, selected);
  if (!view) throw new Error('no chart');
  return renderChartSvg(card, view, locale);
}

describe('server chart renderer', () => {
  it('draws one bar per category and series, with the category names', () => {
    const svg = svgOf(byChannel, 0);
    expect(svg.match(/data-series="revenue"/g)).toHaveLength(3);
    expect(svg.match(/data-series="Previous_revenue"/g)).toHaveLength(3);
    for (const name of ['Paid Search', 'Organic Search', 'Display', 'Previous Total Revenue'])
      expect(svg).toContain(name);
  });

  it('labels pie slices with the name and the whole percent (spec §9)', () => {
    const svg = svgOf(byChannel, 'pie');
    // 161476 / (161476 + 144649 + 25773) = 48.6% → 49%
    expect(svg).toContain('Paid Search 49%');
    expect(svg).toContain('Display 8%');
    expect(svg.match(/<path transform/g)).toHaveLength(3);
  });

  it('draws every chart type of the contract as well-formed SVG', () => {
    for (const type of CHART_TYPES) {
      const svg = svgOf(byChannel, type);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('shows the headline number with its direction in the card language', () => {
    const svg = svgOf(headline, undefined, 'tr');
    expect(svg).toContain('▼');
    expect(svg).toMatch(/\$557,9\sB/);
    expect(svg).toContain('%6');
  });

  it('plots a line through the months', () => {
    const svg = svgOf(monthly);
    expect(svg).toMatch(/<path d="M[\d.,LC]+" fill="none"/);
    expect(svg.match(/<circle/g)).toHaveLength(4);
    expect(svg).toContain('2026-03');
  });

  it('labels hourly buckets by their hour', () => {
    const hourly = {
      ...monthly,
      table: ['08:00', '09:00', '10:00'].map((h, i) => ({ month: `2026-03-02 ${h}`, orders: i })),
    };
    const svg = svgOf(hourly);
    for (const hour of ['08:00', '09:00', '10:00']) expect(svg).toContain(`>${hour}<`);
    expect(svg).not.toContain('…');
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
    expect(svg.match(/data-series="orders"/g)).toHaveLength(366);
  });

  it('has no chart to draw for a card without chart definitions', () => {
    expect(selectChart({ ...byChannel, chart: [] })).toBeNull();
  });
});
