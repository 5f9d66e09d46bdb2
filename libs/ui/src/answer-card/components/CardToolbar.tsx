import { useTranslation } from 'react-i18next';

export type CardToolbarProps = {
  showText: boolean;
  showInsights: boolean;
  chartCount: number;
  chartLabel: string;
  onToggleText: () => void;
  onToggleInsights: () => void;
  onNextChart: () => void;
  onExpand: () => void;
};

// Each button says what it does and whether it is on (aria-pressed), so the toggles read in a screen reader.
export function CardToolbar(props: CardToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="pui-card__toolbar" role="toolbar" aria-label={t('ui.card.views')}>
      <button
        type="button"
        className="pui-card__tool"
        aria-pressed={props.showText}
        onClick={props.onToggleText}
        title={t('ui.card.summary')}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 11h16M4 16h10" />
        </svg>
        <span className="pui-visually-hidden">{t('ui.card.summary')}</span>
      </button>
      <button
        type="button"
        className="pui-card__tool"
        aria-pressed={props.showInsights}
        onClick={props.onToggleInsights}
        title={t('ui.card.insights')}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z" />
        </svg>
        <span className="pui-visually-hidden">{t('ui.card.insights')}</span>
      </button>
      {props.chartCount > 1 ? (
        <button
          type="button"
          className="pui-card__tool"
          onClick={props.onNextChart}
          title={t('ui.card.chart_types')}
          aria-label={`${t('ui.card.chart_types')}: ${props.chartLabel}`}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
          </svg>
        </button>
      ) : null}
      <button
        type="button"
        className="pui-card__tool"
        onClick={props.onExpand}
        title={t('ui.card.expand')}
        aria-label={t('ui.card.expand')}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </svg>
      </button>
    </div>
  );
}
