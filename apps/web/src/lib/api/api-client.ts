import { CURRENT_USER_HEADER, XSRF_HEADER } from '@parley/domain';
import { readString } from '../storage/local-storage';
import { storageKeys } from '../storage/storage-keys';
import { ApiError } from './api-error';
import { unwrapEnvelope } from './envelope';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type UnauthorizedHandler = () => void;
type CurrentUserHandler = (email: string) => void;

let onUnauthorized: UnauthorizedHandler = () => undefined;
let onCurrentUser: CurrentUserHandler = () => undefined;

// Spec §7: replies name the signed-in user in a Current-User header; the auth module compares it with its own.
export function setCurrentUserHandler(handler: CurrentUserHandler): void {
  onCurrentUser = handler;
}

function noteCurrentUser(response: Response): void {
  const email = response.headers.get(CURRENT_USER_HEADER);
  if (email) onCurrentUser(email);
}

// The auth module registers its logout here, so any 401 anywhere logs the user out (spec §4).
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// The anti-forgery token on every call (spec §7); the interface language so server messages come translated.
function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readString(storageKeys.xsrfToken);
  if (token) headers[XSRF_HEADER] = token;
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  return headers;
}

// One key per user action: getRandomValues works outside secure contexts too (plain http on a LAN).
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// A change whose reply was lost (the connection dropped) is sent once more with the same
// Idempotency-Key: the API applies it once and answers the first reply again.
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers = baseHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const changes = method !== 'GET';
  if (changes) headers['Idempotency-Key'] = newIdempotencyKey();
  // Signed-out calls (sign-in, register, links) are not kept by key on the server: never resent.
  const resend = changes && !path.startsWith('/auth/');
  const send = () =>
    fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      if (!resend) throw error;
      return send();
    });
  } catch (error) {
    throw new ApiError('network', 0, error instanceof Error ? error.message : 'network', error);
  }
  const payload = await readBody(response);
  noteCurrentUser(response);
  if (response.status === 401) onUnauthorized();
  return unwrapEnvelope<T>(response.status, payload);
}

// Multipart upload (profile photo); same headers and envelope as every other call.
export async function apiUpload<T>(
  path: string,
  field: string,
  file: Blob,
  fileName: string,
): Promise<T> {
  const body = new FormData();
  body.append(field, file, fileName);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { ...baseHeaders(), 'Idempotency-Key': newIdempotencyKey() },
      credentials: 'include',
      body,
    });
  } catch (error) {
    throw new ApiError('network', 0, error instanceof Error ? error.message : 'network', error);
  }
  const payload = await readBody(response);
  if (response.status === 401) onUnauthorized();
  return unwrapEnvelope<T>(response.status, payload);
}

export async function fetchText(path: string): Promise<string | null> {
  try {
    const response = await fetch(path, { credentials: 'include' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};
