import { Command } from '@nestjs/cqrs';
import type { Plan } from '@parley/domain';

export class MoveCard extends Command<{ cardId: string; toCollectionId: string }> {
  constructor(
    readonly input: {
      tenantId: string;
      userId: string;
      cardId: string;
      fromCollectionId: string;
      toCollectionId: string;
      plan: Plan;
    },
  ) {
    super();
  }
}
