// The one module that may import zustand (eslint no-restricted-imports): stores elsewhere use createStore.
import { create } from 'zustand';
import type { StateCreator, StoreApi, UseBoundStore } from 'zustand';

export type Store<T> = UseBoundStore<StoreApi<T>>;

export function createStore<T>(initializer: StateCreator<T>): Store<T> {
  return create<T>()(initializer);
}

export { useShallow } from 'zustand/react/shallow';
