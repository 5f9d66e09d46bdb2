import { Inject, Injectable } from '@nestjs/common';
import { evolveConversation, initialConversationState, streams } from '@parley/domain';
import type { ConversationEvent, ConversationState } from '@parley/domain';
import { SnapshotStore } from '../event-sourcing/snapshot-store';
import { upcast } from '../event-sourcing/upcasters';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';

const KIND = 'conversation-legacy-usage@1';
const MEMORY_ENTRIES = 10_000;

/**
 * Questions were once all kept on conversation-{tenantId}. That stream is no longer written, so
 * what it counts per month never changes: it is folded once (counts only, no phrase opened),
 * kept as a snapshot, and is the starting count of the month streams.
 */
@Injectable()
export class LegacyConversationUsage {
  private readonly memory = new Map<string, Promise<ConversationState>>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly snapshots: SnapshotStore,
  ) {}

  // What the old stream counted in one month (zero for tenants that started after it).
  async of(tenantId: string, month: string): Promise<ConversationState> {
    const { months } = await this.usage(tenantId);
    return months[month] ? { months: { [month]: months[month] } } : initialConversationState;
  }

  private usage(tenantId: string): Promise<ConversationState> {
    let usage = this.memory.get(tenantId);
    if (!usage) {
      usage = this.fold(tenantId);
      usage.catch(() => this.memory.delete(tenantId));
      this.memory.set(tenantId, usage);
      if (this.memory.size > MEMORY_ENTRIES)
        this.memory.delete(this.memory.keys().next().value as string);
    }
    return usage;
  }

  private async fold(tenantId: string): Promise<ConversationState> {
    const stream = streams.conversation(tenantId);
    const snapshot = await this.snapshots.load<ConversationState>(stream, KIND);
    const read = await this.store.readStream(stream, {
      fromRevision: snapshot ? snapshot.revision + 1 : 0,
    });
    const state = read.reduce(
      (folded, event) => evolveConversation(folded, upcast(event) as ConversationEvent),
      snapshot?.state ?? initialConversationState,
    );
    const last = read.at(-1);
    if (last)
      await this.snapshots.save(
        stream,
        KIND,
        tenantId,
        { state, revision: last.revision, position: last.position },
        { now: true },
      );
    return state;
  }
}
