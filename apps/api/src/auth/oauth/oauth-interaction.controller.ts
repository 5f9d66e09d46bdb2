import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { Raw } from '../../http/response-envelope.interceptor';
import { Public } from '../auth.decorators';
import type { AuthenticatedRequest } from '../session/session.guard';
import { OAUTH_PREFIX, OAuthServer } from './oauth-server';

/** The web app's consent screen for an assistant's account linking (issue 15 item 5). */
export const CONSENT_PAGE = '/link-account';

/**
 * Where oidc-provider sends the browser when it needs a person. Without a Parley session the
 * person goes to the sign-in page, told which assistant asks (no magic link there, spec §2), and
 * comes back here afterwards; with one the login is granted at once. Consent never is: the
 * person sees the consent screen (client, what it may do, Allow / Deny) before any code is
 * issued, so an authorization URL crafted by someone else links nothing by itself.
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
    if (details.prompt.name === 'login' || details.session?.accountId !== tenantId) {
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: tenantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    void reply.redirect(`${CONSENT_PAGE}?${new URLSearchParams({ uid }).toString()}`, 302);
  }
}
