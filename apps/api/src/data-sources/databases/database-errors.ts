import { ApiError } from '../../http/api-error';

type DriverError = { code?: string; errno?: number; message?: string };

// Driver errors turned into sentences; the driver's own text may echo internals, so it is dropped.
export function databaseError(error: unknown, timeoutMs: number): ApiError {
  if (error instanceof ApiError) return error;
  const e = (error ?? {}) as DriverError;
  const code = String(e.code ?? '');
  const message = String(e.message ?? '');
  if (code === '28P01' || code === '28000' || code === 'ER_ACCESS_DENIED_ERROR' || e.errno === 1045)
    return new ApiError(400, 'datastore.db_auth_failed');
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR' || e.errno === 1049)
    return new ApiError(400, 'datastore.db_not_found');
  // MySQL will not say whether a database it does not let you open exists.
  if (code === 'ER_DBACCESS_DENIED_ERROR' || e.errno === 1044)
    return new ApiError(400, 'datastore.db_access_denied');
  if (
    code === '57014' ||
    e.errno === 1969 ||
    e.errno === 3024 ||
    code === 'PROTOCOL_SEQUENCE_TIMEOUT' ||
    /statement timeout|max_statement_time|max_execution_time/i.test(message)
  ) {
    return new ApiError(400, 'datastore.db_timeout', { seconds: Math.round(timeoutMs / 1000) });
  }
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'ECONNRESET', 'EAI_AGAIN'].includes(
      code,
    ) ||
    /timeout|connect/i.test(message)
  ) {
    return new ApiError(400, 'datastore.db_unreachable');
  }
  if (code === '25006' || e.errno === 1792) return new ApiError(400, 'datastore.db_read_only');
  return new ApiError(400, 'datastore.db_query_failed');
}
