import { eventVersion, upcastEvent } from '@parley/domain';
import type { DomainEvent } from '@parley/domain';
import { checkEventShape } from '@parley/domain/event-shapes';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';

// An event that cannot be read as what its type says: a row the store could not decode, or data
// that does not fit its type's shape for its version. Its message says where and why, never what
// the event holds. Projections park it; a command on its stream is refused rather than decided
// on a history with a hole in it.
export class UnreadableEventError extends Error {
  constructor(
    readonly position: number,
    readonly type: string,
    readonly reason: string,
  ) {
    super(`Event at position ${position} (${type}) cannot be read: ${reason}`);
    this.name = 'UnreadableEventError';
  }
}

// Every read path (deciders, projections, the tenant cache) sees events through this: the
// shape of each type and version, its version today and its upcasters live beside the events in
// libs/domain. The data is checked in the version it was written in, then upcast.
export function upcast(event: StoredEvent): DomainEvent<string, Record<string, unknown>> {
  if (event.unreadable !== undefined)
    throw new UnreadableEventError(event.position, event.type, event.unreadable);
  const stored = event.metadata.schemaVersion;
  const version = typeof stored === 'number' ? stored : undefined;
  const checked = checkEventShape(event.type, version, event.data);
  if (!checked.ok) throw new UnreadableEventError(event.position, event.type, checked.error);
  return upcastEvent({
    type: event.type,
    data: checked.data,
    version,
    time: typeof event.metadata.time === 'string' ? event.metadata.time : event.time.toISOString(),
  });
}

// The version an event of this type is written in today (kept in its metadata).
export function schemaVersionOf(type: string): number {
  return eventVersion(type);
}
