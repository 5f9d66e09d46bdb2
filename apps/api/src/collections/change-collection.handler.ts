import { randomUUID } from 'node:crypto';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { collectionDecider, streams } from '@parley/domain';
import type { CollectionCommand } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { PersonalData } from '../vault/personal-data';
import { ChangeCollection } from './change-collection.command';

@CommandHandler(ChangeCollection)
export class ChangeCollectionHandler implements ICommandHandler<ChangeCollection> {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly personalData: PersonalData,
  ) {}

  execute({ input }: ChangeCollection) {
    const command = {
      ...input.change,
      metadata: {
        tenantId: input.tenantId,
        userId: input.userId,
        commandId: randomUUID(),
        time: new Date().toISOString(),
      },
    } as CollectionCommand;
    return this.executor.execute(
      this.personalData.decider(collectionDecider, input.tenantId),
      streams.collection(input.collectionId),
      command,
      {
        retryOnConflict: input.retryOnConflict,
        ...(input.basedOn && {
          basedOn: { revision: input.basedOn.version, staleMessage: input.basedOn.staleMessage },
        }),
      },
    );
  }
}
