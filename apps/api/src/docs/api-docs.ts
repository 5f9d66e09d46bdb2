import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { buildOpenApiDocument } from './openapi-document';

export const DOCS_PREFIX = '/docs';

/**
 * The API reference at /docs: Swagger UI (@fastify/swagger-ui) over the OpenAPI document built
 * from the controllers and their zod schemas; the document itself at /docs/json and /docs/yaml.
 *
 * Swagger UI runs under the app's Content-Security-Policy unchanged: its page loads only its own
 * script files from /docs/static (no inline script, no eval) and fetches the document from the same
 * origin; the schema validator badge, the one thing it would load from elsewhere, is off by default.
 */
export async function registerApiDocs(app: NestFastifyApplication): Promise<void> {
  // Scanning every controller takes a fair part of a second: built at the first visit, not at
  // every start of the API (and of every test that starts one).
  let built: OpenAPIObject | undefined;
  const document = () => (built ??= buildOpenApiDocument(app));
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(async (docs) => {
    // @fastify/swagger-ui reads its document from @fastify/swagger; this placeholder is replaced
    // by the built document in every reply (transformSpecification).
    await docs.register(fastifySwagger, {
      mode: 'static',
      specification: {
        document: { openapi: '3.1.0', info: { title: '', version: '' }, paths: {} },
      },
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      transformSpecification: () => document(),
      transformSpecificationClone: false,
      uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
    });
  });
}
