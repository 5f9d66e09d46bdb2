import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { suggestions } from '@parley/analytics';
import type { QuestionSource } from '@parley/domain';
import { AllowBearer, CurrentUser } from '../auth/auth.decorators';
import type { RequestUser } from '../http/request-context';
import { requestLocale } from '../http/request-context';
import type { ParleyRequest } from '../http/request-context';
import type { Locale } from '../i18n/locale';
import { AskQuestion } from './ask-question.command';
import { DataSourceRegistry } from './data-source-registry';
import { ChatQueryDto, PreviewDto, SuggestionsQueryDto } from './dto/chat-query.dto';

const sourceOf = (fields: {
  type?: string;
  datasource_id?: string;
  account_id?: string;
}): QuestionSource | undefined =>
  fields.type
    ? {
        type: fields.type,
        datasource_id: fields.datasource_id ?? fields.type,
        ...(fields.account_id ? { account_id: fields.account_id } : {}),
      }
    : undefined;

@Controller()
export class ConversationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sources: DataSourceRegistry,
  ) {}

  @Post('features/conversations/chat_query')
  @HttpCode(200)
  @AllowBearer()
  async chatQuery(
    @Body() body: ChatQueryDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ) {
    const event = body.event ?? {};
    const { responses } = await this.commands.execute(
      new AskQuestion({
        tenantId: user.tenantId,
        userId: user.tenantId,
        phrase: body.phrase,
        source: sourceOf(event),
        variables: {
          date_range: event.variables?.date1?.date_range,
          histogram: event.variables?.histogram_bucket?.value,
        },
        now: event.now,
        locale: event.locale ?? requestLocale(request),
        channel: event.channel ?? 'web',
      }),
    );
    return { responses };
  }

  @Post('api/v1/collection/preview')
  @HttpCode(200)
  async preview(
    @Body() body: PreviewDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ) {
    const { responses, variables } = await this.commands.execute(
      new AskQuestion({
        tenantId: user.tenantId,
        userId: user.tenantId,
        phrase: body.phrase,
        source: sourceOf(body),
        variables: { date_range: body.date_range, histogram: body.histogram },
        now: body.now,
        locale: requestLocale(request),
        channel: 'web',
      }),
    );
    return {
      variables: {
        date1: { date_range: variables.date_range ?? null },
        histogram_bucket: { value: variables.histogram ?? null },
      },
      responses,
    };
  }

  // Starter questions for the conversation screen, keyed by language, from the default source.
  @Get('features/conversations/chat_suggestions')
  @AllowBearer()
  async chatSuggestions(@CurrentUser() user: RequestUser): Promise<Record<Locale, string[]>> {
    const { data } = await this.sources.resolve(user.tenantId, undefined);
    const titles = (locale: 'en' | 'tr') => suggestions(data, locale).map((s) => s.title);
    return { 'en-GB': titles('en'), 'en-US': titles('en'), tr: titles('tr') };
  }

  @Get('api/v1/conversations/suggestions')
  async modelSuggestions(
    @Query() query: SuggestionsQueryDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<string[]> {
    const { data } = await this.sources.resolve(
      user.tenantId,
      sourceOf({ type: query.type, datasource_id: query.model_id }),
    );
    return suggestions(data, requestLocale(request) === 'tr' ? 'tr' : 'en').map((s) => s.title);
  }
}
