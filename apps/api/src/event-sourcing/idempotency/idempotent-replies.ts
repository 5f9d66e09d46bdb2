import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE } from '../../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../../infrastructure/document-store/document-store.port';

export const IDEMPOTENT_REPLIES = '_idempotent_replies';
// A client retries within minutes; a day covers a phone that comes back online.
const KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type IdempotentReply = {
  _id: string;
  tenantId: string;
  // Method, route and body of the first request: the key may not be reused for another one.
  fingerprint: string;
  body: unknown;
  createdAt: string;
};

// The first reply to each (tenant, Idempotency-Key), kept in the document store so a retry after
// a restart still gets it.
@Injectable()
export class IdempotentReplies {
  private prunedAt = 0;

  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async find(tenantId: string, key: string, now = Date.now()): Promise<IdempotentReply | null> {
    const reply = await this.collection().findOne({ _id: replyId(tenantId, key) });
    if (!reply || Date.parse(reply.createdAt) < now - KEEP_MS) return null;
    return reply;
  }

  async keep(
    tenantId: string,
    key: string,
    fingerprint: string,
    body: unknown,
    now = Date.now(),
  ): Promise<void> {
    const _id = replyId(tenantId, key);
    await this.collection().replaceOne(
      { _id },
      { _id, tenantId, fingerprint, body, createdAt: new Date(now).toISOString() },
      { upsert: true },
    );
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.collection().deleteMany({
        createdAt: { $lt: new Date(now - KEEP_MS).toISOString() },
      });
    }
  }

  private collection() {
    return this.documents.collection<IdempotentReply>(IDEMPOTENT_REPLIES);
  }
}

const replyId = (tenantId: string, key: string) => `${tenantId}:${key}`;
