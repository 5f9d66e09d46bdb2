import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { collectionDecider, streams } from '@parley/domain';
import type { CollectionCommand } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { PersonalData } from '../vault/personal-data';
import { ChangeCollection } from './change-collection.command';

// Names the collection state shape kept in snapshots (many layout saves stay a short read).
export const COLLECTION_SNAPSHOT = 'collection@1';

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
        commandId: newRequestId(),
        time: new Date().toISOString(),
      },
    } as CollectionCommand;
    return this.executor.execute(
      this.personalData.decider(collectionDecider, input.tenantId),
      streams.collection(input.collectionId),
      command,
      {
        retryOnConflict: input.retryOnConflict,
        snapshot: COLLECTION_SNAPSHOT,
        ...(input.basedOn && {
          basedOn: { revision: input.basedOn.version, staleMessage: input.basedOn.staleMessage },
        }),
      },
    );
  }
}
