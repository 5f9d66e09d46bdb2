import type { CollectionSummary } from '@parley/domain';
import { createStore } from '../../../lib/store/create-store';
import { collectionsApi } from '../utils/collections-api';
import type { CollectionsOverview } from '../utils/collections-api';

type CollectionsState = {
  overview: CollectionsOverview | null;
  loading: boolean;
  failed: boolean;
  load: () => Promise<CollectionSummary[]>;
};

// The tenant's collections with per-source counts, favourites and stats; every screen that changes
// a collection reloads it, and so does a change pushed from another tab.
export const useCollectionsStore = createStore<CollectionsState>((set) => ({
  overview: null,
  loading: false,
  failed: false,
  load: async () => {
    set({ loading: true });
    try {
      const overview = await collectionsApi.overview();
      set({ overview, loading: false, failed: false });
      return overview.collections;
    } catch {
      set({ loading: false, failed: true });
      return [];
    }
  },
}));
