import type { AnswerCard, ChartType } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import { conversationApi } from '../utils/conversation-api';

// "E-mail me the card": the same action on a conversation's answer and on a collection's card.
export function useEmailCard(): (card: AnswerCard, chart: ChartType | null) => Promise<void> {
  const { t } = useTranslation();
  return async (card, chart) => {
    try {
      await conversationApi.emailCard(card, chart);
      toast.success(t('conversation.email_sent'));
    } catch {
      toast.error(t('conversation.failed_to_send_email'));
    }
  };
}
