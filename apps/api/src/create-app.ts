import 'reflect-metadata';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { registerApiDocs } from './docs/api-docs';
import { registerAuthPlugins } from './auth/auth-plugins';
import { trustProxies } from './auth/client-address';
import { registerBodyLimits } from './http/body-limits';
import { HttpExceptionFilter } from './http/http-exception.filter';
import { registerResponseEnvelope } from './http/response-envelope';
import { registerSecurityHeaders } from './http/security-headers';
import { LiveIoAdapter } from './live/live-origins';
import { logOptions } from './logging/log-options';
import { registerRequestIds, requestIdOptions } from './logging/request-ids';
import { registerRequestMetrics } from './metrics/request-metrics';
import type { AppConfig } from './config/app-config';

// Builds the whole API; main.ts listens, tests call this with their own config.
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.sharedDir, { recursive: true });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      trustProxy: trustProxies(config.trustedProxies),
      logger: logOptions(config.logLevel),
      ...requestIdOptions,
    }),
    // A failed start (DATA_DIR owned by another process, a store unreachable) is thrown to the
    // caller, which says why and exits, instead of Nest exiting from inside.
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new LiveIoAdapter(app, config.liveOrigins));
  registerRequestIds(app);
  registerRequestMetrics(app);
  registerBodyLimits(app, config.body);
  await registerSecurityHeaders(app, config);
  await registerAuthPlugins(app, config);
  registerResponseEnvelope(app);
  await registerApiDocs(app);
  const spaIndex = await serveWeb(app, config);
  app.useGlobalFilters(new HttpExceptionFilter(spaIndex));
  return app;
}

async function serveWeb(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<Buffer | undefined> {
  const indexFile = join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  await app.getHttpAdapter().getInstance().register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    index: false,
  });
  return readFileSync(indexFile);
}
