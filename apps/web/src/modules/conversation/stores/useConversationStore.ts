import type { ConversationResponse } from '@parley/domain';
import i18next from 'i18next';
import { isApiError } from '../../../lib/api/api-error';
import { createStore } from '../../../lib/store/create-store';
import { toast } from '../../shared/stores/useToastStore';
import { isLocale } from '../../../i18n/locale';
import type { ConversationItem, Query } from '../types/conversation';
import { conversationApi } from '../utils/conversation-api';
import { historyPageSize, upsertItem, visibleHistory } from '../utils/history';
import { countFavourite, readHistory, saveToHistory } from '../utils/history-storage';
import { isSpeechOn, speak } from '../utils/speech';

type ConversationState = {
  email: string | null;
  items: ConversationItem[];
  shown: number;
  load: (email: string) => void;
  loadOlder: () => boolean;
  ask: (phrase: string) => Promise<void>;
  clear: () => void;
};

function spokenText(responses: readonly ConversationResponse[]): string {
  return responses
    .map((r) =>
      'text' in r ? r.text : 'card' in r ? r.card.text : 'prompt' in r ? r.prompt.title : '',
    )
    .filter(Boolean)
    .join(' ');
}

// Spec §4 query states: a loading item; 200 stores responses and history; 400 keeps the server's message;
// 500 shows the fixed apology; any other failure is a toast.
export const useConversationStore = createStore<ConversationState>((set, get) => ({
  email: null,
  items: [],
  shown: historyPageSize,
  load: (email) => set({ email, items: readHistory(email), shown: historyPageSize }),
  loadOlder: () => {
    const { items, shown } = get();
    if (shown >= items.length) return false;
    set({ shown: shown + historyPageSize });
    return true;
  },
  ask: async (phrase) => {
    const created = Date.now();
    const locale = i18next.language;
    const query: Query = {
      created,
      phrase,
      event: { channel: 'web', ...(isLocale(locale) ? { locale } : {}) },
    };
    const pending: ConversationItem = { id: created, query, responses: [], loading: true };
    set((s) => ({ items: upsertItem(s.items, pending), shown: s.shown + 1 }));
    const finish = (item: ConversationItem) => set((s) => ({ items: upsertItem(s.items, item) }));
    try {
      const reply = await conversationApi.ask(query);
      const item: ConversationItem = { id: created, query, responses: reply.responses ?? [] };
      finish(item);
      const email = get().email;
      if (email) saveToHistory(email, item);
      countFavourite(phrase);
      if (isSpeechOn()) speak(spokenText(item.responses), i18next.language);
    } catch (error) {
      if (isApiError(error) && error.kind === 'bad_request') {
        finish({
          ...pending,
          loading: false,
          error:
            error.message === 'UNKNOWN_DATA' ? i18next.t('conversation.failed') : error.message,
        });
      } else if (isApiError(error) && error.kind === 'server') {
        finish({ ...pending, loading: false, error: i18next.t('conversation.apology') });
      } else {
        finish({ ...pending, loading: false, error: i18next.t('conversation.failed') });
        if (!isApiError(error) || error.kind !== 'unauthorized')
          toast.error(i18next.t('conversation.failed'));
      }
    }
  },
  clear: () => set({ items: [], shown: historyPageSize, email: null }),
}));

export function selectVisible(state: ConversationState): ConversationItem[] {
  return visibleHistory(state.items, state.shown);
}
