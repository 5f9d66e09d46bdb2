import { Inject, Injectable } from '@nestjs/common';
import { favouritePhrases } from '../projections/conversation-usage.projection';
import type { ConversationUsageDocument } from '../projections/conversation-usage.projection';
import type { CollectionSummary, CollectionView } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import type { CollectionDocument } from '../projections/collections.projection';

export type CollectionsOverview = {
  collections: CollectionSummary[];
  favourites: { phrase: string; count: number }[];
  stats: { collections: number; cards: number; credentials: number };
};

export function collectionView(doc: CollectionDocument): CollectionView {
  return {
    id: doc._id,
    name: doc.name,
    digest: doc.digest,
    questions: doc.questions.map(({ addedAt: _added, ...card }) => card),
    layout: doc.layout,
    ...(doc.version === undefined ? {} : { version: doc.version }),
  };
}

export function collectionSummary(doc: CollectionDocument): CollectionSummary {
  return {
    id: doc._id,
    name: doc.name,
    digest: doc.digest,
    questions: doc.questions.map(({ id, phrase, type, datasource_id, account_id }) => ({
      id,
      phrase,
      type,
      datasource_id,
      account_id,
    })),
  };
}

// Every read is scoped to the signed-in tenant; another tenant's collection is "not found".
@Injectable()
export class CollectionReader {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  private get collections() {
    return this.documents.collection<CollectionDocument>('collections');
  }

  async own(tenantId: string, collectionId: string): Promise<CollectionDocument> {
    const doc = await this.collections.findOne({ _id: collectionId, tenantId });
    if (!doc) throw new ApiError(404, 'collections.not_found');
    return doc;
  }

  async list(tenantId: string): Promise<CollectionDocument[]> {
    return this.collections.find({ tenantId }, { sort: { created: 1 } });
  }

  count(tenantId: string): Promise<number> {
    return this.collections.count({ tenantId });
  }

  async overview(tenantId: string): Promise<CollectionsOverview> {
    const docs = await this.list(tenantId);
    const usage = await this.documents
      .collection<ConversationUsageDocument>('conversation_usage')
      .findOne({ _id: tenantId });
    return {
      collections: docs.map(collectionSummary),
      favourites: favouritePhrases(usage),
      stats: {
        collections: docs.length,
        cards: docs.reduce((sum, doc) => sum + doc.questions.length, 0),
        credentials: await this.documents.collection('credentials').count({ tenantId }),
      },
    };
  }
}
