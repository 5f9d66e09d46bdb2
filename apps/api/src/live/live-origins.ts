import type { IncomingMessage } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { ServerOptions } from 'socket.io';

// Vite's development server (apps/web) proxies /socket.io, and the browser names its own origin.
const VITE_DEV_ORIGIN = 'http://localhost:5173';

function originOf(value: string, name: string): string {
  try {
    const { origin } = new URL(value);
    if (origin !== 'null') return origin;
  } catch {
    // reported below
  }
  throw new Error(`${name} must list origins such as https://parley.example, got "${value}"`);
}

/**
 * The pages allowed to open a live socket: PUBLIC_URL's origin plus LIVE_ALLOWED_ORIGINS
 * (comma-separated; in development the Vite server's origin when the variable is unset).
 */
export function loadLiveOrigins(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  production: boolean,
): string[] {
  const listed = env.LIVE_ALLOWED_ORIGINS?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const extra = listed ?? (production ? [] : [VITE_DEV_ORIGIN]);
  return [
    ...new Set([
      originOf(publicUrl, 'PUBLIC_URL'),
      ...extra.map((e) => originOf(e, 'LIVE_ALLOWED_ORIGINS')),
    ]),
  ];
}

/**
 * A browser always names the page's origin on a WebSocket and on a cross-site request, so a
 * cross-site page (or a sandboxed one, "null") is refused before the handshake even with the
 * person's cookie. A request without Origin is not a cross-site page: a same-origin polling GET,
 * or a client that is not a browser, which still needs the session cookie.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}

/** socket.io as Nest sets it up, with the Origin check on every handshake. */
export class LiveIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly allowed: readonly string[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): unknown {
    const allowRequest: ServerOptions['allowRequest'] = (request: IncomingMessage, callback) =>
      callback(null, originAllowed(request.headers.origin, this.allowed));
    return super.createIOServer(port, { ...options, allowRequest });
  }
}
