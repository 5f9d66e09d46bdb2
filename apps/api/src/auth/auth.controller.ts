import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  assertValid,
  emailRules,
  loginRules,
  newPasswordRules,
  onboardingRules,
} from '@parley/domain';
import type { SessionResponse } from '@parley/domain';
import type { Challenge } from 'altcha-lib';
import { ApiError } from '../http/api-error';
import { requestLocale } from '../http/request-context';
import { pickLocale } from '../i18n/locale';
import { Raw } from '../http/response-envelope.interceptor';
import { assertOwnPicture } from '../tenant/picture-store';
import { TenantRepository } from '../tenant/tenant-repository';
import { Public } from './auth.decorators';
import { AuthService } from './auth.service';
import {
  EmailWithTokenDto,
  LoginWithPasswordDto,
  PasswordResetDto,
  RegisterDto,
} from './dto/auth.dto';
import { HumanCheck } from './human/human-check';
import { RateLimited } from './rate-limited.decorator';
import type { AuthenticatedRequest } from './session/session.guard';
import { AuthSwitches } from './auth-switches';

type SignedIn = { xsrfToken: string; message: string };

@Controller('auth')
@Public()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly human: HumanCheck,
    private readonly tenants: TenantRepository,
    private readonly switches: AuthSwitches,
  ) {}

  // The ALTCHA widget reads the challenge as it is, without the { data } envelope.
  @Get('challenge')
  @Raw()
  challenge(@Res({ passthrough: true }) reply: FastifyReply): Promise<Challenge> {
    void reply.header('Cache-Control', 'no-store');
    return this.human.challenge();
  }

  // Whether this browser's cookie names a live session, answered without a 401: the sign-in page asks
  // this before the tenant, so a token left from an ended session is not a logged error on every visit.
  @Get('session')
  session(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): SessionResponse {
    void reply.header('Cache-Control', 'no-store');
    return { signedIn: !!request.user };
  }

  @Post('loginwithpassword')
  @HttpCode(200)
  @RateLimited()
  async loginWithPassword(
    @Body() body: LoginWithPasswordDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedIn> {
    this.switches.require('password');
    assertValid({ ...body }, loginRules);
    await this.human.verify(body.token);
    const tenantId = await this.auth.loginWithPassword(
      body.email as string,
      body.password as string,
      reply,
    );
    return {
      xsrfToken: await this.auth.signIn(tenantId, reply, request.sessionId),
      message: 'login.signed_in',
    };
  }

  @Post('loginwithemail')
  @HttpCode(200)
  @RateLimited()
  async loginWithEmail(
    @Body() body: EmailWithTokenDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    this.switches.require('magiclink');
    assertValid({ ...body }, emailRules);
    await this.human.verify(body.token);
    this.auth.sendMagicLink(
      body.email as string,
      pickLocale([body.language, requestLocale(request)]),
      reply,
    );
    return { message: 'login.email_sent' };
  }

  @Post('forgotpassword')
  @HttpCode(200)
  @RateLimited()
  async forgotPassword(
    @Body() body: EmailWithTokenDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    this.switches.require('password');
    assertValid({ ...body }, emailRules);
    await this.human.verify(body.token);
    this.auth.forgotPassword(
      body.email as string,
      pickLocale([body.language, requestLocale(request)]),
      reply,
    );
    return { message: 'login.email_sent' };
  }

  @Post('register')
  @HttpCode(200)
  @RateLimited()
  async register(
    @Body() body: RegisterDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    if (request.xsrfRefused) throw new ApiError(403, 'errors.xsrf');
    if (request.user) return this.completeRegistration(request.user.tenantId, body);
    if (!this.switches.signupOpen()) throw new ApiError(403, 'register.signup_disabled');
    assertValid({ ...body }, emailRules);
    await this.human.verify(body.token);
    this.auth.register(
      body.email as string,
      pickLocale([body.language, requestLocale(request)]),
      reply,
    );
    return { message: 'login.email_sent' };
  }

  @Post('passwordreset')
  @HttpCode(200)
  @RateLimited()
  async passwordReset(
    @Body() body: PasswordResetDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignedIn> {
    const values = { ...body, repeatPassword: body.repeatPassword ?? body.password };
    assertValid(values, { ...emailRules, ...newPasswordRules });
    const tenantId = await this.auth.resetPassword(
      values.email as string,
      body.token ?? '',
      values.password as string,
    );
    return {
      xsrfToken: await this.auth.signIn(tenantId, reply, request.sessionId),
      message: 'login.password_changed_successfully',
    };
  }

  @Post('logout')
  @Public(false)
  @HttpCode(200)
  logout(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): { message: string } {
    this.auth.signOut(reply, request.sessionId);
    return { message: 'login.signed_out' };
  }

  // Links from mails: each signs in (or opens the reset page) once, then redirects into the app.
  @Get('magiclink')
  @Raw()
  async magicLink(
    @Query('token') token: string | undefined,
    @Req() request: AuthenticatedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const tenantId = token ? await this.auth.openMagicLink(token) : undefined;
    await this.landSignedIn(tenantId, request, reply);
  }

  @Get('confirm')
  @Raw()
  async confirm(
    @Query('token') token: string | undefined,
    @Req() request: AuthenticatedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const tenantId = token ? await this.auth.confirmRegistration(token) : undefined;
    await this.landSignedIn(tenantId, request, reply);
  }

  @Get('resetlink')
  @Raw()
  resetLink(@Query('token') token: string | undefined, @Res() reply: FastifyReply): void {
    const email = token ? this.auth.peekReset(token) : undefined;
    if (!email) return void reply.redirect(linkRefused(), 302);
    void reply.redirect(
      `/passwordreset?${new URLSearchParams({ email, token: token as string }).toString()}`,
      302,
    );
  }

  private async landSignedIn(
    tenantId: string | undefined,
    request: AuthenticatedRequest,
    reply: FastifyReply,
  ): Promise<void> {
    if (!tenantId) return void reply.redirect(linkRefused(), 302);
    const xsrfToken = await this.auth.signIn(tenantId, reply, request.sessionId);
    void reply.redirect(`/login?${new URLSearchParams({ xsrfToken }).toString()}`, 302);
  }

  private async completeRegistration(
    tenantId: string,
    body: RegisterDto,
  ): Promise<{ message: string }> {
    const values = { ...body };
    assertValid(values, onboardingRules(values));
    assertOwnPicture(body.picture, (await this.tenants.active(tenantId))?.profile.picture);
    const { name = '', country = '', timezone = '', password, repeatPassword } = values;
    await this.tenants.execute(tenantId, {
      type: 'CompleteRegistration',
      data: { name, country, timezone, password, repeatPassword },
    });
    const profile = (await this.tenants.active(tenantId))?.profile;
    const extra = {
      organisation: body.organisation,
      position: body.position,
      picture: body.picture,
      language: body.language,
    };
    if (profile && Object.values(extra).some((value) => value !== undefined)) {
      await this.tenants.execute(tenantId, { type: 'UpdateProfile', data: extra });
    }
    if (password) await this.auth.changePassword(tenantId, password, repeatPassword ?? password);
    return { message: 'settings.updated' };
  }
}

function linkRefused(): string {
  return `/login?${new URLSearchParams({ status: 'error', message: 'login.link_invalid' }).toString()}`;
}
