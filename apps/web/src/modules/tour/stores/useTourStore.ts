import { createStore } from '../../../lib/store/create-store';

type TourState = {
  // The step shown, or null when no tour runs.
  step: number | null;
  start: () => void;
  go: (step: number) => void;
  end: () => void;
};

export const useTourStore = createStore<TourState>((set) => ({
  step: null,
  start: () => set({ step: 0 }),
  go: (step) => set({ step }),
  end: () => set({ step: null }),
}));
