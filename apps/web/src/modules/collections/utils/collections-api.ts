import { API_ROUTES } from '@parley/domain';
import type {
  AddCardRequest,
  AddCardResponse,
  CollectionCardResponse,
  CollectionSummary,
  CollectionView,
  CreateCollectionRequest,
  CreateCollectionResponse,
  Digest,
  GetCollectionResponse,
  LayoutEntry,
  PreviewRequest,
  PreviewResponse,
  UpdateCardRequest,
} from '@parley/domain';
import { api } from '../../../lib/api/api-client';
import { noteOwnChange } from './own-changes';
import type { Tenant } from '../../auth/types/auth';

const r = API_ROUTES.collections;

export type CollectionsOverview = {
  collections: CollectionSummary[];
  favourites: { phrase: string; count: number }[];
  stats: { collections: number; cards: number; credentials: number };
};

export const collectionsApi = {
  overview: () => api.get<CollectionsOverview>('/api/v1/collections'),
  // Runs every card (spec §7); `shape` only reads names, questions and layout.
  get: (id: string) =>
    api.get<GetCollectionResponse>(`${r.get}?collection=${encodeURIComponent(id)}`),
  shape: (id: string) =>
    api.get<GetCollectionResponse>(`${r.get}?collection=${encodeURIComponent(id)}&run=none`),
  runCard: (
    collectionId: string,
    card: { id: string; type: string; datasource_id: string; account_id?: string },
  ) =>
    api.post<CollectionCardResponse>(r.query, {
      collection_id: collectionId,
      id: card.id,
      type: card.type,
      datasource_id: card.datasource_id,
      account_id: card.account_id ?? '',
    }),
  preview: (body: PreviewRequest) => api.post<PreviewResponse>(r.preview, body),
  create: (body: CreateCollectionRequest) => api.post<CreateCollectionResponse>(r.create, body),
  update: (
    collectionId: string,
    // `version`: the collection version a layout was arranged on (see utils/layout-save).
    changes: { name?: string; digest?: Digest; layout?: LayoutEntry[]; version?: number },
  ) => {
    const onlyLayout =
      changes.layout !== undefined && changes.name === undefined && changes.digest === undefined;
    noteOwnChange(onlyLayout ? 'layout_saved' : 'collection_updated', collectionId);
    return api.put<CollectionView>(r.update, { collection_id: collectionId, ...changes });
  },
  remove: (collectionId: string) =>
    api.delete<{ tenant: Tenant }>(r.delete, { collection_id: collectionId }),
  addCard: (body: AddCardRequest) => api.post<AddCardResponse>(r.addCard, body),
  updateCard: (body: UpdateCardRequest) => {
    noteOwnChange('card_updated', body.collection_id, body.id);
    return api.put<AddCardResponse>(r.updateCard, body);
  },
  removeCard: (collectionId: string, id: string) => {
    noteOwnChange('card_removed', collectionId, id);
    return api.delete<{ tenant: Tenant; id: string }>(r.deleteCard, {
      collection_id: collectionId,
      id,
    });
  },
  moveCard: (collectionId: string, newCollectionId: string, id: string) =>
    api.post<{ tenant: Tenant }>(r.moveCard, {
      collection_id: collectionId,
      new_collection_id: newCollectionId,
      id,
    }),
  suggestions: (type: string, modelId: string) =>
    api.get<string[]>(
      `${API_ROUTES.conversation.suggestions}?type=${encodeURIComponent(type)}&model_id=${encodeURIComponent(modelId)}`,
    ),
};
