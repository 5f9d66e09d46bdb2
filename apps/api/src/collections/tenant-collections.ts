import { Injectable } from '@nestjs/common';
import type { CollectionSummary } from '@parley/domain';
import type { TenantCollections } from '../tenant/usage-counter';
import { CollectionReader, collectionSummary } from './collection-reader';

// What GET /auth/tenant lists under `collections`: each collection's name, digest and questions.
@Injectable()
export class CollectionSummaries implements TenantCollections {
  constructor(private readonly reader: CollectionReader) {}

  async of(tenantId: string): Promise<CollectionSummary[]> {
    return (await this.reader.list(tenantId)).map(collectionSummary);
  }
}
