import { seriesChart, seriesView } from '@parley/domain';
import type { AnswerCard, CardChart } from '@parley/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { chartSeries } from '../utils/chart-data';
import { normaliseChartType } from '../utils/card-view';
import { ChartSvg } from './ChartSvg';
import { chartFont, colorAt } from './palette';

export type ChartMarkupOptions = { width: number; height: number; locale: string; label: string };

const legendRow = 22;

// One standalone SVG document for a chart (legend drawn in SVG, no HTML around it), for e-mails and bots that turn
// it into a PNG on the server: the same chart code as the web card.
export function chartSvgMarkup(
  saved: Pick<AnswerCard, 'columns' | 'table'> &
    Partial<Pick<AnswerCard, 'query' | 'chart' | 'series'>>,
  asked: CardChart,
  { width, height, locale, label }: ChartMarkupOptions,
): string {
  const card = seriesView(saved, 'chart');
  const chart = seriesChart(card.series, asked);
  const type = normaliseChartType(chart.chart.type);
  const series = chartSeries(card, chart);
  const legend = series.length > 1 && type !== 'pie' && type !== 'donut' && type !== 'number';
  const plot = renderToStaticMarkup(
    <ChartSvg
      card={card}
      chart={chart}
      width={width}
      height={legend ? height - legendRow : height}
      locale={locale}
      label={label}
      legend={false}
    />,
  );
  const inner = plot.replace(/^<div[^>]*>/, '').replace(/<\/div>$/, '');
  // Keys sit side by side, each as wide as its name (about 7 px a character at 12 px).
  const offsets = series.reduce<number[]>(
    (acc, s, i) => [
      ...acc,
      i === 0 ? 0 : (acc[i - 1] ?? 0) + 40 + (series[i - 1]?.name.length ?? 0) * 7,
    ],
    [],
  );
  const keys = legend
    ? renderToStaticMarkup(
        <g transform={`translate(8, ${height - legendRow + 6})`}>
          {series.map((s, i) => (
            <g key={s.key} transform={`translate(${offsets[i] ?? 0}, 0)`}>
              <rect width={10} height={10} rx={2} fill={colorAt(i)} />
              <text x={16} y={9} fontSize={12} fontFamily={chartFont} fill="#334155">
                {s.name}
              </text>
            </g>
          ))}
        </g>,
      )
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ffffff"/>${inner}${keys}</svg>`;
}
