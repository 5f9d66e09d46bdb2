import { unknownCommand } from '../core/domain-error';
import type { Decider } from '../core/decider';
import { required } from '../rules/field-rules';
import { normalisePhrase } from '../rules/phrase-rules';
import { PLAN_LIMITS, assertCanAskQuestion, assertCanRequestInsights } from '../rules/plan-limits';
import { assertValid } from '../rules/validator';
import type { ConversationCommand, ConversationEvent } from './conversation-events';
import {
  evolveConversation,
  initialConversationState,
  insightsRequestedIn,
  questionsAskedIn,
} from './conversation-state';
import type { ConversationState } from './conversation-state';
import { monthKey } from './month-key';

type Handle<T extends ConversationCommand['type']> = (
  command: Extract<ConversationCommand, { type: T }>,
  state: ConversationState,
) => ConversationEvent[];

// Each question counts against the month the command arrived in (the plan's monthly quota).
export const askQuestion: Handle<'AskQuestion'> = ({ data, metadata }, state) => {
  const phrase = normalisePhrase(data.phrase ?? '');
  assertValid({ phrase }, { phrase: [required] });
  const month = monthKey(metadata.time, data.timezone);
  assertCanAskQuestion(data.plan, questionsAskedIn(state, month));
  return [
    {
      type: 'QuestionAsked',
      data: {
        phrase,
        month,
        source: data.source ?? null,
        channel: data.channel ?? 'web',
        askedAt: metadata.time,
      },
    },
  ];
};

export const requestInsights: Handle<'RequestInsights'> = ({ data, metadata }, state) => {
  const month = monthKey(metadata.time, data.timezone);
  assertCanRequestInsights(data.plan, insightsRequestedIn(state, month));
  return [{ type: 'InsightsRequested', data: { month, requestedAt: metadata.time } }];
};

// Questions a tenant asks at the same moment may be counted in any order, so they need not
// wait for each other, as long as none of them can be the one that crosses the limit: with
// more than this many left (or no cap at all) an append skips the expected-revision check.
export const CONCURRENT_QUESTIONS_MARGIN = 100;

export function commutesWithOtherQuestions(
  command: ConversationCommand,
  state: ConversationState,
): boolean {
  const limits = PLAN_LIMITS[command.data.plan];
  const month = monthKey(command.metadata.time, command.data.timezone);
  const [max, used] =
    command.type === 'AskQuestion'
      ? [limits.conversationsPerMonth, questionsAskedIn(state, month)]
      : [limits.aiInsightsPerMonth, insightsRequestedIn(state, month)];
  return max === null || max - used > CONCURRENT_QUESTIONS_MARGIN;
}

export function decideConversation(
  command: ConversationCommand,
  state: ConversationState,
): ConversationEvent[] {
  switch (command.type) {
    case 'AskQuestion':
      return askQuestion(command, state);
    case 'RequestInsights':
      return requestInsights(command, state);
    default: {
      const _exhaustive: never = command;
      throw unknownCommand(_exhaustive);
    }
  }
}

export const conversationDecider: Decider<
  ConversationCommand,
  ConversationEvent,
  ConversationState
> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};
