import { useEffect, useReducer, useRef, useState } from 'react';
import type { AnswerCard as AnswerCardData, ChartType } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../hooks/useElementWidth';
import { useInView } from '../hooks/useInView';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { ChartSvg } from './charts/ChartSvg';
import { CardFooter } from './components/CardFooter';
import { CardToolbar } from './components/CardToolbar';
import { ExportModal } from './components/ExportModal';
import { Insights } from './components/Insights';
import { DataTable } from './table/DataTable';
import { cardViewReducer, initialCardView, normaliseChartType } from './utils/card-view';
import '../styles/answer-card.css';

export const narrowCardBreakpoint = 996;
export const chartHeight = 250;

export type AnswerCardProps = {
  card: AnswerCardData;
  locale: string;
  productName: string;
  preferredChart?: ChartType;
  // A small tile: opens on the chart rather than the text above it.
  compact?: boolean;
  onChartChange?: (type: ChartType | null) => void;
  onEmail?: (card: AnswerCardData, chartType: ChartType | null) => Promise<void>;
};

// Spec §2 answer card: renders once scrolled into view; wide cards show text, chart and table together, narrow
// ones (under 996px) swipe between a view per chart type, the image, the table and the text.
export function AnswerCard(props: AnswerCardProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <article ref={ref} className="pui-card" aria-label={props.card.title || undefined}>
      {inView ? <CardBody {...props} /> : <div className="pui-card__placeholder" />}
    </article>
  );
}

function CardBody({
  card,
  locale,
  productName,
  preferredChart,
  compact = false,
  onChartChange,
  onEmail,
}: AnswerCardProps) {
  const { t } = useTranslation();
  const [view, dispatch] = useReducer(cardViewReducer, card, (c) =>
    initialCardView(c, preferredChart, compact),
  );
  const [exportOpen, setExportOpen] = useState(false);
  const [bodyRef, width] = useElementWidth<HTMLDivElement>();
  const charts = card.chart.filter((c) => normaliseChartType(c.chart.type) !== null);
  const chart = charts[view.chartIndex] ?? charts[0];
  const chartType = chart ? normaliseChartType(chart.chart.type) : null;
  // Spec §2/§9: narrow screens (under 996px) swipe between the card's views.
  const narrow = useMediaQuery(`(max-width: ${narrowCardBreakpoint - 1}px)`);
  const plotWidth = Math.max(240, (narrow ? width - 8 : width) || 600);
  const hasTable = card.table.length > 0;
  const slidesRef = useRef<HTMLDivElement>(null);
  // On narrow screens the chart button swipes to the next chart's slide.
  useEffect(() => {
    const slides = slidesRef.current;
    const slide = slides?.children[view.chartIndex];
    if (narrow && slides && slide instanceof HTMLElement)
      slides.scrollTo({ left: slide.offsetLeft - slides.offsetLeft, behavior: 'smooth' });
  }, [narrow, view.chartIndex]);
  const nextChart = () => {
    const next = charts[(view.chartIndex + 1) % Math.max(1, charts.length)];
    dispatch({ type: 'next_chart', count: charts.length });
    onChartChange?.(next ? normaliseChartType(next.chart.type) : null);
  };
  const chartLabel = chartType ? t(`ui.card.chart.${chartType}`) : '';

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
          <div
            ref={slidesRef}
            className="pui-card__slides"
            role="region"
            aria-label={t('ui.card.views')}
            tabIndex={0}
          >
            {charts.map((c, i) => {
              const name = t(`ui.card.chart.${normaliseChartType(c.chart.type) ?? 'line'}`);
              return (
                <div
                  className="pui-card__slide"
                  key={`${c.chart.type}-${i}`}
                  role="group"
                  aria-label={name}
                >
                  <ChartSvg
                    card={card}
                    chart={c}
                    width={plotWidth}
                    height={chartHeight}
                    locale={locale}
                    label={`${name}: ${card.title}`}
                  />
                </div>
              );
            })}
            {card.image ? (
              <div className="pui-card__slide">
                <img
                  src={card.image.url}
                  alt={card.title || t('ui.card.image')}
                  className="pui-card__image"
                />
              </div>
            ) : null}
            {hasTable ? (
              <div className="pui-card__slide" role="group" aria-label={t('ui.card.table')}>
                <DataTable card={card} locale={locale} />
              </div>
            ) : null}
            {view.showText && card.text ? (
              <div
                className="pui-card__slide pui-card__slide--text"
                role="group"
                aria-label={t('ui.card.text')}
              >
                <p className="pui-card__text">{card.text}</p>
              </div>
            ) : null}
          </div>
        ) : (
          <>
            {chart ? (
              <div className="pui-card__chart">
                <ChartSvg
                  card={card}
                  chart={chart}
                  width={plotWidth}
                  height={chartHeight}
                  locale={locale}
                  label={`${chartLabel}: ${card.title}`}
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
      <CardFooter card={card} locale={locale} />
      <ExportModal
        card={card}
        chartType={chartType}
        productName={productName}
        isOpen={exportOpen}
        onClose={() => setExportOpen(false)}
        target={() => bodyRef.current?.closest('.pui-card') ?? null}
        {...(onEmail ? { onEmail } : {})}
      />
    </>
  );
}
