import type { Digest } from '../rules/plan-limits';
import { dropDeletedCards } from '../rules/layout-rules';
import type { LayoutEntry } from '../rules/layout-rules';
import type { CollectionCard } from './collection-card';
import type { CollectionEvent } from './collection-events';

export type ActiveCollection = {
  status: 'active';
  collectionId: string;
  tenantId: string;
  name: string;
  digest: Digest;
  cards: CollectionCard[];
  layout: LayoutEntry[];
};

export type CollectionState = { status: 'none' } | ActiveCollection | { status: 'deleted' };

export const initialCollectionState: CollectionState = { status: 'none' };

// Removing a card also forgets where it sat on the grid.
function withoutCard(state: ActiveCollection, cardId: string): ActiveCollection {
  const cards = state.cards.filter((card) => card.id !== cardId);
  return {
    ...state,
    cards,
    layout: dropDeletedCards(
      state.layout,
      cards.map((card) => card.id),
    ),
  };
}

export function evolveCollection(state: CollectionState, event: CollectionEvent): CollectionState {
  if (event.type === 'CollectionCreated') {
    const { collectionId, tenantId, name, digest } = event.data;
    return { status: 'active', collectionId, tenantId, name, digest, cards: [], layout: [] };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'CollectionRenamed':
      return { ...state, name: event.data.name };
    case 'DigestChanged':
      return { ...state, digest: event.data.digest };
    case 'CollectionDeleted':
      return { status: 'deleted' };
    case 'CardAdded':
    case 'CardMovedIn':
      return { ...state, cards: [...state.cards, event.data.card] };
    case 'CardUpdated':
      return {
        ...state,
        cards: state.cards.map((card) => (card.id === event.data.card.id ? event.data.card : card)),
      };
    case 'CardMovedOut':
    case 'CardRemoved':
      return withoutCard(state, event.data.cardId);
    case 'LayoutSaved':
      return { ...state, layout: event.data.layout };
    default: {
      const _exhaustive: never = event;
      // An event type this version does not know (e.g. written by a newer one) changes nothing.
      return state;
    }
  }
}
