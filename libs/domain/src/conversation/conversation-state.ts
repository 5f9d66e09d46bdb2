import type { ConversationEvent } from './conversation-events';

export type MonthUsage = { questions: number; insights: number };
// Only counts: the quota is all a decision needs, so the state stays small, holds nothing
// personal and folds without opening a sealed phrase. Favourites come from the read model.
export type ConversationState = { months: Record<string, MonthUsage> };

export const initialConversationState: ConversationState = { months: {} };

function usage(state: ConversationState, month: string): MonthUsage {
  return state.months[month] ?? { questions: 0, insights: 0 };
}

export function evolveConversation(
  state: ConversationState,
  event: ConversationEvent,
): ConversationState {
  switch (event.type) {
    case 'QuestionAsked': {
      const { month } = event.data;
      const current = usage(state, month);
      return {
        months: { ...state.months, [month]: { ...current, questions: current.questions + 1 } },
      };
    }
    case 'InsightsRequested': {
      const current = usage(state, event.data.month);
      return {
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

// The tenant read model's quota: questions per month.
export function quotaByMonth(state: ConversationState): Record<string, number> {
  return Object.fromEntries(
    Object.entries(state.months).map(([month, { questions }]) => [month, questions]),
  );
}
