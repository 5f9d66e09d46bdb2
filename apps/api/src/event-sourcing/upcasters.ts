import { eventVersion, upcastEvent } from '@parley/domain';
import type { DomainEvent } from '@parley/domain';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';

// Every read path (deciders, projections, the tenant cache) sees events through this: the
// shape version of each type and its upcasters live beside the events in libs/domain.
export function upcast(event: StoredEvent): DomainEvent<string, Record<string, unknown>> {
  const version = event.metadata.schemaVersion;
  return upcastEvent({
    type: event.type,
    data: event.data,
    version: typeof version === 'number' ? version : undefined,
    time: typeof event.metadata.time === 'string' ? event.metadata.time : event.time.toISOString(),
  });
}

// The version an event of this type is written in today (kept in its metadata).
export function schemaVersionOf(type: string): number {
  return eventVersion(type);
}
