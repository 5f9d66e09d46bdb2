import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

// An id the proxy in front already gave the request (X-Request-Id) is kept, so one id follows
// the request through the proxy's log and this instance's; anything else gets a UUID, unique
// across instances (Fastify's own ids count from 1 in every process). Log lines carry it as
// `reqId`, Fastify's default label.
const acceptable = /^[\w.:-]{1,100}$/;

export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (request: { headers: Record<string, string | string[] | undefined> }): string => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
  },
};

/** Every reply names its request id, so a person reporting an error can quote it. */
export function registerRequestIds(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      done();
    });
}
