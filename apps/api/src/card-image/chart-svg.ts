import type { AnswerCard } from '@parley/domain';
import { axisLabels } from '@parley/domain';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { arc as arcShape, area as areaShape, line as lineShape, pie as pieShape } from 'd3-shape';
import type { ChartDatum, ChartSeries, ChartView } from './chart-data';
import { escapeXml, formatValue } from './value-format';

// The web card's palette (libs/ui palette.ts), so a mailed chart looks like the one on screen.
const PALETTE = [
  '#4f46e5',
  '#0ea5e9',
  '#f59e0b',
  '#10b981',
  '#ef4444',
  '#a855f7',
  '#14b8a6',
  '#f97316',
  '#64748b',
  '#ec4899',
];
const AXIS = '#64748b';
const GRID = '#e2e8f0';
export const CHART_FONT = 'DejaVu Sans';

const colorAt = (i: number) => PALETTE[i % PALETTE.length] ?? PALETTE[0];
const num = (n: number) => Math.round(n * 10) / 10;

export type SvgSize = { width: number; height: number };
type Plot = { view: ChartView; size: SvgSize; format: (v: number) => string; locale: string };

const text = (x: number, y: number, body: string, attrs = '') =>
  `<text x="${num(x)}" y="${num(y)}" ${attrs}>${escapeXml(body)}</text>`;

// Long category names would overlap: cut them with an ellipsis.
const clip = (label: string, max: number) =>
  label.length > max ? `${label.slice(0, Math.max(1, max - 1))}…` : label;

function legend(series: readonly ChartSeries[], size: SvgSize): string {
  let x = 16;
  return series
    .map((s, i) => {
      const item =
        `<rect x="${x}" y="${size.height - 22}" width="12" height="12" rx="2" fill="${colorAt(i)}"/>` +
        text(x + 18, size.height - 12, s.name, 'font-size="13" fill="#334155"');
      x += 30 + s.name.length * 7.5;
      return item;
    })
    .join('');
}

function valueAxis(
  ticks: number[],
  at: (v: number) => number,
  format: (v: number) => string,
  horizontal: boolean,
  span: [number, number],
): string {
  return ticks
    .map((t) =>
      horizontal
        ? `<line x1="${num(at(t))}" x2="${num(at(t))}" y1="${span[0]}" y2="${span[1]}" stroke="${GRID}"/>` +
          text(at(t), span[1] + 16, format(t), `font-size="11" fill="${AXIS}" text-anchor="middle"`)
        : `<line x1="${span[0]}" x2="${span[1]}" y1="${num(at(t))}" y2="${num(at(t))}" stroke="${GRID}"/>` +
          text(
            span[0] - 6,
            at(t) + 4,
            format(t),
            `font-size="11" fill="${AXIS}" text-anchor="end"`,
          ),
    )
    .join('');
}

function domainOf(values: number[]): [number, number] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  return [low, high === low ? low + 1 : high];
}

