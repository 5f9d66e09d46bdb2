import { normalisePhrase } from '../rules/phrase-rules';
import type { ConversationEvent } from './conversation-events';

export type MonthUsage = { questions: number; insights: number };
export type PhraseCount = { phrase: string; count: number; lastAskedAt: string };

export type ConversationState = {
  months: Record<string, MonthUsage>;
  // Keyed by the phrase in lower case, so "Revenue" and "revenue" count together.
  phrases: Record<string, PhraseCount>;
};

export const initialConversationState: ConversationState = { months: {}, phrases: {} };
export const FAVOURITES_SIZE = 4;

const phraseKey = (phrase: string) => normalisePhrase(phrase).toLocaleLowerCase();

function usage(state: ConversationState, month: string): MonthUsage {
  return state.months[month] ?? { questions: 0, insights: 0 };
}

export function evolveConversation(
  state: ConversationState,
  event: ConversationEvent,
): ConversationState {
  switch (event.type) {
    case 'QuestionAsked': {
      const { month, phrase, askedAt } = event.data;
      const current = usage(state, month);
      const key = phraseKey(phrase);
      const count = (state.phrases[key]?.count ?? 0) + 1;
      return {
        months: { ...state.months, [month]: { ...current, questions: current.questions + 1 } },
        phrases: { ...state.phrases, [key]: { phrase, count, lastAskedAt: askedAt } },
      };
    }
    case 'InsightsRequested': {
      const current = usage(state, event.data.month);
      return {
        ...state,
        months: {
          ...state.months,
          [event.data.month]: { ...current, insights: current.insights + 1 },
        },
      };
    }
    default: {
      const _exhaustive: never = event;
      // An event type this version does not know (e.g. written by a newer one) changes nothing.
      return state;
    }
  }
}

export function questionsAskedIn(state: ConversationState, month: string): number {
  return usage(state, month).questions;
}

export function insightsRequestedIn(state: ConversationState, month: string): number {
  return usage(state, month).insights;
}

// The dashboard's favourite questions: the four asked most, the more recent first on a tie.
export function favouritePhrases(state: ConversationState, size = FAVOURITES_SIZE): PhraseCount[] {
  return Object.values(state.phrases)
    .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
    .slice(0, size);
}

// The tenant read model's quota: questions per month.
export function quotaByMonth(state: ConversationState): Record<string, number> {
  return Object.fromEntries(
    Object.entries(state.months).map(([month, { questions }]) => [month, questions]),
  );
}
