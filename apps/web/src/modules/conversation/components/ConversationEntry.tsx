import { useState } from 'react';
import type { ConversationResponse } from '@parley/domain';
import { AnswerCard } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { SaveToCollection } from '../../collections/components/SaveToCollection';
import { brandName } from '../../auth/utils/features';
import { Icon } from '../../shared/components/Icon';
import type { ConversationItem } from '../types/conversation';
import { useEmailCard } from '../hooks/useEmailCard';
import { FeedbackModal } from './FeedbackModal';
import { PromptView } from './PromptView';

export type ConversationEntryProps = {
  item: ConversationItem;
  isLast: boolean;
  onAsk: (phrase: string) => void;
};

export function ConversationEntry({ item, isLast, onAsk }: ConversationEntryProps) {
  const { t, i18n } = useTranslation();
  const config = useAuthStore((s) => s.config);
  const [feedback, setFeedback] = useState<boolean | null>(null);
  const emailCard = useEmailCard();
  const response = (r: ConversationResponse, i: number) => {
    if ('text' in r)
      return (
        <div key={i} className="bubble bubble--assistant">
          {r.text}
        </div>
      );
    if ('prompt' in r)
      return (
        <PromptView key={i} prompt={r.prompt} enabled={isLast && !item.loading} onChoose={onAsk} />
      );
    return (
      <div key={i} className="entry__card">
        <AnswerCard
          card={r.card}
          locale={i18n.language}
          productName={brandName(config)}
          onEmail={emailCard}
        />
        <SaveToCollection phrase={item.query.phrase} card={r.card} />
      </div>
    );
  };
  return (
    <div className="entry" data-testid="conversation-item">
      <div className="bubble bubble--user">{item.query.phrase}</div>
      <div className="entry__responses" aria-live={isLast ? 'polite' : undefined}>
        {item.loading ? (
          <div className="bubble bubble--assistant" role="status">
            <span className="dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{t('conversation.thinking')}</span>
          </div>
        ) : null}
        {item.error ? (
          <div className="bubble bubble--error" role="alert">
            {item.error}
          </div>
        ) : null}
        {item.responses.map(response)}
      </div>
      {isLast && !item.loading && !item.error && item.responses.length > 0 ? (
        <div className="entry__feedback">
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.helpful')}
            onClick={() => setFeedback(true)}
          >
            <Icon name="thumbUp" size={18} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('conversation.not_helpful_button')}
            onClick={() => setFeedback(false)}
          >
            <Icon name="thumbDown" size={18} />
          </button>
        </div>
      ) : null}
      {feedback !== null ? (
        <FeedbackModal item={item} sentiment={feedback} onClose={() => setFeedback(null)} />
      ) : null}
    </div>
  );
}
