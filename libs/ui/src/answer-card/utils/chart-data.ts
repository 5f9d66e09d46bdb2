import { cellLabel, intlTag } from '@parley/domain';
import type { AnswerCard, CardChart } from '@parley/domain';

export type ChartDatum = { label: string; values: Record<string, number> };
export type ChartSeries = { key: string; name: string };

// The x axis is the chart's own x, else the first time or dimension column, else the first text key.
export function xKey(card: Pick<AnswerCard, 'columns' | 'table'>, chart: CardChart): string | null {
  if (chart.x) return chart.x;
  const declared =
    card.columns.find((c) => c.role === 'time') ?? card.columns.find((c) => c.role === 'dimension');
  if (declared) return declared.key;
  const first = card.table[0];
  return first ? (Object.keys(first).find((k) => typeof first[k] === 'string') ?? null) : null;
}

export function chartSeries(card: Pick<AnswerCard, 'columns'>, chart: CardChart): ChartSeries[] {
  if (chart.series.length > 0) return chart.series;
  return card.columns
    .filter((c) => c.role === 'metric')
    .map((c) => ({ key: c.key, name: c.label }));
}

export function chartData(
  card: Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'query'>>,
  chart: CardChart,
  locale = 'en-US',
): ChartDatum[] {
  const x = xKey(card, chart);
  const series = chartSeries(card, chart);
  return card.table.map((row, i) => ({
    label: x ? cellLabel(card, x, row[x], locale) : String(i + 1),
    values: Object.fromEntries(
      series.map((s) => [s.key, typeof row[s.key] === 'number' ? (row[s.key] as number) : 0]),
    ),
  }));
}

// A scatter chart's points, one per row. x is the row's number when the x column holds numbers
// (placed along a linear axis), else null and the row's label places it; a series the row has no
// number for draws no point (never a made-up zero).
export type ScatterPoint = {
  label: string;
  x: number | null;
  values: Record<string, number | null>;
};
export type ScatterData = { numericX: boolean; points: ScatterPoint[] };

export function scatterData(
  card: Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'query'>>,
  chart: CardChart,
  locale = 'en-US',
): ScatterData {
  const x = xKey(card, chart);
  const series = chartSeries(card, chart);
  const time = card.columns.find((c) => c.key === x)?.role === 'time';
  const numericX =
    !!x &&
    !time &&
    card.table.length > 0 &&
    card.table.every((row) => typeof row[x] === 'number' && Number.isFinite(row[x]));
  const labels = chartData(card, chart, locale).map((d) => d.label);
  const points = card.table.map((row, i) => ({
    label: labels[i] ?? String(i + 1),
    x: numericX && x ? (row[x] as number) : null,
    values: Object.fromEntries(
      series.map((s) => {
        const v = row[s.key];
        return [s.key, typeof v === 'number' && Number.isFinite(v) ? v : null];
      }),
    ),
  }));
  return { numericX, points };
}

// Spec §9: pie and donut labels show the name and the whole percent of the total, written the
// locale's way ("North 33%", Turkish "Kuzey %33").
export function pieLabel(name: string, value: number, total: number, locale?: string): string {
  const share = new Intl.NumberFormat(intlTag(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(total > 0 ? value / total : 0);
  return `${name} ${share}`;
}

export function stackTotals(data: readonly ChartDatum[], series: readonly ChartSeries[]): number[] {
  return data.map((d) => series.reduce((sum, s) => sum + Math.max(0, d.values[s.key] ?? 0), 0));
}
