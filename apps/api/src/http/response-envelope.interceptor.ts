import { Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ParleyRequest } from './request-context';

export function setCurrentUserHeader(request: ParleyRequest, reply: FastifyReply): void {
  if (request.user) void reply.header('Current-User', request.user.email);
}

// Spec §7: successful calls answer { data } with a Current-User header. Controllers return the
// bare payload; routes that must answer otherwise (redirects, files, health) opt out with @Raw().
@Injectable()
export class ResponseEnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<ParleyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const raw = this.reflector.getAllAndOverride<boolean | undefined>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    return next.handle().pipe(
      map((payload: unknown) => {
        setCurrentUserHeader(request, reply);
        return raw ? payload : { data: payload ?? null };
      }),
    );
  }
}

export const RAW_RESPONSE = 'parley:raw-response';
export const Raw = () => SetMetadata(RAW_RESPONSE, true);
