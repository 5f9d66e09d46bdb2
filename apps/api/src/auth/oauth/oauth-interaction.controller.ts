import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { Raw } from '../../http/response-envelope.interceptor';
import { Public } from '../auth.decorators';
import type { AuthenticatedRequest } from '../session/session.guard';
import { OAUTH_PREFIX, OAuthServer } from './oauth-server';

/**
 * Where oidc-provider sends the browser when it needs a person: with a Parley session the
 * login and the (first-party, configured) client's consent are granted at once; without one
 * the person goes to the sign-in page, told which assistant asks (no magic link there, spec §2),
 * and comes back here afterwards.
 */
@Controller()
@Public()
@Raw()
export class OAuthInteractionController {
  constructor(
    private readonly oauth: OAuthServer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(`${OAUTH_PREFIX.slice(1)}/interaction/:uid`)
  async interaction(
    @Param('uid') uid: string,
    @Req() request: AuthenticatedRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.oauth.provider;
    if (!provider) throw new NotFoundException();
    const details = await provider
      .interactionDetails(request.raw, reply.raw)
      .catch(() => undefined);
    if (!details || details.uid !== uid)
      return void reply.redirect(`/authcallback?status=error&message=login.link_invalid`, 302);
    const tenantId = request.user?.tenantId;
    if (!tenantId) {
      const client = this.config.auth.assistantClients.find(
        (c) => c.clientId === details.params.client_id,
      );
      const query = new URLSearchParams({
        client: client?.name ?? 'assistant',
        client_id: details.params.client_id ?? '',
        redirect_uri: details.params.redirect_uri ?? '',
        state: details.params.state ?? '',
        scope: details.params.scope ?? '',
        response_type: details.params.response_type ?? 'code',
        redirect: `${OAUTH_PREFIX}/interaction/${uid}`,
      });
      return void reply.redirect(`/login?${query.toString()}`, 302);
    }
    reply.hijack();
    if (details.prompt.name === 'login' || details.session?.accountId !== tenantId) {
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: tenantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: tenantId,
      clientId: details.params.client_id ?? '',
    });
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }
}
