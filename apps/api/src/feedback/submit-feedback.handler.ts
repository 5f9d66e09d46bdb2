import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { streams } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { SecretVault } from '../vault/secret-vault';
import { sealedFeedbackDecider } from './sealed-feedback-decider';
import { SubmitFeedback } from './submit-feedback.command';

@CommandHandler(SubmitFeedback)
export class SubmitFeedbackHandler implements ICommandHandler<SubmitFeedback> {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly vault: SecretVault,
  ) {}

  execute({ input }: SubmitFeedback) {
    const commandId = newRequestId();
    return this.executor.execute(
      sealedFeedbackDecider(this.vault, input.tenantId),
      streams.feedback(input.tenantId),
      {
        type: 'SubmitFeedback',
        data: { feedbackId: commandId, ...input.feedback },
        metadata: {
          tenantId: input.tenantId,
          userId: input.userId,
          commandId,
          time: new Date().toISOString(),
        },
      },
      // Each submission is its own fact (its id guards only its own retry): they commute, and
      // feedback-{tenantId} grows with use, so it is read from its snapshot on.
      { commutes: () => true, snapshot: 'feedback@1' },
    );
  }
}
