import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { ask } from '@parley/analytics';
import { isDriverCard } from '@parley/domain';
import type { ConversationCommand, ConversationResponse } from '@parley/domain';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { ApiError } from '../http/api-error';
import { ParleyMetrics } from '../metrics/parley-metrics';
import { TenantRepository } from '../tenant/tenant-repository';
import { AskQuestion } from './ask-question.command';
import { DataSourceRegistry } from './data-source-registry';
import { FairWorkQueue } from './fair-work-queue';
import { FollowUpMemory } from './follow-up-memory';
import { QuestionCounter } from './question-counter';
import { dateRangeWords, phraseWithGrain } from './question-variables';

@CommandHandler(AskQuestion)
export class AskQuestionHandler implements ICommandHandler<AskQuestion> {
  constructor(
    private readonly counter: QuestionCounter,
    private readonly tenants: TenantRepository,
    private readonly sources: DataSourceRegistry,
    private readonly followUps: FollowUpMemory,
    private readonly work: FairWorkQueue,
    private readonly metrics: ParleyMetrics,
  ) {}

  async execute({ input }: AskQuestion) {
    const tenant = await this.tenants.active(input.tenantId);
    if (!tenant) throw new ApiError(401, 'errors.unauthorized');
    const { source, data } = await this.sources.resolve(input.tenantId, input.source, input.now);
    const conversational = input.purpose !== 'card';
    // Counting first: a question past the plan's monthly quota is refused before any work.
    const command: ConversationCommand = {
      type: 'AskQuestion',
      data: {
        phrase: input.phrase,
        source,
        channel: input.channel,
        plan: tenant.plan,
        timezone: tenant.profile.timezone || undefined,
      },
      metadata: {
        tenantId: input.tenantId,
        userId: input.userId,
        commandId: newRequestId(),
        time: new Date().toISOString(),
      },
    };
    if (conversational) await this.counter.count(command);
    else if (!input.phrase.trim()) throw new ApiError(400, 'validation.required');

    const memoryKey = `${input.tenantId}:${input.channel}:${source.type}:${source.datasource_id}`;
    const started = performance.now();
    const result = await this.work.run(input.tenantId, () =>
      ask(data, {
        phrase: phraseWithGrain(input.phrase, input.variables),
        dateRange: dateRangeWords(input.variables),
        now: input.now,
        locale: input.locale,
        context: conversational ? this.followUps.get(memoryKey) : undefined,
      }),
    );
    const outcome = 'error' in result ? 'refused' : 'card' in result ? 'card' : 'prompt';
    this.metrics.observeQuestion(source.type, outcome, (performance.now() - started) / 1000);
    if ('error' in result) throw new ApiError(400, result.error);
    // A "why did it change" answer is an AI insight request: counted against the plan (spec §9).
    if (conversational && 'card' in result && isDriverCard(result.card))
      await this.counter.count({
        type: 'RequestInsights',
        data: { plan: tenant.plan, timezone: command.data.timezone },
        metadata: { ...command.metadata, commandId: newRequestId() },
      });
    if (conversational) this.followUps.set(memoryKey, result.context);
    const card =
      'card' in result
        ? { ...result.card, query: { ...result.card.query, source: { ...source } } }
        : undefined;
    const responses: ConversationResponse[] = card
      ? [{ card }]
      : 'prompt' in result
        ? [{ prompt: result.prompt }]
        : [];
    const variables = {
      date_range: input.variables?.date_range ?? card?.query.date_range,
      histogram: input.variables?.histogram ?? card?.query.grain,
    };
    return { responses, source, variables };
  }
}
