import { Inject, Injectable, Optional } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError } from '../../http/api-error';
import type { ParleyRequest } from '../../http/request-context';
import { RouteFlags } from '../../http/route-flags';
import { TenantRepository } from '../../tenant/tenant-repository';
import { BEARER_ALLOWED, PUBLIC_ROUTE } from '../auth.decorators';
import { ACCESS_TOKEN_VERIFIER } from './access-token-verifier';
import type { AccessTokenVerifier } from './access-token-verifier';
import { sameToken } from './same-token';
import { readSessionCookie } from './session-cookie';
import { SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AuthenticatedRequest = ParleyRequest & { sessionId?: string; xsrfRefused?: boolean };

/**
 * Every route needs a live session unless marked @Public(): no session is 401 (the web app
 * signs out), a state-changing call without the session's anti-forgery header is 403.
 * Assistants may use a Bearer token instead on routes that allow it.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private readonly flags: RouteFlags;

  constructor(
    reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly tenants: TenantRepository,
    @Optional() @Inject(ACCESS_TOKEN_VERIFIER) private readonly bearer?: AccessTokenVerifier,
  ) {
    this.flags = new RouteFlags(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPublic = this.flags.has(PUBLIC_ROUTE, context);
    const bearerAllowed =
      this.flags.has(BEARER_ALLOWED, context) || request.url.startsWith('/features/conversations/');

    const authorization = request.headers.authorization;
    if (bearerAllowed && this.bearer && authorization?.startsWith('Bearer ')) {
      const grant = await this.bearer.verify(authorization.slice('Bearer '.length).trim());
      if (grant && (await this.identify(request, grant.tenantId))) return true;
      if (!isPublic) throw new ApiError(401, 'errors.unauthorized');
    }

    const sessionId = readSessionCookie(request);
    const session = sessionId ? this.sessions.find(sessionId) : undefined;
    if (!session || !(await this.identify(request, session.tenantId))) {
      request.user = undefined;
      if (isPublic) return true;
      throw new ApiError(401, 'errors.unauthorized');
    }
    request.sessionId = sessionId;
    if (
      !SAFE_METHODS.has(request.method) &&
      !sameToken(session.xsrfToken, request.headers['x-xsrf-token'])
    ) {
      // Sign-in calls stay open to a browser holding a stale cookie; they simply act anonymously.
      if (isPublic) {
        request.user = undefined;
        request.xsrfRefused = true;
        return true;
      }
      throw new ApiError(403, 'errors.xsrf');
    }
    return true;
  }

  private async identify(request: ParleyRequest, tenantId: string): Promise<boolean> {
    const tenant = this.tenants.cachedActive(tenantId) ?? (await this.tenants.active(tenantId));
    if (!tenant) return false;
    request.user = { tenantId, email: tenant.email, language: tenant.profile.language };
    return true;
  }
}
