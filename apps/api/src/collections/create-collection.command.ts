import { Command } from '@nestjs/cqrs';
import type { CollectionEvent, Digest, Plan } from '@parley/domain';
import type { ExecuteResult } from '../event-sourcing/decider-executor';

export class CreateCollection extends Command<ExecuteResult<CollectionEvent>> {
  constructor(
    readonly input: {
      tenantId: string;
      userId: string;
      collectionId: string;
      name: string;
      digest: Digest;
      plan: Plan;
    },
  ) {
    super();
  }
}
