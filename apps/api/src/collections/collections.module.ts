import { Global, Module } from '@nestjs/common';
import { CollectionChanges } from '../live/collection-changes';
import { TenantModule } from '../tenant/tenant.module';
import { TENANT_COLLECTIONS } from '../tenant/usage-counter';
import { CardRunner } from './card-runner';
import { ChangeCollectionHandler } from './change-collection.handler';
import { CollectionFacts } from './collection-facts';
import { CollectionIndex } from './collection-index';
import { CreateCollectionHandler } from './create-collection.handler';
import { CollectionReader } from './collection-reader';
import { CollectionsController } from './collections.controller';
import { MoveCardHandler } from './move-card.handler';
import { CollectionSummaries } from './tenant-collections';
import { TenantSnapshot } from './tenant-snapshot';

// Global: the tenant's read (TenantModule) lists collections through TENANT_COLLECTIONS.
@Global()
@Module({
  imports: [TenantModule],
  controllers: [CollectionsController],
  providers: [
    ChangeCollectionHandler,
    CreateCollectionHandler,
    MoveCardHandler,
    CollectionIndex,
    CardRunner,
    CollectionFacts,
    CollectionReader,
    TenantSnapshot,
    CollectionChanges,
    CollectionSummaries,
    { provide: TENANT_COLLECTIONS, useClass: CollectionSummaries },
  ],
  exports: [CardRunner, CollectionReader, CollectionChanges, TENANT_COLLECTIONS],
})
export class CollectionsModule {}
