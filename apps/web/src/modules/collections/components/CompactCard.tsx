import { useState } from 'react';
import type { ChartType, CollectionCardResponse, CollectionQuestion } from '@parley/domain';
import { AnswerCard } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { brandName } from '../../auth/utils/features';
import { useEmailCard } from '../../conversation/hooks/useEmailCard';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { Icon } from '../../shared/components/Icon';
import { clockTime, periodText } from '../utils/collection-text';
import { AccountChooser } from './AccountChooser';
import { SourceLogo } from './SourceLogo';

export type CompactCardProps = {
  collectionId: string;
  question: CollectionQuestion;
  response: CollectionCardResponse | undefined;
  chart: string | undefined;
  onChartChange: (chart: ChartType | null) => void;
  onReload: () => void;
  onRemove: () => void;
  onAccount: (accountId: string) => void;
};

// Spec §2 collection view card: phrase (the drag handle), the answer, source and period, refresh
// time, edit and delete; an error reloads on click; a card that needs an account offers a chooser.
export function CompactCard({
  collectionId,
  question,
  response,
  chart,
  onChartChange,
  onReload,
  onRemove,
  onAccount,
}: CompactCardProps) {
  const { t, i18n } = useTranslation();
  const config = useAuthStore((s) => s.config);
  const [confirming, setConfirming] = useState(false);
  const emailCard = useEmailCard();
  const card = response?.card;
  const period =
    periodText({ card, savedRange: question.variables.date1?.date_range }) ??
    t('collections.card.all_time');
  return (
    <div className="compact-card" data-testid="compact-card" data-card-id={question.id}>
      <header className="compact-card__header">
        <h2 className="compact-card__phrase compact-card__handle" title={question.phrase}>
          {question.phrase}
        </h2>
        <Link
          href={`/collection/${collectionId}/${question.id}`}
          className="icon-button"
          aria-label={t('collections.card.edit')}
        >
          <Icon name="settings" size={16} />
        </Link>
        <button
          type="button"
          className="icon-button"
          aria-label={t('collections.card.remove')}
          onClick={() => setConfirming(true)}
        >
          <Icon name="close" size={16} />
        </button>
      </header>
      <div className="compact-card__body">
        {!response ? (
          <div
            className="compact-card__loading"
            role="status"
            aria-label={t('conversation.thinking')}
          />
        ) : null}
        {response?.select_account ? (
          <AccountChooser question={question} message={response.message} onSave={onAccount} />
        ) : null}
        {response?.error && !response.select_account ? (
          <button type="button" className="compact-card__error" onClick={onReload}>
            {response.message ?? t('collections.failed_to_load_card')}
          </button>
        ) : null}
        {card ? (
          <AnswerCard
            key={card.date}
            card={card}
            locale={i18n.language}
            productName={brandName(config)}
            preferredChart={chart as ChartType | undefined}
            compact
            fill
            // The tile's own footer names the source and the refresh time, once.
            footer={false}
            onChartChange={onChartChange}
            onEmail={emailCard}
          />
        ) : null}
      </div>
      <footer className="compact-card__footer">
        <SourceLogo type={question.type} />
        <span className="muted">{period}</span>
        {card ? (
          <span
            className="compact-card__time"
            title={
              question.interval
                ? t('collections.card.auto_refresh', { minutes: question.interval })
                : undefined
            }
          >
            {question.interval ? '↻ ' : ''}
            {t('collections.card.updated_at', { time: clockTime(card.date) })}
          </span>
        ) : null}
      </footer>
      <ConfirmModal
        isOpen={confirming}
        danger
        title={t('collections.card.remove_title')}
        message={t('collections.card.remove_confirm', { phrase: question.phrase })}
        confirmLabel={t('collections.editor.remove')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
    </div>
  );
}
