import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { PICTURE_MAX_BYTES } from '../tenant/picture-store';
import { clientAddress } from './client-address';

/**
 * Fastify plugins auth relies on; registered before Nest adds its routes, because the rate
 * limiter attaches itself to routes as they are declared (see `rateLimited()` on the sign-in calls).
 */
export async function registerAuthPlugins(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyCookie);
  // A little over the photo limit, so an oversized photo gets our message instead of a bare 413.
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: PICTURE_MAX_BYTES + 1, files: 1, fields: 10 },
  });
  // With several API instances the counts must be shared, or each instance allows the limit anew.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit()));
  await fastify.register(fastifyRateLimit, {
    global: false,
    max: config.auth.rateLimit.max,
    timeWindow: config.auth.rateLimit.windowMs,
    keyGenerator: clientAddress,
    ...(redis ? { redis, nameSpace: 'parley-rate-limit-' } : {}),
    // Thrown before Nest routes the request; the API's exception filter still words it.
    errorResponseBuilder: () => new ApiError(429, 'errors.rate_limited'),
  });
}
