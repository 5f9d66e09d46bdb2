import type { Decider, DomainCommand } from '../core/decider';
import { unknownCommand } from '../core/domain-error';
import { FIRST_VERSION } from '../core/event-schema';
import type { EventSchemas } from '../core/event-schema';
import { assertCanCreateCollection } from '../rules/plan-limits';
import type { Plan } from '../rules/plan-limits';

// The collections a tenant has, on one short stream (collections-of-{tenantId}), so the plan's
// collection limit is one decision on one stream: two creates at the limit cannot both pass.
export type CollectionIndexEvent =
  // The first event of the stream: the collections the tenant already had (the read model's),
  // for tenants whose collections were created before the index existed.
  | { type: 'CollectionIndexStarted'; data: { collectionIds: string[] } }
  | { type: 'CollectionListed'; data: { collectionId: string } }
  | { type: 'CollectionUnlisted'; data: { collectionId: string } };

export type CollectionIndexEventType = CollectionIndexEvent['type'];

export type CollectionIndexCommand =
  | DomainCommand<
      'ListCollection',
      { collectionId: string; plan: Plan; knownCollectionIds: readonly string[] }
    >
  | DomainCommand<
      'UnlistCollection',
      { collectionId: string; knownCollectionIds: readonly string[] }
    >;

export type CollectionIndexState = { started: boolean; collectionIds: readonly string[] };

export const initialCollectionIndexState: CollectionIndexState = {
  started: false,
  collectionIds: [],
};

export const COLLECTION_INDEX_PERSONAL_FIELDS: Record<CollectionIndexEventType, readonly string[]> =
  { CollectionIndexStarted: [], CollectionListed: [], CollectionUnlisted: [] };

export const COLLECTION_INDEX_EVENT_SCHEMAS: EventSchemas<CollectionIndexEventType> = {
  CollectionIndexStarted: FIRST_VERSION,
  CollectionListed: FIRST_VERSION,
  CollectionUnlisted: FIRST_VERSION,
};

export function evolveCollectionIndex(
  state: CollectionIndexState,
  event: CollectionIndexEvent,
): CollectionIndexState {
  switch (event.type) {
    case 'CollectionIndexStarted':
      return { started: true, collectionIds: [...new Set(event.data.collectionIds)] };
    case 'CollectionListed':
      return state.collectionIds.includes(event.data.collectionId)
        ? state
        : { ...state, collectionIds: [...state.collectionIds, event.data.collectionId] };
    case 'CollectionUnlisted':
      return {
        ...state,
        collectionIds: state.collectionIds.filter((id) => id !== event.data.collectionId),
      };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

// Starts the index from what the tenant had when the stream does not exist yet.
function started(
  state: CollectionIndexState,
  knownCollectionIds: readonly string[],
): { state: CollectionIndexState; events: CollectionIndexEvent[] } {
  if (state.started) return { state, events: [] };
  const event: CollectionIndexEvent = {
    type: 'CollectionIndexStarted',
    data: { collectionIds: [...new Set(knownCollectionIds)] },
  };
  return { state: evolveCollectionIndex(state, event), events: [event] };
}

export function decideCollectionIndex(
  command: CollectionIndexCommand,
  current: CollectionIndexState,
): CollectionIndexEvent[] {
  switch (command.type) {
    case 'ListCollection': {
      const { collectionId, plan, knownCollectionIds } = command.data;
      const { state, events } = started(current, knownCollectionIds);
      if (state.collectionIds.includes(collectionId)) return events;
      assertCanCreateCollection(plan, state.collectionIds.length);
      return [...events, { type: 'CollectionListed', data: { collectionId } }];
    }
    case 'UnlistCollection': {
      const { collectionId, knownCollectionIds } = command.data;
      const { state, events } = started(current, knownCollectionIds);
      if (!state.collectionIds.includes(collectionId)) return events;
      return [...events, { type: 'CollectionUnlisted', data: { collectionId } }];
    }
    default: {
      const _exhaustive: never = command;
      throw unknownCommand(_exhaustive);
    }
  }
}

export const collectionIndexDecider: Decider<
  CollectionIndexCommand,
  CollectionIndexEvent,
  CollectionIndexState
> = {
  initialState: initialCollectionIndexState,
  evolve: evolveCollectionIndex,
  decide: decideCollectionIndex,
};
