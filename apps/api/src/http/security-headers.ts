import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';

// Chart images behind a signed URL are fetched by mail clients and Teams from other origins.
const EMBEDDABLE_PREFIXES = ['/api/v1/card-image/'];

/**
 * Security headers on every reply (ARCHITECTURE.md security rules): a Content-Security-Policy
 * that lets the built web app run and nothing else (no inline script; the ALTCHA widget's worker
 * comes from a blob: URL), no framing by any site, nosniff, no full URL in the Referer, and HSTS
 * in production only (a local http://localhost must not be pinned to https). Registered before
 * every route, so the API's JSON, the SPA and the OAuth server's pages all carry them.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // ALTCHA solves its challenge in a Web Worker made from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        // The ALTCHA widget adds <style> elements (refused without this, seen in Chromium); styles run no script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Exported PNG/PDF and cropped photos are data: and blob: URLs made in the page.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The API and socket.io on the same origin (ws: of the same host is 'self' in CSP 3).
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The Google sign-in and the assistants' account linking are plain redirects, no popups.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  fastify.addHook('onRequest', (request, reply, next) => {
    if (EMBEDDABLE_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
      reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
}
