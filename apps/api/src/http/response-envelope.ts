import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { keepOutOfCaches } from './no-store';
import type { ParleyRequest } from './request-context';
import { RouteFlags } from './route-flags';
import { RAW_RESPONSE, setCurrentUserHeader } from './response-envelope.interceptor';

type EnvelopedRequest = ParleyRequest & { envelope?: boolean };

/** Marks requests whose handler answers in the spec §7 envelope (every route not @Raw()). */
@Injectable()
export class EnvelopeGuard implements CanActivate {
  private readonly flags: RouteFlags;

  constructor(reflector: Reflector) {
    this.flags = new RouteFlags(reflector);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    context.switchToHttp().getRequest<EnvelopedRequest>().envelope = !this.flags.has(
      RAW_RESPONSE,
      context,
    );
    return true;
  }
}

/**
 * Spec §7: successful calls answer { data } with a Current-User header. Done in Fastify hooks
 * rather than a Nest interceptor: on Node 20 every interceptor call binds async resources, which
 * halved the API's throughput (`npm run bench -- auth`). Failures are shaped by the exception filter.
 */
export function registerResponseEnvelope(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook(
    'preSerialization',
    (request: EnvelopedRequest, reply, payload: unknown, done) => {
      done(null, request.envelope && reply.statusCode < 400 ? { data: payload ?? null } : payload);
    },
  );
  fastify.addHook('onSend', (request: EnvelopedRequest, reply, payload: unknown, done) => {
    setCurrentUserHeader(request, reply);
    keepOutOfCaches(request, reply);
    // A handler that returns nothing still answers { data: null }.
    if (request.envelope && reply.statusCode < 300 && (payload === undefined || payload === '')) {
      void reply.header('content-type', 'application/json; charset=utf-8');
      done(null, '{"data":null}');
      return;
    }
    done(null, payload);
  });
}
