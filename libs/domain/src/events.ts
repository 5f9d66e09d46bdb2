import type { StreamCategory } from './core/decider';
import type { CollectionEvent } from './collection/collection-events';
import { COLLECTION_PERSONAL_FIELDS } from './collection/collection-events';
import type { ConversationEvent } from './conversation/conversation-events';
import { CONVERSATION_PERSONAL_FIELDS } from './conversation/conversation-events';
import type { CredentialsEvent } from './credentials/credentials-events';
import { CREDENTIALS_PERSONAL_FIELDS } from './credentials/credentials-events';
import type { FeedbackEvent } from './feedback/feedback';
import { FEEDBACK_PERSONAL_FIELDS } from './feedback/feedback';
import type { TenantEvent } from './tenant/tenant-events';
import { TENANT_PERSONAL_FIELDS } from './tenant/tenant-events';

// Every fact Parley records, for the event store, the projections and the upcasters.
export type ParleyEvent =
  TenantEvent | CollectionEvent | CredentialsEvent | FeedbackEvent | ConversationEvent;
export type ParleyEventType = ParleyEvent['type'];

// The data fields the API encrypts with the person's key before appending (crypto-shredding).
// A dotted path reaches into an object (card.phrase); only string values are sealed.
export const PERSONAL_DATA_FIELDS: Record<ParleyEventType, readonly string[]> = {
  ...TENANT_PERSONAL_FIELDS,
  ...COLLECTION_PERSONAL_FIELDS,
  ...CREDENTIALS_PERSONAL_FIELDS,
  ...FEEDBACK_PERSONAL_FIELDS,
  ...CONVERSATION_PERSONAL_FIELDS,
};

// Which stream category each event type is appended to.
export const EVENT_STREAM: Record<ParleyEventType, StreamCategory> = {
  ...mapTo(TENANT_PERSONAL_FIELDS, 'tenant'),
  ...mapTo(COLLECTION_PERSONAL_FIELDS, 'collection'),
  ...mapTo(CREDENTIALS_PERSONAL_FIELDS, 'credentials'),
  ...mapTo(FEEDBACK_PERSONAL_FIELDS, 'feedback'),
  ...mapTo(CONVERSATION_PERSONAL_FIELDS, 'conversation'),
};

function mapTo<K extends string>(
  record: Record<K, unknown>,
  category: StreamCategory,
): Record<K, StreamCategory> {
  return Object.fromEntries(Object.keys(record).map((type) => [type, category])) as Record<
    K,
    StreamCategory
  >;
}

export const PARLEY_EVENT_TYPES = Object.keys(EVENT_STREAM) as ParleyEventType[];

export function isParleyEventType(type: string): type is ParleyEventType {
  return Object.hasOwn(EVENT_STREAM, type);
}
