import type { DomainCommand } from '../core/decider';
import { FIRST_VERSION } from '../core/event-schema';
import type { EventSchemas } from '../core/event-schema';
import type { Plan } from '../rules/plan-limits';

export type Channel = 'web' | 'msteams' | 'alexa' | 'cli';
export type QuestionSource = { type: string; datasource_id: string; account_id?: string };

export type ConversationEvent =
  | {
      type: 'QuestionAsked';
      data: {
        phrase: string;
        month: string;
        source: QuestionSource | null;
        channel: Channel;
        askedAt: string;
      };
    }
  | { type: 'InsightsRequested'; data: { month: string; requestedAt: string } };

export type ConversationEventType = ConversationEvent['type'];

// The handler passes the tenant's plan (and time zone, so the month turns at local midnight).
export type ConversationCommand =
  | DomainCommand<
      'AskQuestion',
      {
        phrase: string;
        source?: QuestionSource | null;
        channel?: Channel;
        plan: Plan;
        timezone?: string;
      }
    >
  | DomainCommand<'RequestInsights', { plan: Plan; timezone?: string }>;

export type ConversationCommandType = ConversationCommand['type'];

export const CONVERSATION_PERSONAL_FIELDS: Record<ConversationEventType, readonly string[]> = {
  QuestionAsked: ['phrase'],
  InsightsRequested: [],
};

export const CONVERSATION_EVENT_SCHEMAS: EventSchemas<ConversationEventType> = {
  QuestionAsked: FIRST_VERSION,
  InsightsRequested: FIRST_VERSION,
};
