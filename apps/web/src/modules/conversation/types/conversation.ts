import type { ConversationResponse } from '@parley/domain';

// Local shapes of the conversation calls (spec §3, §7) until libs/domain publishes its API types.
export type QueryEvent = 'text' | 'prompt';
export type Query = { created: number; phrase: string; event: QueryEvent };
export type ChatReply = { responses: ConversationResponse[] };

export type ConversationItem = {
  id: number;
  query: Query;
  responses: ConversationResponse[];
  loading?: boolean;
  error?: string;
  queryData?: Record<string, unknown>;
};

export type FeedbackField = 'harmful' | 'not_true' | 'not_helpful';
export type FeedbackBody = { sentiment: boolean; message: string; fields: string; data: unknown; phrase: string };
