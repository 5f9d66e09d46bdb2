import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';

// A stream's folded state at a revision: a command reads only the events after it, so its cost
// does not grow with the stream. `kind` names the decider and its state shape: a state of an
// older shape is simply not used (the stream is folded again and a new snapshot taken).
export type Snapshot<S> = { state: S; revision: number; position: number };

type SnapshotDocument = {
  _id: string;
  tenantId: string;
  kind: string;
  revision: number;
  position: number;
  state: unknown;
};

export const SNAPSHOTS = '_snapshots';
const MEMORY_ENTRIES = 10_000;
// Kept in memory on every change; written down once this many events have passed, so a restart
// folds at most this many per stream.
const PERSIST_EVERY = 50;

/**
 * Snapshots hold folded states, which may hold a person's words (a collection's name), so they
 * carry the tenant id: the projections drop them with the read models when the account goes.
 */
@Injectable()
export class SnapshotStore {
  private readonly memory = new Map<
    string,
    Snapshot<unknown> & { kind: string; saved: number; tenantId: string }
  >();

  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async load<S>(stream: string, kind: string): Promise<Snapshot<S> | undefined> {
    const held = this.memory.get(stream);
    if (held?.kind === kind) return held as Snapshot<S>;
    const doc = await this.collection().findOne({ _id: stream });
    if (!doc || doc.kind !== kind) return undefined;
    const snapshot = { state: doc.state as S, revision: doc.revision, position: doc.position };
    this.remember(stream, kind, doc.tenantId, snapshot, doc.revision);
    return snapshot;
  }

  async save<S>(
    stream: string,
    kind: string,
    tenantId: string,
    snapshot: Snapshot<S>,
    options: { now?: boolean } = {},
  ): Promise<void> {
    const held = this.memory.get(stream);
    if (held && held.kind === kind && held.revision >= snapshot.revision) return;
    const saved = held?.kind === kind ? held.saved : -1;
    const persist = options.now || snapshot.revision - saved >= PERSIST_EVERY;
    this.remember(stream, kind, tenantId, snapshot, persist ? snapshot.revision : saved);
    if (!persist) return;
    await this.collection().replaceOne(
      { _id: stream },
      { _id: stream, tenantId, kind, ...snapshot, state: snapshot.state },
      { upsert: true },
    );
  }

  // A deleted account: nothing of it may stay in memory either.
  forget(tenantId: string): void {
    for (const [stream, held] of this.memory)
      if (held.tenantId === tenantId) this.memory.delete(stream);
  }

  private remember(
    stream: string,
    kind: string,
    tenantId: string,
    snapshot: Snapshot<unknown>,
    saved: number,
  ) {
    this.memory.delete(stream);
    this.memory.set(stream, { ...snapshot, kind, saved, tenantId });
    if (this.memory.size > MEMORY_ENTRIES)
      this.memory.delete(this.memory.keys().next().value as string);
  }

  private collection() {
    return this.documents.collection<SnapshotDocument>(SNAPSHOTS);
  }
}
