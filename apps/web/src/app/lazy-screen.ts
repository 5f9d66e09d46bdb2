import { lazy } from 'react';
import type { ComponentType } from 'react';

export const chunkTimeoutMs = 120_000;
const reloadFlag = 'chunk-reload';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Spec §2: a route chunk that fails to load while online (usually a new deployment) reloads the page once.
export function reloadAfterChunkFailure(error: unknown): Promise<never> {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (online && !sessionStorage.getItem(reloadFlag)) {
    sessionStorage.setItem(reloadFlag, '1');
    window.location.reload();
    return new Promise<never>(() => undefined);
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      const component = await withTimeout(load(), chunkTimeoutMs);
      sessionStorage.removeItem(reloadFlag);
      return { default: component };
    } catch (error) {
      return reloadAfterChunkFailure(error);
    }
  });
}
