import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CollectionCardResponse, CollectionQuestion, QuestionSource } from '@parley/domain';
import { AskQuestion } from '../conversation/ask-question.command';
import { ApiError, isDomainError } from '../http/api-error';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/server-messages';
import { TaskLimiter } from './task-limiter';

const FAILED_TO_LOAD = 'collections.failed_to_load_card';
// Every card run is one AskQuestion on the tenant's conversation stream; a few at a time keep
// revision conflicts there (retried by the executor) rare on a 20-card dashboard.
const CARDS_AT_ONCE_PER_TENANT = 3;

export type CardRunContext = { tenantId: string; userId: string; locale: Locale; now?: string };

export function cardSource(
  question: Pick<CollectionQuestion, 'type' | 'datasource_id' | 'account_id'>,
): QuestionSource {
  const type = question.type || 'demo';
  return {
    type,
    datasource_id: question.datasource_id || type,
    ...(question.account_id ? { account_id: question.account_id } : {}),
  };
}

export function cardFailure(
  error: unknown,
  locale: Locale,
): { message: string; select_account?: boolean } {
  if (error instanceof ApiError || isDomainError(error)) {
    const message = translate(error.messageKey, locale, error.params);
    // A source that needs an account first says so (the data-source openers set select_account).
    const needsAccount = error instanceof ApiError && error.details?.select_account === true;
    return needsAccount ? { message, select_account: true } : { message };
  }
  return { message: translate(FAILED_TO_LOAD, locale) };
}

// Runs a saved card through the same AskQuestion command as the conversation, with the card's
// source and variables, and answers spec §7's per-card response.
@Injectable()
export class CardRunner {
  private readonly limiter = new TaskLimiter(CARDS_AT_ONCE_PER_TENANT);

  constructor(private readonly commands: CommandBus) {}

  run(context: CardRunContext, question: CollectionQuestion): Promise<CollectionCardResponse> {
    return this.limiter.run(context.tenantId, () => this.ask(context, question));
  }

  runAll(
    context: CardRunContext,
    questions: CollectionQuestion[],
  ): Promise<CollectionCardResponse[]> {
    return Promise.all(questions.map((question) => this.run(context, question)));
  }

  private async ask(
    context: CardRunContext,
    question: CollectionQuestion,
  ): Promise<CollectionCardResponse> {
    try {
      const { responses } = await this.commands.execute(
        new AskQuestion({
          tenantId: context.tenantId,
          userId: context.userId,
          phrase: question.phrase,
          source: cardSource(question),
          variables: {
            date_range: question.variables.date1?.date_range,
            histogram: question.variables.histogram_bucket?.value,
          },
          now: context.now,
          locale: context.locale,
          channel: 'web',
          purpose: 'card',
        }),
      );
      for (const response of responses)
        if ('card' in response) return { id: question.id, question, card: response.card };
      const prompt = responses.find((response) => 'prompt' in response);
      const message =
        prompt && 'prompt' in prompt
          ? prompt.prompt.title
          : translate(FAILED_TO_LOAD, context.locale);
      return { id: question.id, question, error: true, message };
    } catch (error) {
      return { id: question.id, question, error: true, ...cardFailure(error, context.locale) };
    }
  }
}
