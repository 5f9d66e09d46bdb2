import { Command } from '@nestjs/cqrs';
import type { FeedbackEvent } from '@parley/domain';
import type { ExecuteResult } from '../event-sourcing/decider-executor';

export type FeedbackInput = {
  sentiment: boolean;
  message?: string;
  fields?: string | string[];
  data?: Record<string, unknown> | null;
  phrase?: string;
};

export class SubmitFeedback extends Command<ExecuteResult<FeedbackEvent>> {
  constructor(readonly input: { tenantId: string; userId: string; feedback: FeedbackInput }) {
    super();
  }
}
