import { randomUUID } from 'node:crypto';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { feedbackDecider, streams } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { SubmitFeedback } from './submit-feedback.command';

@CommandHandler(SubmitFeedback)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedback> {
  constructor(private readonly executor: DeciderExecutor) {}

  execute({ input }: SubmitFeedback) {
    const commandId = randomUUID();
    return this.executor.execute(feedbackDecider, streams.feedback(input.tenantId), {
      type: 'SubmitFeedback',
      data: { feedbackId: commandId, ...input.feedback },
      metadata: {
        tenantId: input.tenantId,
        userId: input.userId,
        commandId,
        time: new Date().toISOString(),
      },
    });
  }
}
