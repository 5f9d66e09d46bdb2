import { cellLabel } from '@parley/domain';
import type { AnswerCard, CardChart, ChartType } from '@parley/domain';

export type ChartDatum = { label: string; values: Record<string, number> };
export type ChartSeries = { key: string; name: string };
export type ChartView = {
  type: ChartType;
  data: ChartDatum[];
  series: ChartSeries[];
  chart: CardChart;
};

// A year of days is the longest series worth drawing in an image; longer tables are cut.
export const MAX_CHART_POINTS = 366;

export const CHART_TYPES: readonly ChartType[] = [
  'line',
  'area',
  'bar',
  'bar-stacked',
  'column',
  'pie',
  'donut',
  'number',
];

// Same reading of the card contract as the web card (libs/ui chart-data): the chart's x, else
// the first time or dimension column; the chart's series, else every metric column.
function xKey(card: Pick<AnswerCard, 'columns' | 'table'>, chart: CardChart): string | null {
  if (chart.x) return chart.x;
  const declared =
    card.columns.find((c) => c.role === 'time') ?? card.columns.find((c) => c.role === 'dimension');
  if (declared) return declared.key;
  const first = card.table[0];
  return first ? (Object.keys(first).find((k) => typeof first[k] === 'string') ?? null) : null;
}

function seriesOf(card: Pick<AnswerCard, 'columns'>, chart: CardChart): ChartSeries[] {
  if (chart.series.length > 0) return chart.series;
  return card.columns
    .filter((c) => c.role === 'metric')
    .map((c) => ({ key: c.key, name: c.label }));
}

/**
 * The chart view the person had selected: an index into card.chart or a chart type. A type the
 * card does not list is drawn from the first chart's data (the web card cycles types that way).
 */
export function selectChart(
  card: Pick<AnswerCard, 'columns' | 'table' | 'chart'> & Partial<Pick<AnswerCard, 'query'>>,
  selected?: number | ChartType,
  locale = 'en-US',
): ChartView | null {
  const byIndex = typeof selected === 'number' ? card.chart[selected] : undefined;
  const byType =
    typeof selected === 'string' ? card.chart.find((c) => c.chart.type === selected) : undefined;
  const base =
    byIndex ??
    byType ??
    card.chart.find((c) => CHART_TYPES.includes(c.chart.type)) ??
    card.chart[0];
  if (!base) return null;
  const type =
    typeof selected === 'string' && CHART_TYPES.includes(selected) ? selected : base.chart.type;
  if (!CHART_TYPES.includes(type)) return null;
  const x = xKey(card, base);
  const series = seriesOf(card, base);
  const data = card.table.slice(0, MAX_CHART_POINTS).map((row, i) => ({
    label: x ? cellLabel(card, x, row[x], locale) : String(i + 1),
    values: Object.fromEntries(
      series.map((s) => [s.key, typeof row[s.key] === 'number' ? (row[s.key] as number) : 0]),
    ),
  }));
  return { type, data, series, chart: base };
}
