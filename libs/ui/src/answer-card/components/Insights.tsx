import type { CardInsight } from '@parley/domain';
import { useTranslation } from 'react-i18next';

// Insights arrive as sentences, or as AI insights with a context heading.
export function Insights({ insights }: { insights: readonly CardInsight[] }) {
  const { t } = useTranslation();
  return (
    <section className="pui-card__insights" aria-label={t('ui.card.insights')}>
      {insights.length === 0 ? <p className="pui-muted">{t('ui.card.no_insights')}</p> : null}
      <ul>
        {insights.map((insight, i) =>
          typeof insight === 'string' ? (
            <li key={i}>{insight}</li>
          ) : (
            <li key={i}>
              <strong>{insight.context}</strong> {insight.text}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
