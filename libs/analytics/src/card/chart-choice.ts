import type { CardChart, ChartType } from '@parley/domain';
import type { QueryPlan } from '../sql/query-plan';
import type { Locale } from '../text/normalize';
import { seriesAxes, stackable } from './card-series';
import { wordingOf } from './wording/wording';

const PIE_MAX_SLICES = 6;

// The card's chart types for each kind of chart a question names.
const ASKED: Record<string, ChartType | undefined> = {
  bar: 'bar',
  line: 'line',
  pie: 'pie',
  donut: 'donut',
  area: 'area',
  scatter: 'scatter',
};

// Charts by the shape of the answer; the first one is the default view. A chart the question asks
// for ("as a pie chart") opens first, the others stay as choices.
export function chooseCharts(plan: QueryPlan, rowCount: number, locale: Locale): CardChart[] {
  const charts = chartsFor(plan, rowCount, locale);
  const asked = ASKED[plan.view?.chart ?? ''];
  const withX = charts.find((c) => c.x);
  if (!asked || !withX || charts[0]?.chart.type === asked) return charts;
  const first = charts.find((c) => c.chart.type === asked) ?? { ...withX, chart: { type: asked } };
  return [first, ...charts.filter((c) => c !== first)];
}

function chartsFor(plan: QueryPlan, rowCount: number, locale: Locale): CardChart[] {
  const series = plan.metrics.flatMap((m) => {
    const own = { key: m.key, name: m.label[locale] };
    return plan.previous
      ? [own, { key: `Previous_${m.key}`, name: wordingOf(locale).previous(m.label[locale]) }]
      : [own];
  });
  const shareSeries = plan.share
    ? [{ key: `${plan.metrics[0].key}__share`, name: plan.metrics[0].label[locale] }]
    : series;
  const make = (type: ChartType, x?: string, s = series): CardChart => ({
    chart: { type },
    ...(x ? { x } : {}),
    series: s,
  });
  const [first, second] = plan.groups;
  if (!first) return [make('number')];
  const axes = seriesAxes(plan);
  if (second && axes) {
    // A second grouping's values are series: lines along time, grouped columns otherwise, each
    // in its own colour. Stacked bars add the series up: only parts of a whole (sums and counts
    // that are no level) are offered them, and first only across categories.
    const x = axes.x.key;
    const stacked = stackable(plan) ? [make('bar-stacked', x)] : [];
    if (axes.x.dimension.kind === 'time' && !axes.x.cycle)
      return [make('line', x), make('column', x), ...stacked];
    return [...stacked, make('bar', x), make('column', x)];
  }
  if (second) return [make('bar', first.key), make('column', first.key)];
  if (first.dimension.kind === 'time') {
    return rowCount <= 1
      ? [make('number'), make('bar', first.key)]
      : [make('line', first.key), make('area', first.key), make('column', first.key)];
  }
  const additive = ['sum', 'count', 'count_distinct'].includes(plan.metrics[0]?.aggregation ?? '');
  const fewSlices = rowCount >= 2 && rowCount <= PIE_MAX_SLICES && additive && !plan.previous;
  if (plan.share && fewSlices)
    return [
      make('pie', first.key, shareSeries),
      make('donut', first.key, shareSeries),
      make('bar', first.key),
    ];
  const charts = [make('bar', first.key), make('column', first.key)];
  if (fewSlices) charts.push(make('pie', first.key), make('donut', first.key));
  if (pairsOfNumbers(plan)) charts.push(make('scatter', first.key));
  return charts;
}

// One number column's value at each value of another ("Snatch by Body_Builder_ID", "Total by
// People_ID": the row pairs of two number columns): a scatter shows how the two move together,
// offered after the bars. A count of rows, a share or a comparison has no second column to plot.
const VALUE_OF_ROW = ['sum', 'avg', 'min', 'max', 'median'];
function pairsOfNumbers(plan: QueryPlan): boolean {
  const [group] = plan.groups;
  return (
    plan.groups.length === 1 &&
    !!group?.dimension.numeric &&
    group.dimension.kind === 'categorical' &&
    !group.cycle &&
    !plan.share &&
    !plan.previous &&
    !plan.window &&
    plan.metrics.length > 0 &&
    plan.metrics.every(
      (m) => m.expression.kind === 'column' && VALUE_OF_ROW.includes(m.aggregation),
    )
  );
}