function cartesian({ view, size, format }: Plot): string {
  const { data, series, type } = view;
  const stacked = type === 'bar-stacked';
  const bottom = size.height - (series.length > 1 ? 64 : 40);
  const left = 72;
  const right = size.width - 16;
  const top = 16;
  const totals = data.map((d) =>
    series.reduce((sum, s) => sum + Math.max(0, d.values[s.key] ?? 0), 0),
  );
  const values = stacked ? totals : data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0));
  const y = scaleLinear<number>({ domain: domainOf(values), range: [bottom, top], nice: true });
  const labels = data.map((d) => d.label);
  const ticks = axisLabels(labels);
  const every = Math.max(1, Math.ceil(labels.length / 10));
  const xLabels = (at: (label: string) => number) =>
    labels
      .map((l, i) =>
        i % every === 0
          ? text(
              at(l),
              bottom + 16,
              clip(ticks[i] ?? l, 14),
              `font-size="11" fill="${AXIS}" text-anchor="middle"`,
            )
          : '',
      )
      .join('');
  let body = '';
  if (type === 'line' || type === 'area') {
    const x = scalePoint<string>({ domain: labels, range: [left + 8, right - 8] });
    const px = (d: ChartDatum) => x(d.label) ?? left;
    body = series
      .map((s, i) => {
        const py = (d: ChartDatum) => y(d.values[s.key] ?? 0);
        const path = lineShape<ChartDatum>().x(px).y(py)(data) ?? '';
        const fill =
          type === 'area'
            ? `<path d="${areaShape<ChartDatum>().x(px).y0(y(0)).y1(py)(data) ?? ''}" fill="${colorAt(i)}" fill-opacity="0.18"/>`
            : '';
        const dots =
          data.length <= 31
            ? data
                .map(
                  (d) =>
                    `<circle cx="${num(px(d))}" cy="${num(py(d))}" r="3" fill="${colorAt(i)}"/>`,
                )
                .join('')
            : '';
        return `${fill}<path d="${path}" fill="none" stroke="${colorAt(i)}" stroke-width="2.5"/>${dots}`;
      })
      .join('');
    body += xLabels((l) => x(l) ?? left);
  } else {
    const x = scaleBand<string>({ domain: labels, range: [left, right], padding: 0.2 });
    const inner = scaleBand<string>({
      domain: series.map((s) => s.key),
      range: [0, x.bandwidth()],
      padding: 0.08,
    });
    body = data
      .map((d) => {
        let base = y(0);
        return series
          .map((s, i) => {
            const v = d.values[s.key] ?? 0;
            if (stacked) {
              const h = Math.max(0, y(0) - y(Math.max(0, v)));
              base -= h;
              return `<rect data-series="${escapeXml(s.key)}" x="${num(x(d.label) ?? 0)}" y="${num(base)}" width="${num(x.bandwidth())}" height="${num(h)}" fill="${colorAt(i)}"/>`;
            }
            const top0 = Math.min(y(v), y(0));
            return `<rect data-series="${escapeXml(s.key)}" x="${num((x(d.label) ?? 0) + (inner(s.key) ?? 0))}" y="${num(top0)}" width="${num(inner.bandwidth())}" height="${num(Math.abs(y(0) - y(v)))}" fill="${colorAt(i)}"/>`;
          })
          .join('');
      })
      .join('');
    body += xLabels((l) => (x(l) ?? 0) + x.bandwidth() / 2);
  }
  const axis = valueAxis(y.ticks(5), (v) => y(v), format, false, [left, right]);
  return (
    axis +
    `<line x1="${left}" x2="${right}" y1="${num(y(0))}" y2="${num(y(0))}" stroke="${AXIS}"/>` +
    body +
    (series.length > 1 ? legend(series, size) : '')
  );
}

// Horizontal bars: the category names read on the left, which suits rankings.
function bars({ view, size, format }: Plot): string {
  const { data, series } = view;
  const left = Math.min(220, 16 + Math.max(...data.map((d) => d.label.length), 4) * 7);
  const right = size.width - 24;
  const bottom = size.height - (series.length > 1 ? 60 : 28);
  const y = scaleBand<string>({
    domain: data.map((d) => d.label),
    range: [12, bottom],
    padding: 0.2,
  });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, y.bandwidth()],
    padding: 0.08,
  });
  const x = scaleLinear<number>({
    domain: domainOf(data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0))),
    range: [left, right],
    nice: true,
  });
  const rects = data
    .map(
      (d) =>
        text(
          left - 8,
          (y(d.label) ?? 0) + y.bandwidth() / 2 + 4,
          clip(d.label, 28),
          `font-size="12" fill="#334155" text-anchor="end"`,
        ) +
        series
          .map((s, i) => {
            const v = d.values[s.key] ?? 0;
            return `<rect data-series="${escapeXml(s.key)}" x="${num(Math.min(x(0), x(v)))}" y="${num((y(d.label) ?? 0) + (inner(s.key) ?? 0))}" width="${num(Math.abs(x(v) - x(0)))}" height="${num(inner.bandwidth())}" fill="${colorAt(i)}"/>`;
          })
          .join(''),
    )
    .join('');
  return (
    valueAxis(x.ticks(5), (v) => x(v), format, true, [12, bottom]) +
    rects +
    (series.length > 1 ? legend(series, size) : '')
  );
}

