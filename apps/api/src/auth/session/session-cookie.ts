import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'parley_session';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

// HttpOnly so scripts never read it, SameSite=Lax so other sites cannot post with it,
// Secure outside local development.
export function setSessionCookie(reply: FastifyReply, config: AppConfig, id: string): void {
  void reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
    maxAge: config.auth.sessionAbsoluteSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
  });
}
