import type { AnswerCard, ChartType } from '@parley/domain';
import { api } from '../../../lib/api/api-client';
import type { ChatReply, FeedbackBody, Query } from '../types/conversation';

export const conversationApi = {
  ask: (query: Query) => api.post<ChatReply>('/features/conversations/chat_query', query),
  suggestions: () => api.get<Record<string, string[]> | string[]>('/features/conversations/chat_suggestions'),
  feedback: (body: FeedbackBody) => api.post<unknown>('/api/v1/feedback', body),
  emailCard: (card: AnswerCard, selectedChart: ChartType | null) => api.post<unknown>('/api/v1/email_card', { result: card, selected_chart: selectedChart }),
};
