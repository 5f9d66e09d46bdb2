import { Injectable } from '@nestjs/common';
import type { AskContext } from '@parley/analytics';

// The last question's reading per person, channel and source, so "and by device?" continues it.
// Kept in memory for half an hour: a follow-up is a moment's context, not data worth persisting.
const TTL_MS = 30 * 60 * 1000;
const MAX_ENTRIES = 10_000;

@Injectable()
export class FollowUpMemory {
  private readonly entries = new Map<string, { context: AskContext; at: number }>();

  get(key: string, nowMs = Date.now()): AskContext | undefined {
    const entry = this.entries.get(key);
    if (!entry || nowMs - entry.at > TTL_MS) return undefined;
    return entry.context;
  }

  /** Keys start with the tenant id (see AskQuestionHandler), so one prefix finds all of a tenant's. */
  forgetTenant(tenantId: string): void {
    for (const key of [...this.entries.keys()])
      if (key.startsWith(`${tenantId}:`)) this.entries.delete(key);
  }

  set(key: string, context: AskContext | undefined, nowMs = Date.now()): void {
    this.entries.delete(key);
    if (!context) return;
    this.entries.set(key, { context, at: nowMs });
    if (this.entries.size > MAX_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
  }
}
