import type { FastifyRequest } from 'fastify';
import { pickLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';

// What the API knows about the caller of one request; auth fills in the user.
export type RequestUser = { tenantId: string; email: string; language?: string };

export type ParleyRequest = FastifyRequest & { user?: RequestUser };

export function requestLocale(request: ParleyRequest): Locale {
  const header = request.headers['accept-language'];
  return pickLocale([request.user?.language, typeof header === 'string' ? header : undefined]);
}
