import type { DocumentSession } from '../infrastructure/document-store/document-store.port';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import { CHECKPOINT_ID, CHECKPOINTS } from './apply-event';

export const PARKED = '_parked_events';

// Where the event is and why it failed, not what it says: its data may hold personal words.
export type ParkedEvent = {
  _id: string;
  position: number;
  stream: string;
  revision: number;
  type: string;
  error: string;
  // Absent on events parked before reasons were kept.
  reason?: 'unreadable' | 'projection failed';
  parkedAt: string;
};

// Parks an event that kept failing and moves the checkpoint past it, in one transaction, so the
// events after it project; `npm run rebuild` replays it with the rest.
export async function parkEvent(
  session: DocumentSession,
  event: StoredEvent,
  error: string,
  reason: NonNullable<ParkedEvent['reason']>,
): Promise<void> {
  await session.collection<ParkedEvent>(PARKED).replaceOne(
    { _id: String(event.position) },
    {
      _id: String(event.position),
      position: event.position,
      stream: event.stream,
      revision: event.revision,
      type: event.type,
      error: error.slice(0, 500),
      reason,
      parkedAt: new Date().toISOString(),
    },
    { upsert: true },
  );
  await session
    .collection(CHECKPOINTS)
    .replaceOne(
      { _id: CHECKPOINT_ID },
      { _id: CHECKPOINT_ID, position: event.position },
      { upsert: true },
    );
}
