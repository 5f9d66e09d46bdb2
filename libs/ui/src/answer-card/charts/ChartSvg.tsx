import { formatCell, formatValue, seriesChart, seriesView } from '@parley/domain';
import type { AnswerCard, CardChart } from '@parley/domain';
import { chartData, chartSeries, scatterData, xKey } from '../utils/chart-data';
import { normaliseChartType } from '../utils/card-view';
import { BarChart } from './BarChart';
import { CartesianChart } from './CartesianChart';
import { NumberChart } from './NumberChart';
import { PieChart } from './PieChart';
import { ScatterChart } from './ScatterChart';
import type { ChartProps } from './chart-props';
import { chartFont, colorAt } from './palette';

export type ChartSvgProps = {
  card: Pick<AnswerCard, 'columns' | 'table'> &
    Partial<Pick<AnswerCard, 'query' | 'chart' | 'series'>>;
  chart: CardChart;
  width: number;
  height: number;
  locale: string;
  label: string;
  legend?: boolean;
  // Words after the legend for the series a chart leaves out ("and 52 more").
  moreSeries?: (count: number) => string;
};

// One entry point per chart definition of the card contract; pure SVG, so it renders on the server too.
export function ChartSvg({
  card: saved,
  chart: asked,
  width,
  height,
  locale,
  label,
  legend: showLegend = true,
  moreSeries,
}: ChartSvgProps) {
  // Each series its own column and colour (issue 28), on the web and in every server image.
  const card = seriesView(saved, 'chart');
  const chart = seriesChart(card.series, asked);
  const type = normaliseChartType(chart.chart.type);
  const series = chartSeries(card, chart);
  const data = chartData(card, chart, locale);
  const metric = card.columns.find((c) => c.key === series[0]?.key);
  // Axis ticks and labels read like the table's cells (libs/domain), compact from 1000.
  const format = (v: number) => formatValue(v, metric, locale, { compact: true });
  const legend =
    showLegend && series.length > 1 && type !== 'pie' && type !== 'donut' && type !== 'number';
  const plotH = legend ? height - 24 : height;
  const props = { data, series, width, height: plotH, format, label };
  return (
    <div className="pui-chart" data-chart-type={type ?? chart.chart.type}>
      {type === 'line' || type === 'area' || type === 'column' || type === 'bar-stacked' ? (
        <CartesianChart kind={type} {...props} />
      ) : null}
      {type === 'bar' ? <BarChart {...props} /> : null}
      {type === 'pie' || type === 'donut' ? (
        <PieChart {...props} donut={type === 'donut'} locale={locale} />
      ) : null}
      {type === 'number' ? <NumberChart {...props} /> : null}
      {type === 'scatter' ? (
        <ScatterOf {...props} card={card} chart={chart} locale={locale} />
      ) : null}
      {legend ? (
        <ul className="pui-chart__legend" style={{ fontFamily: chartFont }}>
          {series.map((s, i) => (
            <li key={s.key}>
              <span className="pui-chart__swatch" style={{ background: colorAt(i) }} />
              {s.name}
            </li>
          ))}
          {card.series?.more && moreSeries ? (
            <li className="pui-chart__more">{moreSeries(card.series.more)}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

// A scatter reads its x column's own values (numbers placed along a linear axis), its ticks and
// title written as that column's cells are.
function ScatterOf({
  card,
  chart,
  locale,
  data: _rows,
  ...props
}: ChartProps & Pick<ChartSvgProps, 'card' | 'chart' | 'locale'>) {
  const x = xKey(card, chart);
  const formatX = (v: number) =>
    x ? formatCell(card, { [x]: v }, x, { locale, compact: true }) : String(v);
  return (
    <ScatterChart
      {...props}
      scatter={scatterData(card, chart, locale)}
      formatX={formatX}
      xLabel={card.columns.find((c) => c.key === x)?.label}
    />
  );
}
