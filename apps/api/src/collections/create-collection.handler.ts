import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { collectionDecider, initialCollectionState, isDomainError } from '@parley/domain';
import type { CollectionCommand } from '@parley/domain';
import { ChangeCollection } from './change-collection.command';
import { CollectionIndex } from './collection-index';
import { CreateCollection } from './create-collection.command';

// A new collection takes its place in the tenant's index first (where the plan's limit is
// decided), then its own stream begins; one refused there gives its place back.
@CommandHandler(CreateCollection)
export class CreateCollectionHandler implements ICommandHandler<CreateCollection> {
  constructor(
    private readonly index: CollectionIndex,
    private readonly commands: CommandBus,
  ) {}

  async execute({ input }: CreateCollection) {
    const { tenantId, userId, collectionId, name, digest, plan } = input;
    const change = (existingCollections: number) =>
      ({
        type: 'CreateCollection',
        data: { collectionId, name, digest, plan, existingCollections },
      }) as const;
    // A bad name or digest is refused before a place is taken (the decider is pure: a dry run).
    const dryRun: CollectionCommand = {
      ...change(0),
      metadata: { tenantId, commandId: collectionId, time: new Date().toISOString() },
    };
    collectionDecider.decide(dryRun, initialCollectionState);
    const others = await this.index.list(tenantId, collectionId, plan);
    try {
      return await this.commands.execute(
        new ChangeCollection({ tenantId, userId, collectionId, change: change(others) }),
      );
    } catch (error) {
      if (isDomainError(error)) await this.index.unlist(tenantId, collectionId);
      throw error;
    }
  }
}
