import { API_ROUTES } from '@parley/domain';
import type {
  AnswerCard,
  ChartType,
  ChatQueryRequest,
  ChatQueryResponse,
  ChatSuggestionsResponse,
  FeedbackRequest,
} from '@parley/domain';
import { api } from '../../../lib/api/api-client';

const r = API_ROUTES.conversation;

export const conversationApi = {
  ask: (query: ChatQueryRequest) => api.post<ChatQueryResponse>(r.chatQuery, query),
  suggestions: () => api.get<ChatSuggestionsResponse | string[]>(r.chatSuggestions),
  feedback: (body: FeedbackRequest) => api.post<unknown>(r.feedback, body),
  emailCard: (card: AnswerCard, selectedChart: ChartType | null) =>
    api.post<unknown>(r.emailCard, {
      result: card,
      ...(selectedChart ? { selected_chart: selectedChart } : {}),
    }),
};
