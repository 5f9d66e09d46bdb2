import type { AnswerCard } from '@parley/domain';
import { useTranslation } from 'react-i18next';

// Brands keep their own spelling ("PostgreSQL", not "Postgresql"); other types read as words.
const brandNames: Record<string, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  google_analytics: 'Google Analytics',
  demo: 'Demo store',
  file: 'File',
};

function sourceName(type: string): string {
  return brandNames[type] ?? type.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

// Spec §2: date and data-source logo at the bottom right.
export function CardFooter({
  card,
  locale,
}: {
  card: Pick<AnswerCard, 'date' | 'query'>;
  locale: string;
}) {
  const { t } = useTranslation();
  const date = new Date(card.date);
  const when = Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const source = card.query?.source?.type ? sourceName(card.query.source.type) : '';
  return (
    <footer className="pui-card__footer">
      {when ? <time dateTime={card.date}>{t('ui.card.answered_on', { date: when })}</time> : null}
      {source ? (
        <span className="pui-card__source" title={t('ui.card.source', { source })}>
          <span className="pui-card__logo" aria-hidden="true">
            {source.slice(0, 1)}
          </span>
          {source}
        </span>
      ) : null}
    </footer>
  );
}
