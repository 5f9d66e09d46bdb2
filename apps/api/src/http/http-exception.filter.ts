import { PersonShreddedError } from '../vault/secret-vault';
import { Catch, HttpException, NotFoundException } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ZodValidationException } from 'nestjs-zod';
import type { ZodError } from 'zod';
import { translate } from '../i18n/server-messages';
import { ApiError, domainErrorStatus, isDomainError } from './api-error';
import { requestLocale } from './request-context';
import type { ParleyRequest } from './request-context';
import { setCurrentUserHeader } from './response-envelope.interceptor';
import { UnreadableEventError } from '../event-sourcing/upcasters';

type Failure = {
  status: number;
  error: string;
  messageKey: string;
  params?: Record<string, string | number>;
  details?: Record<string, unknown>;
};

// Spec §7 envelope: 400/401/403 answer { data: { error, message } }; every other failure
// answers { error, message }. Nothing internal (stack, SQL, secrets) ever reaches the body.
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  // spaIndex: the web app's index.html, answered for client-side routes (/login, /collections...).
  constructor(private readonly spaIndex?: Buffer) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<ParleyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (this.spaIndex && exception instanceof NotFoundException && isPageRequest(request)) {
      void reply.status(200).type('text/html; charset=utf-8').send(this.spaIndex);
      return;
    }
    const failure = this.describe(exception);
    // Through the request's own logger, so the stack carries the id of the request line it belongs to.
    if (failure.status >= 500) request.log.error({ err: exception }, 'request failed');
    const locale = requestLocale(request);
    const body = {
      error: failure.error,
      message: translate(failure.messageKey, locale, failure.params),
      key: failure.messageKey,
      ...(failure.details ?? {}),
    };
    setCurrentUserHeader(request, reply);
    const enveloped = [400, 401, 403].includes(failure.status);
    void reply.status(failure.status).send(enveloped ? { data: body } : body);
  }

  private describe(exception: unknown): Failure {
    // A request still running while its account was deleted: the account is gone, not broken.
    if (exception instanceof PersonShreddedError)
      return { status: 401, error: errorName(401), messageKey: 'errors.unauthorized', params: {} };
    // A record of this item was set aside as unreadable: refused at once, the rest of the API
    // works on; 503 because an operator's repair and `npm run rebuild` bring it back.
    if (exception instanceof UnreadableEventError)
      return { status: 503, error: 'unavailable', messageKey: 'errors.unreadable_record' };
    if (exception instanceof ApiError) {
      return {
        status: exception.status,
        error: errorName(exception.status),
        messageKey: exception.messageKey,
        params: exception.params,
        details: exception.details,
      };
    }
    if (isDomainError(exception)) {
      const status = domainErrorStatus(exception);
      return {
        status,
        error: exception.code,
        messageKey: exception.messageKey,
        params: exception.params,
      };
    }
    if (exception instanceof ZodValidationException) {
      const zodError = exception.getZodError() as ZodError;
      const fields: Record<string, string> = {};
      for (const issue of zodError.issues) {
        const path = issue.path.join('.') || '_';
        fields[path] ??= zodIssueKey(issue.code, issue.message);
      }
      const first = Object.values(fields)[0] ?? 'validation.invalid';
      return { status: 400, error: 'validation', messageKey: first, details: { fields } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const keyByStatus: Record<number, string> = {
        401: 'errors.unauthorized',
        403: 'errors.forbidden',
        404: 'errors.not_found',
        409: 'errors.conflict',
        413: 'errors.body_too_large',
      };
      const key = keyByStatus[status] ?? (status < 500 ? 'validation.invalid' : 'errors.internal');
      return { status, error: errorName(status), messageKey: key };
    }
    return { status: 500, error: 'internal', messageKey: 'errors.internal' };
  }
}

function errorName(status: number): string {
  const names: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    429: 'too_many_requests',
  };
  return names[status] ?? (status >= 500 ? 'internal' : 'error');
}

// Schemas put a message key in their custom messages; otherwise map zod's issue code.
function zodIssueKey(code: string, message: string): string {
  if (/^[a-z_]+\.[a-z_.]+$/.test(message) || message.endsWith('!')) return message;
  if (code === 'invalid_type') return 'validation.required';
  if (code === 'too_small') return 'validation.min_length';
  if (code === 'too_big') return 'validation.max_length';
  return 'validation.invalid';
}

const apiPrefixes = /^\/(api|auth|features|health|dev|help|socket\.io|alexa)(\/|\?|$)/;

function isPageRequest(request: ParleyRequest): boolean {
  return request.method === 'GET' && !apiPrefixes.test(request.url);
}
