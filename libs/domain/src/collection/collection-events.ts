import { FIRST_VERSION } from '../core/event-schema';
import type { EventSchemas } from '../core/event-schema';
import type { Digest } from '../rules/plan-limits';
import type { LayoutEntry } from '../rules/layout-rules';
import type { CollectionCard } from './collection-card';

export type CollectionEvent =
  | {
      type: 'CollectionCreated';
      data: {
        collectionId: string;
        tenantId: string;
        name: string;
        digest: Digest;
        createdAt: string;
      };
    }
  | { type: 'CollectionRenamed'; data: { name: string } }
  | { type: 'DigestChanged'; data: { digest: Digest } }
  | { type: 'CollectionDeleted'; data: { deletedAt: string } }
  | { type: 'CardAdded'; data: { card: CollectionCard; addedAt: string } }
  | { type: 'CardUpdated'; data: { card: CollectionCard } }
  // A move is two facts on two streams: out of the source, then into the target.
  | { type: 'CardMovedOut'; data: { cardId: string; toCollectionId: string } }
  // v2 records when the card arrived (v1 left it to the event's time).
  | {
      type: 'CardMovedIn';
      data: { card: CollectionCard; fromCollectionId: string; movedAt: string };
    }
  | { type: 'CardRemoved'; data: { cardId: string } }
  | { type: 'LayoutSaved'; data: { layout: LayoutEntry[] } };

export type CollectionEventType = CollectionEvent['type'];

// What a person typed (a collection's name, a card's question) says something about them, so it
// is sealed under their key like their profile; ids, layout and settings stay readable.
export const COLLECTION_PERSONAL_FIELDS: Record<CollectionEventType, readonly string[]> = {
  CollectionCreated: ['name'],
  CollectionRenamed: ['name'],
  DigestChanged: [],
  CollectionDeleted: [],
  CardAdded: ['card.phrase'],
  CardUpdated: ['card.phrase'],
  CardMovedOut: [],
  CardMovedIn: ['card.phrase'],
  CardRemoved: [],
  LayoutSaved: [],
};

// Today's shape version of each collection event, with the upcasters from older ones.
export const COLLECTION_EVENT_SCHEMAS: EventSchemas<CollectionEventType> = {
  CollectionCreated: FIRST_VERSION,
  CollectionRenamed: FIRST_VERSION,
  DigestChanged: FIRST_VERSION,
  CollectionDeleted: FIRST_VERSION,
  CardAdded: FIRST_VERSION,
  CardUpdated: FIRST_VERSION,
  CardMovedOut: FIRST_VERSION,
  CardMovedIn: {
    version: 2,
    upcasters: { 1: (data, { time }) => ({ ...data, movedAt: time }) },
  },
  CardRemoved: FIRST_VERSION,
  LayoutSaved: FIRST_VERSION,
};
