import type { ChatQueryRequest, ConversationResponse } from '@parley/domain';

export type Query = ChatQueryRequest;

export type ConversationItem = {
  id: number;
  query: Query;
  responses: ConversationResponse[];
  loading?: boolean;
  error?: string;
  queryData?: Record<string, unknown>;
};

export type FeedbackField = 'harmful' | 'not_true' | 'not_helpful';
