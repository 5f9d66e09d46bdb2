import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import type {
  Document,
  DocumentSession,
} from '../infrastructure/document-store/document-store.port';
import { SNAPSHOTS } from '../event-sourcing/snapshot-store';
import { upcast } from '../event-sourcing/upcasters';
import { forgetReplies } from '../event-sourcing/idempotency/idempotent-replies';
import type { OpenPersonalData, ProjectedEvent, Projection } from './projection';

export const CHECKPOINTS = '_checkpoints';
export const CHECKPOINT_ID = 'read-models';

export function toProjectedEvent(event: StoredEvent): ProjectedEvent {
  const { type, data } = upcast(event);
  return {
    type,
    data,
    stream: event.stream,
    revision: event.revision,
    position: event.position,
    tenantId: typeof event.metadata.tenantId === 'string' ? event.metadata.tenantId : '',
    time: typeof event.metadata.time === 'string' ? event.metadata.time : event.time.toISOString(),
  };
}

export async function readCheckpoint(session: DocumentSession): Promise<number> {
  const doc = await session.collection(CHECKPOINTS).findOne({ _id: CHECKPOINT_ID });
  return typeof doc?.position === 'number' ? doc.position : 0;
}

// Applies one event to every projection that handles it and moves the checkpoint, inside the
// caller's transaction: documents and checkpoint commit together, so a crash never half-applies.
export async function applyEvent(
  session: DocumentSession,
  projections: readonly Projection[],
  stored: StoredEvent,
  openPersonalData: OpenPersonalData,
): Promise<boolean> {
  if (stored.position <= (await readCheckpoint(session))) return false;
  const sealed = toProjectedEvent(stored);
  let opened: ProjectedEvent | undefined;
  if (sealed.type === 'AccountDeleted' && sealed.tenantId) {
    // Kept beside the read models, folded states and first replies may hold the person's words.
    await session.collection(SNAPSHOTS).deleteMany({ tenantId: sealed.tenantId });
    await forgetReplies(session, sealed.tenantId, Date.parse(sealed.time));
    for (const projection of projections) {
      if (projection.forget)
        await session
          .collection(projection.collection)
          .deleteMany(projection.forget(sealed.tenantId));
    }
  }
  for (const projection of projections) {
    if (!projection.canHandle(sealed)) continue;
    const event = projection.opensPersonalData ? (opened ??= openPersonalData(sealed)) : sealed;
    const collection = session.collection<Document>(projection.collection);
    const _id = projection.documentId(event);
    const next = projection.evolve(await collection.findOne({ _id }), event);
    if (next === null) await collection.deleteOne({ _id });
    else await collection.replaceOne({ _id }, { ...next, _id }, { upsert: true });
  }
  await session
    .collection(CHECKPOINTS)
    .replaceOne(
      { _id: CHECKPOINT_ID },
      { _id: CHECKPOINT_ID, position: stored.position },
      { upsert: true },
    );
  return true;
}
