import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable } from 'rxjs';
import { ApiError } from '../../http/api-error';
import type { ParleyRequest } from '../../http/request-context';
import { IdempotentReplies } from './idempotent-replies';
import { withRequestIds } from './request-ids';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Printable ASCII without spaces, as clients send UUIDs or similar tokens.
const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * A state-changing call of a signed-in person that carries an `Idempotency-Key`: the first reply
 * is kept per tenant and key and answered again to a retry, which runs nothing; while the first
 * is still running, the retry waits for it. Ids minted inside follow from the key, so even a
 * retry whose first reply was never kept (a crash) appends nothing new.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly replies: IdempotentReplies) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<ParleyRequest>();
    const header = request.headers['idempotency-key'];
    const tenantId = request.user?.tenantId;
    // Sign-in and other anonymous calls answer with cookies a kept body cannot replay.
    if (!STATE_CHANGING.has(request.method) || header === undefined || !tenantId)
      return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (!VALID_KEY.test(key)) throw new ApiError(400, 'errors.idempotency_key_invalid');
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const fingerprint = fingerprintOf(request);
    const scope = `${tenantId}:${key}`;
    return new Observable((subscriber) => {
      const run = async () => {
        await this.running.get(scope);
        const kept = await this.replies.find(tenantId, key);
        if (kept) {
          if (kept.fingerprint !== fingerprint)
            throw new ApiError(422, 'errors.idempotency_key_reused');
          return kept.body;
        }
        const body = await withRequestIds(scope, () => handled(next));
        // A handler that wrote the reply itself (a redirect, a file) has nothing to keep.
        if (!reply.sent) await this.replies.keep(tenantId, key, fingerprint, body ?? null);
        return body;
      };
      const done = run();
      const settled = done.then(
        () => undefined,
        () => undefined,
      );
      this.running.set(scope, settled);
      void settled.then(() => {
        if (this.running.get(scope) === settled) this.running.delete(scope);
      });
      done.then(
        (body) => {
          subscriber.next(body);
          subscriber.complete();
        },
        (error: unknown) => subscriber.error(error),
      );
    });
  }
}

function handled(next: CallHandler<unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let last: unknown;
    next.handle().subscribe({
      next: (value: unknown) => {
        last = value;
      },
      error: reject,
      complete: () => resolve(last),
    });
  });
}

// Fields of a body that say when the client sent it, not what it asks: a redelivery by a
// platform or a retry after a lost reply carries a new one (`created`, the client's clock when it
// sent a question) for the same action.
const VOLATILE_FIELDS = new Set(['created']);

function fingerprintOf(request: ParleyRequest): string {
  const route = request.routeOptions?.url ?? request.url.split('?')[0];
  const body: unknown = request.body ?? null;
  const action =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([field]) => !VOLATILE_FIELDS.has(field)))
      : body;
  return createHash('sha256')
    .update(`${request.method} ${route}\n`)
    .update(JSON.stringify(action))
    .digest('base64url');
}
