import type { DomainEvent } from '@parley/domain';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';

// Events are kept forever, so a changed event shape gets a new schema version and an upcaster
// from the old one. Readers (deciders and projections) only ever see the current shape.
export const CURRENT_SCHEMA_VERSION = 1;

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

// upcasters[type][fromVersion] turns data of fromVersion into fromVersion + 1.
const upcasters: Record<string, Record<number, Upcaster>> = {};

export function registerUpcaster(type: string, fromVersion: number, upcaster: Upcaster): void {
  (upcasters[type] ??= {})[fromVersion] = upcaster;
}

export function upcast(event: StoredEvent): DomainEvent {
  let version = typeof event.metadata.schemaVersion === 'number' ? event.metadata.schemaVersion : 1;
  let data = event.data;
  for (let step = upcasters[event.type]?.[version]; step; step = upcasters[event.type]?.[version]) {
    data = step(data);
    version += 1;
  }
  return { type: event.type, data };
}
