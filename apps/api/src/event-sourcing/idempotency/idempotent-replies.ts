import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE } from '../../infrastructure/document-store/document-store.port';
import type {
  DocumentSession,
  DocumentStore,
} from '../../infrastructure/document-store/document-store.port';

// A client retries within minutes; a day covers a phone that comes back online.
const KEEP_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
// Days whose collection is dropped when pruning (older ones were dropped before).
const PRUNED_DAYS = 7;

export type IdempotentReply = {
  _id: string;
  tenantId: string;
  // Method, route and body of the first request: the key may not be reused for another one.
  fingerprint: string;
  // The reply as JSON text: a scan (a deleted account's replies) then reads a string, not a tree.
  body: string;
  createdAt: string;
};

// One collection per UTC day, so expiry drops whole days instead of scanning every reply.
export function repliesOfDay(time: number): string {
  return `_idempotent_replies_${new Date(time).toISOString().slice(0, 10)}`;
}

// The collections that may hold replies kept at `time` or in the day before it.
export function replyCollectionsAround(time: number): string[] {
  return [repliesOfDay(time), repliesOfDay(time - DAY_MS)];
}

// A deleted account's kept replies go with it (they may hold its words).
export async function forgetReplies(
  session: DocumentSession,
  tenantId: string,
  time: number,
): Promise<void> {
  for (const name of replyCollectionsAround(time))
    await session.collection(name).deleteMany({ tenantId });
}

// The first reply to each (tenant, Idempotency-Key), kept in the document store so a retry after
// a restart still gets it.
@Injectable()
export class IdempotentReplies {
  private prunedAt = 0;

  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async find(
    tenantId: string,
    key: string,
    now = Date.now(),
  ): Promise<{ fingerprint: string; body: unknown } | null> {
    for (const name of replyCollectionsAround(now)) {
      const reply = await this.documents
        .collection<IdempotentReply>(name)
        .findOne({ _id: replyId(tenantId, key) });
      if (reply && Date.parse(reply.createdAt) >= now - KEEP_MS)
        return { fingerprint: reply.fingerprint, body: JSON.parse(reply.body) as unknown };
    }
    return null;
  }

  async keep(
    tenantId: string,
    key: string,
    fingerprint: string,
    body: unknown,
    now = Date.now(),
  ): Promise<void> {
    const _id = replyId(tenantId, key);
    await this.documents.collection<IdempotentReply>(repliesOfDay(now)).replaceOne(
      { _id },
      {
        _id,
        tenantId,
        fingerprint,
        body: JSON.stringify(body ?? null),
        createdAt: new Date(now).toISOString(),
      },
      { upsert: true },
    );
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      for (let day = 2; day < 2 + PRUNED_DAYS; day++)
        await this.documents.collection(repliesOfDay(now - day * DAY_MS)).drop();
    }
  }
}

const replyId = (tenantId: string, key: string) => `${tenantId}:${key}`;
