import { isApiError } from '../../../lib/api/api-error';

// Spec §8: where the server sends a message it is preferred; otherwise the screen's own key.
export function errorMessage(error: unknown, fallback: string): string {
  if (
    isApiError(error) &&
    error.kind !== 'network' &&
    error.kind !== 'server' &&
    error.message &&
    error.message !== 'UNKNOWN_DATA'
  )
    return error.message;
  return fallback;
}

export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.kind === 'conflict';
}
