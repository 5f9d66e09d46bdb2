import { seriesChart, seriesView } from '@parley/domain';
import type { AnswerCard, CardChart } from '@parley/domain';
import { chartSvgMarkup } from '@parley/ui/server';
import { MAX_CHART_POINTS, MAX_SCATTER_POINTS } from './chart-data';

export const IMAGE_SIZE = { width: 800, height: 400 };

// The web card's own visx chart code rendered to one SVG document (react-dom/server), so a chart
// in a mail, in Teams or on an Alexa screen is the one the web app shows.
export function chartImageSvg(
  saved: Pick<AnswerCard, 'title' | 'table' | 'columns'> &
    Partial<Pick<AnswerCard, 'query' | 'chart' | 'series'>>,
  asked: CardChart,
  locale: string,
  size = IMAGE_SIZE,
): string {
  // Pivoted before it is cut, so every series keeps its first points.
  const card = seriesView(saved, 'chart');
  const chart = seriesChart(card.series, asked);
  const cap = chart.chart.type === 'scatter' ? MAX_SCATTER_POINTS : MAX_CHART_POINTS;
  return chartSvgMarkup({ ...card, table: card.table.slice(0, cap) }, chart, {
    ...size,
    locale,
    label: card.title,
  });
}
