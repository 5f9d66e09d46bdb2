import { ApiError } from './api-error';
import type { ApiErrorKind } from './api-error';

type Body = Record<string, unknown> | null;

function asRecord(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Where a server message can sit in the spec §7 envelope: {data: "..."}, {data: {message}}, or {message}.
export function serverMessage(body: unknown): string | undefined {
  const record = asRecord(body);
  if (!record) return textOf(body);
  const data = record['data'];
  return (
    textOf(data) ??
    textOf(asRecord(data)?.['message']) ??
    textOf(record['message']) ??
    textOf(record['error'])
  );
}

const kindByStatus: Record<number, ApiErrorKind> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
};

// Spec §7: 200 → {data}; 400/401/403 → {data} with a message; 500 → {error, message}; anything else is UNKNOWN_DATA.
export function unwrapEnvelope<T>(status: number, body: unknown): T {
  if (status >= 200 && status < 300) {
    const record = asRecord(body);
    return (record && 'data' in record ? record['data'] : body) as T;
  }
  if (status >= 500)
    throw new ApiError('server', status, serverMessage(body) ?? 'UNKNOWN_DATA', body);
  const kind = kindByStatus[status] ?? 'unknown';
  throw new ApiError(
    kind,
    status,
    serverMessage(body) ?? 'UNKNOWN_DATA',
    asRecord(body)?.['data'] ?? body,
  );
}
