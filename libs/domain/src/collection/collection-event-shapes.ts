import { z } from 'zod';
import { isRefreshInterval } from '../catalogue/card-options';
import type { RefreshInterval } from '../catalogue/card-options';
import type { CurrentShapes, EventShapes } from '../core/event-shape';
import { DIGESTS } from '../rules/plan-limits';
import type { CardVariables } from './collection-card';
import type { CollectionEvent, CollectionEventType } from './collection-events';
import type { CollectionIndexEvent, CollectionIndexEventType } from './collection-index';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A card as normaliseCard writes it; account, interval and variables default as it fills them.
const card = z.looseObject({
  id: z.string(),
  phrase: z.string(),
  type: z.string(),
  datasource_id: z.string(),
  account_id: z.string().default(''),
  interval: z.custom<RefreshInterval>(isRefreshInterval).default(0),
  variables: z.custom<CardVariables>(isPlainObject).default({}),
});

const layoutEntry = z.looseObject({
  i: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  c: z.string().optional(),
});

const digest = z.enum(DIGESTS);

const current = {
  CollectionCreated: z.looseObject({
    collectionId: z.string(),
    tenantId: z.string(),
    name: z.string(),
    digest,
    createdAt: z.string(),
  }),
  CollectionRenamed: z.looseObject({ name: z.string() }),
  DigestChanged: z.looseObject({ digest }),
  CollectionDeleted: z.looseObject({ deletedAt: z.string() }),
  CardAdded: z.looseObject({ card, addedAt: z.string() }),
  CardUpdated: z.looseObject({ card }),
  CardMovedOut: z.looseObject({ cardId: z.string(), toCollectionId: z.string() }),
  CardMovedIn: z.looseObject({ card, fromCollectionId: z.string(), movedAt: z.string() }),
  CardRemoved: z.looseObject({ cardId: z.string() }),
  LayoutSaved: z.looseObject({ layout: z.array(layoutEntry) }),
} satisfies CurrentShapes<CollectionEvent>;

export const COLLECTION_EVENT_SHAPES: EventShapes<CollectionEventType> = {
  CollectionCreated: { 1: current.CollectionCreated },
  CollectionRenamed: { 1: current.CollectionRenamed },
  DigestChanged: { 1: current.DigestChanged },
  CollectionDeleted: { 1: current.CollectionDeleted },
  CardAdded: { 1: current.CardAdded },
  CardUpdated: { 1: current.CardUpdated },
  CardMovedOut: { 1: current.CardMovedOut },
  // v1 left the arrival time to the event's time.
  CardMovedIn: {
    1: z.looseObject({ card, fromCollectionId: z.string() }),
    2: current.CardMovedIn,
  },
  CardRemoved: { 1: current.CardRemoved },
  LayoutSaved: { 1: current.LayoutSaved },
};

const indexShapes = {
  CollectionIndexStarted: z.looseObject({ collectionIds: z.array(z.string()) }),
  CollectionListed: z.looseObject({ collectionId: z.string() }),
  CollectionUnlisted: z.looseObject({ collectionId: z.string() }),
} satisfies CurrentShapes<CollectionIndexEvent>;

export const COLLECTION_INDEX_EVENT_SHAPES: EventShapes<CollectionIndexEventType> = {
  CollectionIndexStarted: { 1: indexShapes.CollectionIndexStarted },
  CollectionListed: { 1: indexShapes.CollectionListed },
  CollectionUnlisted: { 1: indexShapes.CollectionUnlisted },
};
