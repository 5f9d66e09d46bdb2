import { useMemo, useReducer, useState } from 'react';
import { seriesView } from '@parley/domain';
import type { AnswerCard as AnswerCardData, ChartType } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useElementSize } from '../hooks/useElementWidth';
import { useInView } from '../hooks/useInView';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { ChartSvg } from './charts/ChartSvg';
import { CardFooter } from './components/CardFooter';
import { CardSlides } from './components/CardSlides';
import type { CardSlide } from './components/CardSlides';
import { CardToolbar } from './components/CardToolbar';
import { ExportModal } from './components/ExportModal';
import { Insights } from './components/Insights';
import { DataTable } from './table/DataTable';
import { cardViewReducer, initialCardView, normaliseChartType } from './utils/card-view';
import '../styles/answer-card.css';

export const narrowCardBreakpoint = 996;
export const chartHeight = 250;
// A card narrower than this swipes between its views wherever it stands (a collection tile, a modal).
export const narrowCardWidth = 560;
// The smallest chart a tile still draws; below it the tile scrolls instead of squashing the axes.
const smallestChart = { width: 120, height: 96 };
// The dots under a narrow card's views, with their gap.
const slideDotsHeight = 22;

export type AnswerCardProps = {
  card: AnswerCardData;
  locale: string;
  productName: string;
  preferredChart?: ChartType;
  // A small tile: opens on the chart rather than the text above it.
  compact?: boolean;
  // The card fills a box of fixed height (a collection tile): its chart takes the height left.
  fill?: boolean;
  // The date and source line under the card; off where the card's frame shows them already.
  footer?: boolean;
  onChartChange?: (type: ChartType | null) => void;
  onEmail?: (card: AnswerCardData, chartType: ChartType | null) => Promise<void>;
};

// Spec §2 answer card: renders once scrolled into view; wide cards show text, chart and table together, narrow
// ones (under 996px) swipe between a view per chart type, the image, the table and the text.
export function AnswerCard(props: AnswerCardProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <article
      ref={ref}
      className={props.fill ? 'pui-card pui-card--fill' : 'pui-card'}
      aria-label={props.card.title || undefined}
    >
      {inView ? <CardBody {...props} /> : <div className="pui-card__placeholder" />}
    </article>
  );
}

function CardBody({
  card: saved,
  locale,
  productName,
  preferredChart,
  compact = false,
  fill = false,
  footer = true,
  onChartChange,
  onEmail,
}: AnswerCardProps) {
  const { t } = useTranslation();
  // Every view shows the card's series: one column and one colour per series (issue 28).
  const card = useMemo(() => seriesView(saved), [saved]);
  const [view, dispatch] = useReducer(cardViewReducer, card, (c) =>
    initialCardView(c, preferredChart, compact),
  );
  const [exportOpen, setExportOpen] = useState(false);
  // The body's width comes from the card, never from the chart inside it (the card's CSS contains
  // its inline size), so sizing the chart from it settles after one measurement per resize.
  const [bodyRef, body] = useElementSize<HTMLDivElement>();
  const charts = card.chart.filter((c) => normaliseChartType(c.chart.type) !== null);
  const chart = charts[view.chartIndex] ?? charts[0];
  const chartType = chart ? normaliseChartType(chart.chart.type) : null;
  // Spec §2/§9: narrow screens (under 996px) swipe between the card's views.
  const narrowScreen = useMediaQuery(`(max-width: ${narrowCardBreakpoint - 1}px)`);
  const narrow = narrowScreen || (body.width > 0 && body.width < narrowCardWidth);
  const plotWidth = Math.max(smallestChart.width, body.width);
  // A tile has a fixed height: its chart takes the body's height; elsewhere the spec's 250 px.
  const plotHeight = fill
    ? Math.max(smallestChart.height, Math.min(chartHeight, body.height - slideDotsHeight))
    : chartHeight;
  const measured = body.width > 0;
  const hasTable = card.table.length > 0;
  const nextChart = () => {
    const next = charts[(view.chartIndex + 1) % Math.max(1, charts.length)];
    dispatch({ type: 'next_chart', count: charts.length });
    onChartChange?.(next ? normaliseChartType(next.chart.type) : null);
  };
  const chartLabel = chartType ? t(`ui.card.chart.${chartType}`) : '';
  const moreSeries = (count: number) => t('ui.card.more_series', { count: String(count) });
  const slides: CardSlide[] = [
    ...charts.map((c, i) => {
      const name = t(`ui.card.chart.${normaliseChartType(c.chart.type) ?? 'line'}`);
      return {
        key: `${c.chart.type}-${i}`,
        label: name,
        content: measured ? (
          <ChartSvg
            card={card}
            chart={c}
            width={plotWidth}
            height={plotHeight}
            locale={locale}
            label={`${name}: ${card.title}`}
            moreSeries={moreSeries}
          />
        ) : null,
      };
    }),
    ...(card.image
      ? [
          {
            key: 'image',
            label: t('ui.card.image'),
            content: (
              <img
                src={card.image.url}
                alt={card.title || t('ui.card.image')}
                className="pui-card__image"
              />
            ),
          },
        ]
      : []),
    ...(hasTable
      ? [
          {
            key: 'table',
            label: t('ui.card.table'),
            content: <DataTable card={card} locale={locale} />,
          },
        ]
      : []),
    ...(view.showText && card.text
      ? [
          {
            key: 'text',
            label: t('ui.card.text'),
            className: 'pui-card__slide--text',
            content: <p className="pui-card__text">{card.text}</p>,
          },
        ]
      : []),
  ];

  return (
    <>
      <header className="pui-card__header">
        {card.title ? (
          <h2 className="pui-card__title" title={card.title}>
            {card.title}
          </h2>
        ) : (
          <span />
        )}
        <CardToolbar
          showText={view.showText}
          showInsights={view.showInsights}
          chartCount={charts.length}
          chartLabel={chartLabel}
          onToggleText={() => dispatch({ type: 'toggle_text' })}
          onToggleInsights={() => dispatch({ type: 'toggle_insights' })}
          onNextChart={nextChart}
          onExpand={() => setExportOpen(true)}
        />
      </header>
      <div ref={bodyRef} className="pui-card__body">
        {view.showText && card.text && !narrow ? (
          <p className="pui-card__text">{card.text}</p>
        ) : null}
        {view.showInsights ? <Insights insights={card.insights} /> : null}
        {narrow ? (
          <CardSlides slides={slides} active={view.chartIndex} />
        ) : (
          <>
            {chart && measured ? (
              <div className="pui-card__chart">
                <ChartSvg
                  card={card}
                  chart={chart}
                  width={plotWidth}
                  height={plotHeight}
                  locale={locale}
                  label={`${chartLabel}: ${card.title}`}
                  moreSeries={moreSeries}
                />
              </div>
            ) : null}
            {card.image ? (
              <img
                src={card.image.url}
                alt={card.title || t('ui.card.image')}
                className="pui-card__image"
              />
            ) : null}
            {hasTable ? <DataTable card={card} locale={locale} /> : null}
          </>
        )}
      </div>
      {footer ? <CardFooter card={card} locale={locale} /> : null}
      <ExportModal
        card={card}
        chart={chart}
        chartType={chartType}
        productName={productName}
        locale={locale}
        isOpen={exportOpen}
        onClose={() => setExportOpen(false)}
        {...(onEmail ? { onEmail } : {})}
      />
    </>
  );
}
