import { parse as parseForm } from 'node:querystring';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { registerMessages } from '../i18n/server-messages';
import { ApiError } from './api-error';

export type BodyLimits = {
  /** Largest request body, in bytes (multipart uploads have their own limits). */
  maxBytes: number;
  /** Deepest nesting of arrays and objects in a JSON body. */
  maxDepth: number;
};

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

// 1 MiB is Fastify's own default and far above any card, layout or feedback Parley sends; 64
// levels is ten times the deepest body a client sends (a card inside feedback).
export function loadBodyLimits(env: NodeJS.ProcessEnv): BodyLimits {
  return {
    maxBytes: positive(env.API_BODY_MAX_BYTES, 1024 * 1024, 'API_BODY_MAX_BYTES'),
    maxDepth: positive(env.API_BODY_MAX_DEPTH, 64, 'API_BODY_MAX_DEPTH'),
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

// True when the JSON text nests deeper than `max`: counted on the bytes before parsing, because
// everything after JSON.parse (validation, logging, the event store's JSON) recurses per level and
// a 20,000-deep body would overflow the stack there.
export function nestsDeeperThan(body: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}

// JSON and form bodies on every route: size-capped, and JSON depth-capped before it is parsed.
export function registerBodyLimits(app: NestFastifyApplication, limits: BodyLimits): void {
  const kb = Math.round(limits.maxBytes / 1024);
  // The limits this instance was started with, in place of the catalogue's general wording.
  registerMessages('en', {
    'errors.body_too_large': `The request is larger than the ${kb} KB allowed.`,
    'errors.body_too_deep': `The request nests more than ${limits.maxDepth} levels deep.`,
  });
  registerMessages('tr', {
    'errors.body_too_large': `İstek izin verilen ${kb} KB sınırını aşıyor.`,
    'errors.body_too_deep': `İstek ${limits.maxDepth} düzeyden daha derin iç içe.`,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const json = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>(
    'application/json',
    { bodyLimit: limits.maxBytes },
    (req, body, done) => {
      if (nestsDeeperThan(body, limits.maxDepth)) {
        done(new ApiError(400, 'errors.body_too_deep'), undefined);
        return;
      }
      void json(req, body.toString('utf8'), done);
    },
  );
  // Registering one parser tells Nest not to add its own, so forms (the OAuth token call) too.
  app.useBodyParser(
    'application/x-www-form-urlencoded',
    { bodyLimit: limits.maxBytes },
    (_req, body, done) => done(null, parseForm(body.toString('utf8'))),
  );
}
