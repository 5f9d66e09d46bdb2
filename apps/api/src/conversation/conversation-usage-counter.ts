import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import type { ConversationUsageDocument } from '../projections/conversation-usage.projection';
import type { UsageCounter } from '../tenant/usage-counter';

// The tenant's quota map reads the conversation usage read model.
@Injectable()
export class ConversationUsageCounter implements UsageCounter {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async conversationsIn(tenantId: string, month: string): Promise<number> {
    const doc = await this.documents
      .collection<ConversationUsageDocument>('conversation_usage')
      .findOne({ _id: tenantId });
    return doc?.quota[month] ?? 0;
  }
}
