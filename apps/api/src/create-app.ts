import 'reflect-metadata';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';

// Builds the whole API; main.ts listens, tests call this with their own config.
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  mkdirSync(config.dataDir, { recursive: true });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({ trustProxy: true }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await serveWeb(app, config);
  return app;
}

async function serveWeb(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const indexFile = join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile);
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(fastifyStatic, { root: config.webDist, wildcard: false });
  // Client-side routes (/login, /collections, ...) all load the single-page app.
  fastify.setNotFoundHandler((request, reply) => {
    const apiLike = /^\/(api|auth|features|health|dev|help|socket\.io)\b/.test(request.url);
    if (request.method === 'GET' && !apiLike) return reply.type('text/html; charset=utf-8').send(indexHtml);
    return reply.code(404).send({ error: 'not_found', message: 'Not found' });
  });
}
