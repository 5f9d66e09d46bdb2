import { createStore } from '../../../lib/store/create-store';
import type { CatalogueEntry, CredentialsMap, SourceChoice } from '../types/data-sources';
import { dataSourcesApi } from '../utils/data-sources-api';

type DataSourcesState = {
  catalogue: CatalogueEntry[];
  credentials: CredentialsMap;
  defaultSource: SourceChoice | null;
  loading: boolean;
  load: () => Promise<void>;
  setCredentials: (credentials: CredentialsMap) => void;
  setDefault: (choice: SourceChoice | null) => void;
};

export const useDataSourcesStore = createStore<DataSourcesState>((set) => ({
  catalogue: [],
  credentials: {},
  defaultSource: null,
  loading: false,
  load: async () => {
    set({ loading: true });
    try {
      const [catalogue, { credentials, default: defaultSource }] = await Promise.all([
        dataSourcesApi.catalogue(),
        dataSourcesApi.credentials(),
      ]);
      set({ catalogue, credentials, defaultSource });
    } finally {
      set({ loading: false });
    }
  },
  setCredentials: (credentials) => set({ credentials }),
  setDefault: (defaultSource) => set({ defaultSource }),
}));
