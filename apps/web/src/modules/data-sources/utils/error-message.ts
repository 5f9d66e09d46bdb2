import { isApiError } from '../../../lib/api/api-error';

// Spec §8: a message the server sent is preferred; otherwise the screen's own key.
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message && error.kind !== 'network' && error.kind !== 'server'
    ? error.message
    : fallback;
}
