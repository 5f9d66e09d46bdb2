import type { AnswerCard, ConversationResponse } from '../answer-card';
import type { RefreshInterval } from '../catalogue/card-options';
import type { CardVariables, CollectionCard } from '../collection/collection-card';
import type { LayoutEntry } from '../rules/layout-rules';
import type { Digest } from '../rules/plan-limits';
import type { TenantReadModel } from './tenant-read-model';

// Spec §3 collection question, as the read model serves it.
export type CollectionQuestion = CollectionCard & {
  question_id?: string;
  date_range?: string;
  queryTimestamp?: string;
};

export type CollectionView = {
  id: string;
  name: string;
  digest: Digest;
  project_id?: string;
  questions: CollectionQuestion[];
  layout: LayoutEntry[];
  // The revision of the collection's stream this view shows; a layout save names it so a save
  // decided on an older view is refused (409) instead of overwriting what it never saw.
  version?: number;
};

export type CollectionSummary = {
  id: string;
  name: string;
  digest: Digest;
  questions: Pick<CollectionCard, 'id' | 'phrase' | 'type' | 'datasource_id' | 'account_id'>[];
};

type CardSource = { type: string; datasource_id: string; account_id: string };

export type CollectionQueryRequest = CardSource & { collection_id: string; id: string };

// One card of a collection: its answer, or why it has none (select_account asks for an account).
export type CollectionCardResponse = {
  id: string;
  question: CollectionQuestion;
  card?: AnswerCard;
  error?: boolean;
  message?: string;
  select_account?: boolean;
};

export type PreviewRequest = CardSource & {
  phrase: string;
  date_range?: string;
  histogram?: string;
  variables?: CardVariables;
};
export type PreviewResponse = { variables: CardVariables; responses: ConversationResponse[] };

export type GetCollectionQuery = { collection: string };
// error: true sends the web app back to /collections.
export type GetCollectionResponse = {
  collection?: CollectionView;
  responses: CollectionCardResponse[];
  error?: boolean;
  message?: string;
};

export type CreateCollectionRequest = { name: string; digest: Digest };
export type CreateCollectionResponse = { tenant: TenantReadModel; collection: CollectionView };

export type UpdateCollectionRequest = {
  collection_id: string;
  name?: string;
  digest?: Digest;
  layout?: LayoutEntry[];
  // Optional: the `version` of the view the layout was arranged on (older clients leave it out).
  version?: number;
};
export type DeleteCollectionRequest = { collection_id: string };

// 409 when the same question on the same source is already in the target collection.
export type MoveCardRequest = { collection_id: string; new_collection_id: string; id: string };

export type AddCardRequest = CardSource & {
  phrase: string;
  collection_id: string;
  interval: RefreshInterval;
  variables: CardVariables;
};
export type AddCardResponse = { tenant: TenantReadModel; id: string };
export type UpdateCardRequest = AddCardRequest & { id: string };
export type DeleteCardRequest = { collection_id: string; id: string };

// Pushed on the live socket ('collection') to every other open tab of the tenant when a
// collection command completes, so they refresh what it changed.
export type CollectionChangeKind =
  | 'collection_created'
  | 'collection_updated'
  | 'collection_deleted'
  | 'card_added'
  | 'card_updated'
  | 'card_moved'
  | 'card_removed'
  | 'layout_saved';
export type CollectionChange = {
  collectionId: string;
  kind: CollectionChangeKind;
  cardId?: string;
  toCollectionId?: string;
};
