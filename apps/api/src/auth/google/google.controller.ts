import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { requestLocale } from '../../http/request-context';
import { Raw } from '../../http/response-envelope.interceptor';
import { Public } from '../auth.decorators';
import { AuthService } from '../auth.service';
import type { AuthenticatedRequest } from '../session/session.guard';
import { GOOGLE_CALLBACK_PATH, GoogleSignIn } from './google-sign-in';

// Only paths of this API may follow a sign-in (an assistant's authorization, for instance):
// never another site, so the redirect cannot be turned into an open redirector.
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/oauth\/[\w/-]+$/.test(value) ? value : undefined;
}

// An assistant's sign-in page (/login?client=...&redirect=/oauth/interaction/...) may send the
// browser here without repeating its redirect; the page's own address still carries it.
function redirectOfReferer(request: AuthenticatedRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return safeRedirect(new URL(referer).searchParams.get('redirect'));
  } catch {
    return undefined;
  }
}

// The browser that starts a Google sign-in carries its state back; a callback arriving in any
// other browser (a link someone sent after consenting with their own Google account) is refused,
// so nobody can be signed into another person's account.
const STATE_COOKIE = 'parley_google_state';
const STATE_COOKIE_PATH = '/auth/google';

function authCallback(status: 'error', message: string): string {
  return `/authcallback?${new URLSearchParams({ status, message }).toString()}`;
}

@Controller()
@Public()
@Raw()
export class GoogleController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly google: GoogleSignIn,
    private readonly auth: AuthService,
  ) {}

  // Spec §7: /auth/loginredirect?provider=GOOGLE&client=...[&local][&OAuth params of an assistant].
  @Get('auth/loginredirect')
  async loginRedirect(
    @Query() query: Record<string, string>,
    @Req() request: AuthenticatedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if ((query.provider ?? '').toUpperCase() !== 'GOOGLE')
      return void reply.redirect(authCallback('error', 'login.provider_disabled'), 302);
    try {
      const url = await this.google.authorizationUrl({
        redirect: safeRedirect(query.redirect) ?? redirectOfReferer(request),
        language: requestLocale(request),
      });
      void reply.setCookie(STATE_COOKIE, new URL(url).searchParams.get('state') ?? '', {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.production,
        path: STATE_COOKIE_PATH,
        maxAge: this.config.auth.linkTtlSeconds,
      });
      void reply.redirect(url, 302);
    } catch (error) {
      void reply.redirect(failedSignIn(error), 302);
    }
  }

  @Get(GOOGLE_CALLBACK_PATH.slice(1))
  async callback(
    @Query() query: Record<string, string>,
    @Req() request: AuthenticatedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const started = request.cookies?.[STATE_COOKIE];
    void reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    try {
      if (query.error || !started || started !== query.state)
        throw new ApiError(400, 'login.failed_to_login');
      const { tenantId, redirect } = await this.google.complete(query);
      const xsrfToken = await this.auth.signIn(tenantId, reply, request.sessionId);
      void reply.redirect(
        redirect ?? `/login?${new URLSearchParams({ xsrfToken }).toString()}`,
        302,
      );
    } catch (error) {
      void reply.redirect(failedSignIn(error), 302);
    }
  }
}

// Back to the sign-in screen with what went wrong: the reason an ApiError names, else a failed sign-in.
function failedSignIn(error: unknown): string {
  return authCallback(
    'error',
    error instanceof ApiError ? error.messageKey : 'login.failed_to_login',
  );
}
