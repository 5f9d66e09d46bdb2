import { Injectable } from '@nestjs/common';
import { collectionIndexDecider, streams } from '@parley/domain';
import type { CollectionIndexCommand, Plan } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { CollectionReader } from './collection-reader';

type IndexChange = { type: CollectionIndexCommand['type']; collectionId: string; plan?: Plan };

// The tenant's collections on collections-of-{tenantId}: the plan's collection limit is decided
// there, on one stream, so two creates at the limit cannot both pass.
@Injectable()
export class CollectionIndex {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly reader: CollectionReader,
  ) {}

  // Takes a place for the collection (403 past the plan's limit); the count it was decided on.
  async list(tenantId: string, collectionId: string, plan: Plan): Promise<number> {
    await this.change(tenantId, {
      type: 'ListCollection',
      collectionId,
      plan,
    });
    const { state } = await this.executor.current(
      collectionIndexDecider,
      streams.collectionIndex(tenantId),
      SNAPSHOT_KIND,
    );
    return state.collectionIds.filter((id) => id !== collectionId).length;
  }

  async unlist(tenantId: string, collectionId: string): Promise<void> {
    await this.change(tenantId, { type: 'UnlistCollection', collectionId });
  }

  private async change(tenantId: string, change: IndexChange) {
    // Tenants whose collections predate the index start it from the read model's list.
    const knownCollectionIds = (await this.reader.list(tenantId)).map((doc) => doc._id);
    const data =
      change.type === 'ListCollection'
        ? { collectionId: change.collectionId, plan: change.plan ?? 'free', knownCollectionIds }
        : { collectionId: change.collectionId, knownCollectionIds };
    const command = {
      type: change.type,
      data,
      metadata: {
        tenantId,
        userId: tenantId,
        commandId: newRequestId(),
        time: new Date().toISOString(),
      },
    } as CollectionIndexCommand;
    return this.executor.execute(
      collectionIndexDecider,
      streams.collectionIndex(tenantId),
      command,
      {
        snapshot: SNAPSHOT_KIND,
      },
    );
  }
}

const SNAPSHOT_KIND = 'collection-index@1';
