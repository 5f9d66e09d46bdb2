import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ParleyMetrics } from './parley-metrics';

/**
 * Times every reply by its route pattern (`/collections/:id`, never the id itself, so the
 * series stay few); requests no route matched count under `unmatched`.
 */
export function registerRequestMetrics(app: NestFastifyApplication): void {
  const metrics = app.get(ParleyMetrics);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
}
