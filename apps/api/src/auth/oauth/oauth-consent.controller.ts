import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import type { InteractionDetails } from 'oidc-provider';
import { z } from 'zod';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import type { RequestUser } from '../../http/request-context';
import { CurrentUser } from '../auth.decorators';
import type { AuthenticatedRequest } from '../session/session.guard';
import { OAUTH_PREFIX, OAuthServer } from './oauth-server';

class ConsentDto extends createZodDto(z.object({ allow: z.boolean() })) {}

export type ConsentRequest = { client: string; scopes: string[] };

/**
 * The consent screen's two calls: what is asked (GET) and the person's answer (POST, under the
 * anti-forgery header like every state-changing call). Only Allow saves a grant, for this one
 * authorization code (the next link asks again); Deny sends the assistant error=access_denied.
 * Under the interaction's path, so the browser sends its cookie.
 */
@Controller(`${OAUTH_PREFIX.slice(1)}/interaction/:uid/consent`)
export class OAuthConsentController {
  constructor(
    private readonly oauth: OAuthServer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async request(
    @Param('uid') uid: string,
    @CurrentUser() user: RequestUser,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsentRequest> {
    const details = await this.pending(uid, user, request, reply);
    const client = this.config.auth.assistantClients.find(
      (c) => c.clientId === details.params.client_id,
    );
    return {
      client: client?.name ?? details.params.client_id ?? '',
      scopes: (details.params.scope ?? '').split(' ').filter(Boolean),
    };
  }

  @Post()
  @HttpCode(200)
  async answer(
    @Param('uid') uid: string,
    @Body() body: ConsentDto,
    @CurrentUser() user: RequestUser,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ redirect: string }> {
    const details = await this.pending(uid, user, request, reply);
    const provider = this.oauth.provider as NonNullable<OAuthServer['provider']>;
    if (!body.allow) {
      const redirect = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The person declined the account linking.' },
        { mergeWithLastSubmission: false },
      );
      return { redirect };
    }
    const grant = new provider.Grant({
      accountId: user.tenantId,
      clientId: details.params.client_id ?? '',
    });
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    const redirect = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
    return { redirect };
  }

  // The interaction of this browser, waiting for this person's consent; anything else is stale.
  private async pending(
    uid: string,
    user: RequestUser,
    request: AuthenticatedRequest,
    reply: FastifyReply,
  ): Promise<InteractionDetails> {
    const details = await this.oauth.provider
      ?.interactionDetails(request.raw, reply.raw)
      .catch(() => undefined);
    if (
      !details ||
      details.uid !== uid ||
      details.prompt.name !== 'consent' ||
      details.session?.accountId !== user.tenantId
    )
      throw new ApiError(400, 'oauth.consent_expired');
    return details;
  }
}
