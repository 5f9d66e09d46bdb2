import { Command } from '@nestjs/cqrs';
import type { Channel, ConversationResponse, QuestionSource } from '@parley/domain';
import type { Locale } from '../i18n/locale';

export type QuestionVariables = { date_range?: string; histogram?: string };

// ARCHITECTURE.md "Conversation": the one command every channel (web, Teams, Alexa) sends.
export class AskQuestion extends Command<{
  responses: ConversationResponse[];
  source: QuestionSource;
  variables: QuestionVariables;
}> {
  constructor(
    readonly input: {
      tenantId: string;
      userId: string;
      phrase: string;
      source?: QuestionSource;
      variables?: QuestionVariables;
      now?: string;
      locale: Locale;
      channel: Channel;
      // 'card': a saved card being run (dashboard, refresh, preview of an edit) — not a new
      // question: it neither counts against the monthly quota nor joins the follow-up context.
      purpose?: 'conversation' | 'card';
    },
  ) {
    super();
  }
}
