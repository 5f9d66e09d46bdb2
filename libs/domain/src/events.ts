import type { StreamCategory } from './core/decider';
import { FIRST_VERSION, upcastWith } from './core/event-schema';
import type { EventSchema, VersionedEvent } from './core/event-schema';
import type { CollectionEvent } from './collection/collection-events';
import {
  COLLECTION_EVENT_SCHEMAS,
  COLLECTION_PERSONAL_FIELDS,
} from './collection/collection-events';
import type { CollectionIndexEvent } from './collection/collection-index';
import {
  COLLECTION_INDEX_EVENT_SCHEMAS,
  COLLECTION_INDEX_PERSONAL_FIELDS,
} from './collection/collection-index';
import type { ConversationEvent } from './conversation/conversation-events';
import {
  CONVERSATION_EVENT_SCHEMAS,
  CONVERSATION_PERSONAL_FIELDS,
} from './conversation/conversation-events';
import type { CredentialsEvent } from './credentials/credentials-events';
import type { DeliveryEvent } from './delivery/delivery-events';
import { DELIVERY_EVENT_SCHEMAS, DELIVERY_PERSONAL_FIELDS } from './delivery/delivery-events';
import { CREDENTIALS_PERSONAL_FIELDS } from './credentials/credentials-events';
import type { FeedbackEvent } from './feedback/feedback';
import { FEEDBACK_PERSONAL_FIELDS } from './feedback/feedback';
import type { TenantEvent } from './tenant/tenant-events';
import { TENANT_PERSONAL_FIELDS } from './tenant/tenant-events';

// Every fact Parley records, for the event store, the projections and the upcasters.
export type ParleyEvent =
  | TenantEvent
  | CollectionEvent
  | CollectionIndexEvent
  | CredentialsEvent
  | FeedbackEvent
  | ConversationEvent
  | DeliveryEvent;
export type ParleyEventType = ParleyEvent['type'];

// The data fields the API encrypts with the person's key before appending (crypto-shredding).
// A dotted path reaches into an object (card.phrase); only string values are sealed.
export const PERSONAL_DATA_FIELDS: Record<ParleyEventType, readonly string[]> = {
  ...TENANT_PERSONAL_FIELDS,
  ...COLLECTION_PERSONAL_FIELDS,
  ...COLLECTION_INDEX_PERSONAL_FIELDS,
  ...CREDENTIALS_PERSONAL_FIELDS,
  ...FEEDBACK_PERSONAL_FIELDS,
  ...CONVERSATION_PERSONAL_FIELDS,
  ...DELIVERY_PERSONAL_FIELDS,
};

// Which stream category each event type is appended to.
export const EVENT_STREAM: Record<ParleyEventType, StreamCategory> = {
  ...mapTo(TENANT_PERSONAL_FIELDS, 'tenant'),
  ...mapTo(COLLECTION_PERSONAL_FIELDS, 'collection'),
  ...mapTo(COLLECTION_INDEX_PERSONAL_FIELDS, 'collectionIndex'),
  ...mapTo(CREDENTIALS_PERSONAL_FIELDS, 'credentials'),
  ...mapTo(FEEDBACK_PERSONAL_FIELDS, 'feedback'),
  ...mapTo(CONVERSATION_PERSONAL_FIELDS, 'conversation'),
  ...mapTo(DELIVERY_PERSONAL_FIELDS, 'delivery'),
  DigestSettingsChanged: 'digestSettings',
};

// Today's shape version of every event type; the upcasters live beside each aggregate's events.
export const EVENT_SCHEMAS: Readonly<Record<ParleyEventType, EventSchema>> = Object.freeze({
  ...mapTo(TENANT_PERSONAL_FIELDS, FIRST_VERSION),
  ...mapTo(CREDENTIALS_PERSONAL_FIELDS, FIRST_VERSION),
  ...mapTo(FEEDBACK_PERSONAL_FIELDS, FIRST_VERSION),
  ...COLLECTION_EVENT_SCHEMAS,
  ...COLLECTION_INDEX_EVENT_SCHEMAS,
  ...CONVERSATION_EVENT_SCHEMAS,
  ...DELIVERY_EVENT_SCHEMAS,
});

// The version an event of this type is written in today.
export function eventVersion(type: string): number {
  return isParleyEventType(type) ? EVENT_SCHEMAS[type].version : 1;
}

// An event as it was stored, in today's shape: every reader goes through this.
export function upcastEvent(event: VersionedEvent): {
  type: string;
  data: Record<string, unknown>;
} {
  return upcastWith(EVENT_SCHEMAS, event);
}

function mapTo<K extends string, V>(record: Record<K, unknown>, value: V): Record<K, V> {
  return Object.fromEntries(Object.keys(record).map((type) => [type, value])) as Record<K, V>;
}

export const PARLEY_EVENT_TYPES = Object.keys(EVENT_STREAM) as ParleyEventType[];

export function isParleyEventType(type: string): type is ParleyEventType {
  return Object.hasOwn(EVENT_STREAM, type);
}
