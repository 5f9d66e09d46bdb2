import { createStore } from '../../../lib/store/create-store';
import { toastDurationMs, truncateToastMessage } from '../utils/toast-text';
import type { Toast, ToastType } from '../types/toast';

type ToastState = {
  toasts: Toast[];
  show: (type: ToastType, message: string, title?: string) => void;
  dismiss: (key: string) => void;
};

let counter = 0;

export const useToastStore = createStore<ToastState>((set, get) => ({
  toasts: [],
  show: (type, message, title) => {
    counter += 1;
    const key = `toast-${counter}`;
    set({
      toasts: [
        ...get().toasts,
        { key, type, message: truncateToastMessage(message), ...(title ? { title } : {}) },
      ],
    });
    setTimeout(() => get().dismiss(key), toastDurationMs);
  },
  dismiss: (key) => set({ toasts: get().toasts.filter((t) => t.key !== key) }),
}));

const flashKey = 'flashToast';

// For code outside components (API failures, bootstrap): the same store, without a hook.
export const toast = {
  success: (message: string, title?: string) =>
    useToastStore.getState().show('success', message, title),
  error: (message: string, title?: string) =>
    useToastStore.getState().show('error', message, title),
  info: (message: string, title?: string) =>
    useToastStore.getState().show('default', message, title),
  // A toast that survives the page reload that follows it (profile save reloads with the new language).
  flash: (type: ToastType, message: string) =>
    sessionStorage.setItem(flashKey, JSON.stringify({ type, message })),
};

export function showFlashToast(): void {
  const raw = sessionStorage.getItem(flashKey);
  if (!raw) return;
  sessionStorage.removeItem(flashKey);
  try {
    const { type, message } = JSON.parse(raw) as { type: ToastType; message: string };
    useToastStore.getState().show(type, message);
  } catch {
    // a broken flash is dropped
  }
}
