import { useEffect, useState } from 'react';
import type { CollectionCardResponse } from '@parley/domain';
import { AnswerCard } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { brandName } from '../../auth/utils/features';
import { Icon } from '../../shared/components/Icon';
import { registerCollectionsMessages } from '../constants/messages';
import { useLiveCollection } from '../hooks/useLiveCollection';
import { useCollectionsStore } from '../stores/useCollectionsStore';
import { collectionsApi } from '../utils/collections-api';
import { errorMessage } from '../utils/error-message';
import '../styles/collections.css';

registerCollectionsMessages();

// Spec §2 dashboard: the first collection with its card count and arrows over its questions
// (previous does nothing at the first, next nothing at the last), empty states and the stats.
export function DashboardCollectionCard() {
  const { t, i18n } = useTranslation();
  const config = useAuthStore((s) => s.config);
  const overview = useCollectionsStore((s) => s.overview);
  const load = useCollectionsStore((s) => s.load);
  const [index, setIndex] = useState(0);
  const [response, setResponse] = useState<CollectionCardResponse | null>(null);
  useEffect(() => {
    void load();
  }, [load]);
  useLiveCollection(null, { onChange: () => void load() });

  const first = overview?.collections[0];
  const question = first?.questions[Math.min(index, first.questions.length - 1)];
  useEffect(() => {
    if (!first || !question) return;
    let live = true;
    setResponse(null);
    collectionsApi.runCard(first.id, { ...question }).then(
      (reply) => live && setResponse(reply),
      (error: unknown) =>
        live &&
        setResponse({
          id: question.id,
          question: { ...question, interval: 0, variables: {} },
          error: true,
          message: errorMessage(error, t('collections.failed_to_load_card')),
        }),
    );
    return () => {
      live = false;
    };
  }, [first, question, t]);

  if (!overview) return null;
  return (
    <div className="panel dashboard__tile dashboard-collection" data-testid="dashboard-collection">
      {!first ? (
        <>
          <span className="muted">{t('collections.dashboard.no_collections')}</span>
          <Link href="/collections#new" className="button button--primary">
            {t('collections.dashboard.create')}
          </Link>
        </>
      ) : (
        <>
          <header className="dashboard-collection__header">
            <Link href={`/collection/${first.id}`}>
              <strong>{first.name}</strong>
            </Link>
            <span className="muted">
              {t('collections.dashboard.cards', { count: first.questions.length })}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('collections.dashboard.previous')}
              disabled={index === 0}
              onClick={() => setIndex((i) => Math.max(0, i - 1))}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('collections.dashboard.next')}
              disabled={index >= first.questions.length - 1}
              onClick={() => setIndex((i) => Math.min(first.questions.length - 1, i + 1))}
            >
              <Icon name="chevronRight" size={18} />
            </button>
          </header>
          {first.questions.length === 0 ? (
            <>
              <span className="muted">{t('collections.dashboard.no_cards')}</span>
              <Link href={`/collection/${first.id}/new`} className="button button--primary">
                {t('collections.dashboard.add_card')}
              </Link>
            </>
          ) : (
            <>
              <p className="dashboard-collection__phrase" title={question?.phrase}>
                {question?.phrase}
              </p>
              {response?.select_account ? (
                <p className="muted">{response.message ?? t('collections.card.select_account')}</p>
              ) : null}
              {response?.error && !response.select_account ? (
                <p className="muted">{response.message}</p>
              ) : null}
              {response?.card ? (
                <AnswerCard
                  key={response.card.date}
                  card={response.card}
                  locale={i18n.language}
                  productName={brandName(config)}
                  // A narrow tile: the chart first, as in a collection's small cards.
                  compact
                />
              ) : null}
            </>
          )}
        </>
      )}
      <details className="dashboard-collection__stats">
        <summary>{t('collections.dashboard.stats')}</summary>
        <dl>
          <dt>{t('collections.dashboard.stats_collections')}</dt>
          <dd>{overview.stats.collections}</dd>
          <dt>{t('collections.dashboard.stats_cards')}</dt>
          <dd>{overview.stats.cards}</dd>
          <dt>{t('collections.dashboard.stats_credentials')}</dt>
          <dd>{overview.stats.credentials}</dd>
        </dl>
      </details>
    </div>
  );
}
