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
      <ToolButton
        title={t('ui.card.summary')}
        pressed={props.showText}
        onClick={props.onToggleText}
        icon="M4 6h16M4 11h16M4 16h10"
      />
      <ToolButton
        title={t('ui.card.insights')}
        pressed={props.showInsights}
        onClick={props.onToggleInsights}
        icon="M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z"
      />
      {props.chartCount > 1 ? (
        <ToolButton
          title={t('ui.card.chart_types')}
          label={`${t('ui.card.chart_types')}: ${props.chartLabel}`}
          onClick={props.onNextChart}
          icon="M4 20V10M10 20V4M16 20v-7M22 20H2"
        />
      ) : null}
      <ToolButton
        title={t('ui.card.expand')}
        label={t('ui.card.expand')}
        onClick={props.onExpand}
        icon="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
      />
    </div>
  );
}

type ToolButtonProps = {
  title: string;
  // The icon's outline, drawn in the toolbar's one stroke style.
  icon: string;
  onClick: () => void;
  // A toggle says whether it is on; an action does not.
  pressed?: boolean;
  // An action's accessible name; without one, the title is said by a visually hidden text.
  label?: string;
};

function ToolButton(props: ToolButtonProps) {
  return (
    <button
      type="button"
      className="pui-card__tool"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      title={props.title}
      aria-label={props.label}
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
        <path d={props.icon} />
      </svg>
      {props.label === undefined ? (
        <span className="pui-visually-hidden">{props.title}</span>
      ) : null}
    </button>
  );
}
