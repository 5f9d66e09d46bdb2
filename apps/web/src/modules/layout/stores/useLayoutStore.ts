import { createStore } from '../../../lib/store/create-store';
import { readString, writeString } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';

type LayoutState = {
  navOpen: boolean;
  helpOpen: boolean;
  menuOpen: boolean;
  toggleNav: () => void;
  setHelpOpen: (open: boolean) => void;
  setMenuOpen: (open: boolean) => void;
};

export const useLayoutStore = createStore<LayoutState>((set, get) => ({
  navOpen: readString(storageKeys.navOpen) !== 'false',
  helpOpen: false,
  menuOpen: false,
  toggleNav: () => {
    const navOpen = !get().navOpen;
    writeString(storageKeys.navOpen, String(navOpen));
    set({ navOpen });
  },
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));