// Spec §9: pie and donut labels show the name and the whole percent of the total.
function pie({ view, size, format }: Plot, donut: boolean): string {
  const key = view.series[0]?.key ?? '';
  const data = view.data.filter((d) => (d.values[key] ?? 0) > 0);
  const total = data.reduce((sum, d) => sum + (d.values[key] ?? 0), 0);
  const radius = Math.min(size.height / 2 - 16, size.width / 4);
  const cx = radius + 24;
  const cy = size.height / 2;
  const slices = pieShape<ChartDatum>()
    .sort(null)
    .value((d) => d.values[key] ?? 0)(data);
  const arc = arcShape<unknown>();
  const paths = slices
    .map((slice, i) => {
      const d =
        arc({
          innerRadius: donut ? radius * 0.55 : 0,
          outerRadius: radius,
          startAngle: slice.startAngle,
          endAngle: slice.endAngle,
          padAngle: 0.01,
        }) ?? '';
      return `<path transform="translate(${num(cx)},${num(cy)})" d="${d}" fill="${colorAt(i)}"/>`;
    })
    .join('');
  const rows = data
    .slice(0, 12)
    .map((d, i) => {
      const y = 28 + i * 26;
      const share = total > 0 ? Math.round(((d.values[key] ?? 0) / total) * 100) : 0;
      return (
        `<rect x="${num(cx + radius + 32)}" y="${y - 11}" width="12" height="12" rx="2" fill="${colorAt(i)}"/>` +
        text(cx + radius + 52, y, `${clip(d.label, 24)} ${share}%`, 'font-size="13" fill="#334155"')
      );
    })
    .join('');
  const centre = donut
    ? text(
        cx,
        cy + 6,
        format(total),
        'font-size="18" font-weight="bold" fill="#0f172a" text-anchor="middle"',
      )
    : '';
  return paths + centre + rows;
}

// One headline value, with the comparison under it when the card carries one.
function headline(
  { view, size, format, locale }: Plot,
  card: Pick<AnswerCard, 'table' | 'columns'>,
): string {
  const key = view.series[0]?.key ?? '';
  const row = card.table[0] ?? {};
  const value = typeof row[key] === 'number' ? row[key] : 0;
  let out = text(
    size.width / 2,
    size.height / 2,
    format(value),
    'font-size="64" font-weight="bold" fill="#0f172a" text-anchor="middle"',
  );
  out += text(
    size.width / 2,
    size.height / 2 + 36,
    view.series[0]?.name ?? '',
    `font-size="18" fill="${AXIS}" text-anchor="middle"`,
  );
  const change = row[`${key}__%`];
  const previous = row[`Previous_${key}`];
  if (typeof change === 'number' && typeof previous === 'number') {
    const up = change >= 0;
    const arrow = up ? '▲' : '▼';
    const pct = formatValue(Math.abs(change), locale, { column: { format: 'percent' } });
    out += text(
      size.width / 2,
      size.height / 2 + 72,
      `${arrow} ${pct} · ${format(previous)}`,
      `font-size="18" fill="${up ? '#059669' : '#dc2626'}" text-anchor="middle"`,
    );
  }
  return out;
}

/** The card's chart as a standalone SVG document, drawn with the fonts shipped in apps/api/assets. */
export function renderChartSvg(
  card: Pick<AnswerCard, 'table' | 'columns' | 'title'>,
  view: ChartView,
  locale: string,
  size: SvgSize = { width: 800, height: 400 },
): string {
  const column = card.columns.find((c) => c.key === view.series[0]?.key);
  const format = (v: number) =>
    formatValue(v, locale, { compact: true, ...(column ? { column } : {}) });
  const plot: Plot = { view, size, format, locale };
  let body: string;
  switch (view.type) {
    case 'pie':
    case 'donut':
      body = pie(plot, view.type === 'donut');
      break;
    case 'bar':
      body = bars(plot);
      break;
    case 'number':
      body = headline(plot, card);
      break;
    case 'line':
    case 'area':
    case 'column':
    case 'bar-stacked':
      body = cartesian(plot);
      break;
    default: {
      const never: never = view.type;
      throw new Error(`unknown chart type ${String(never)}`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" font-family="${CHART_FONT}" role="img">` +
    `<title>${escapeXml(card.title)}</title><rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`
  );
}
