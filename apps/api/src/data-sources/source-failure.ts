import { Ga4ApiError, SourceError } from '@parley/analytics';
import { ApiError } from '../http/api-error';

// Inside a question, a source's readable failure travels through the engine as a SourceError
// (message key only: the card text has no place for parameters); anything else stays generic.
export function sourceFailure(error: unknown): unknown {
  if (error instanceof ApiError)
    return new SourceError(
      error.messageKey === 'datastore.db_timeout'
        ? 'datastore.db_timeout_question'
        : error.messageKey,
    );
  if (error instanceof Ga4ApiError && (error.status === 401 || error.status === 403))
    return new SourceError('datastore.reconnect_required');
  return error;
}
