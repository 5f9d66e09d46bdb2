import { CHART_TYPES, type AnswerCard, type CardChart, type ChartType } from '@parley/domain';

// A year of days is the longest series worth drawing in an image; longer tables are cut.
export const MAX_CHART_POINTS = 366;
// A scatter's points are read as a cloud, not a sequence: its first year of rows would show a
// relationship that the whole table may not have, so it keeps far more of them.
export const MAX_SCATTER_POINTS = 5000;

/**
 * The chart the person had selected: an index into card.chart or a chart type. A type the card
 * does not list is drawn from the first chart's data (the web card cycles types that way).
 */
export function selectChart(
  card: Pick<AnswerCard, 'chart'>,
  selected?: number | ChartType,
): CardChart | null {
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
  return { ...base, chart: { type } };
}
