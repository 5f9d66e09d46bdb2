import { Injectable } from '@nestjs/common';
import { collectionDecider, collectionIndexDecider, isDomainError, streams } from '@parley/domain';
import type { CollectionIndexCommand, Plan } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { COLLECTION_SNAPSHOT } from './change-collection.handler';
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
    const listing = { type: 'ListCollection', collectionId, plan } as const;
    try {
      await this.change(tenantId, listing);
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'limit') throw error;
      if ((await this.releaseDeleted(tenantId)) === 0) throw error;
      await this.change(tenantId, listing);
    }
    return (await this.listed(tenantId)).filter((id) => id !== collectionId).length;
  }

  async unlist(tenantId: string, collectionId: string): Promise<void> {
    await this.change(tenantId, { type: 'UnlistCollection', collectionId });
  }

  private async listed(tenantId: string): Promise<readonly string[]> {
    const stream = streams.collectionIndex(tenantId);
    return (await this.executor.current(collectionIndexDecider, stream, SNAPSHOT_KIND)).state
      .collectionIds;
  }

  // A collection deleted whose place was not given back (the API stopped in between) no longer
  // counts. Only deleted ones: a listed collection not created yet may be a create in progress.
  private async releaseDeleted(tenantId: string): Promise<number> {
    let released = 0;
    for (const id of await this.listed(tenantId)) {
      const stream = streams.collection(id);
      const { state } = await this.executor.current(collectionDecider, stream, COLLECTION_SNAPSHOT);
      if (state.status !== 'deleted') continue;
      await this.unlist(tenantId, id);
      released += 1;
    }
    return released;
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
