import type { LoggerOptions } from 'pino';

// Query parameters that carry a credential or a person: link tokens, OAuth codes and states,
// an e-mail address (the reset page's link).
const SECRET_PARAMS = new Set([
  'email',
  'login_hint',
  'id_token_hint',
  'token',
  'code',
  'state',
  'xsrftoken',
  'code_verifier',
  'access_token',
  'refresh_token',
]);

/** The request URL as it may be logged: the values of credential parameters are replaced. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (!SECRET_PARAMS.has(key.toLowerCase())) continue;
    params.set(key, '[Redacted]');
    changed = true;
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

type LoggedRequest = { method: string; url: string; id?: string; ip?: string };

/**
 * One pino configuration for the two loggers: Fastify's own request logger (one line per request,
 * with its id) and the root logger behind Nest's Logger. Headers are never logged; the URL is, with
 * credential parameters redacted, so neither a session nor a mailed link reaches a log line.
 */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: loggableUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
