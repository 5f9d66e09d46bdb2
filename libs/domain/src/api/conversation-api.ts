import type { AnswerCard, ChartType, ConversationResponse } from '../answer-card';
import type { Locale } from '../catalogue/features';
import type { CardVariables } from '../collection/collection-card';
import type { Channel } from '../conversation/conversation-events';

// What the client knows beside the phrase: the chosen source, variables, language and channel.
export type ChatQueryEvent = {
  type?: string;
  datasource_id?: string;
  account_id?: string;
  variables?: CardVariables;
  locale?: Locale;
  channel?: Channel;
};

// `created` is the client's timestamp of the question (ms since epoch); it is the history id.
export type ChatQueryRequest = { created: number; phrase: string; event?: ChatQueryEvent };
export type ChatQueryResponse = {
  responses: ConversationResponse[];
  error?: boolean;
  message?: string;
};

export type ChatSuggestionsResponse = Record<string, string[]>;
export type SuggestionsQuery = { type: string; model_id?: string };
export type SuggestionsResponse = string[];

// selected_chart: the index (or type) of the chart view the person was looking at.
export type EmailCardRequest = { result: AnswerCard; selected_chart?: number | ChartType };

// fields: comma list of harmful, not_true, not_helpful (thumbs-down only).
export type FeedbackRequest = {
  sentiment: boolean;
  message: string;
  fields: string;
  data: Record<string, unknown> | null;
  phrase: string;
};
