import { Controller, Get, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../auth/auth.decorators';
import { ApiError } from '../../http/api-error';
import type { RequestUser } from '../../http/request-context';
import { Raw } from '../../http/response-envelope.interceptor';
import { ChangeCredentials } from '../commands/change-credentials.command';
import { OpenSources } from '../open-sources';
import { GA_CALLBACK_PATH, GoogleAnalyticsOAuth } from './google-analytics-oauth';
import { GoogleAnalyticsSources } from './google-analytics-sources';

// Spec §4 auth callback: the web app reads status, message, redirect and type from the query.
function callback(status: 'success' | 'error', type: string, message?: string): string {
  return `/authcallback?${new URLSearchParams({ status, type, redirect: '/user/datasources', ...(message ? { message } : {}) }).toString()}`;
}

@Controller()
@Raw()
export class GoogleAnalyticsController {
  constructor(
    private readonly oauth: GoogleAnalyticsOAuth,
    private readonly sources: GoogleAnalyticsSources,
    private readonly commands: CommandBus,
    private readonly opened: OpenSources,
  ) {}

  // Spec §7: navigation to /api/v1/datasourceredirect?type={type} starts the provider's OAuth.
  @Get('api/v1/datasourceredirect')
  async start(
    @Query('type') type: string,
    @CurrentUser() user: RequestUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    try {
      if (type !== 'google_analytics') throw new ApiError(400, 'datastore.invalid_configuration');
      void reply.redirect(await this.oauth.authorizationUrl(user.tenantId), 302);
    } catch (error) {
      void reply.redirect(
        callback(
          'error',
          String(type ?? ''),
          error instanceof ApiError ? error.messageKey : 'datastore.connection_failed',
        ),
        302,
      );
    }
  }

  @Get(GA_CALLBACK_PATH.slice(1))
  async finish(
    @Query() query: Record<string, string>,
    @CurrentUser() user: RequestUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    try {
      const grant = await this.oauth.complete(user.tenantId, query);
      this.sources.keep(user.tenantId, grant.datasource_id, grant.tokens);
      this.opened.forget(user.tenantId, 'google_analytics', grant.datasource_id);
      await this.commands.execute(
        new ChangeCredentials(user.tenantId, {
          type: 'ConnectDataSource',
          data: {
            type: 'google_analytics',
            datasource_id: grant.datasource_id,
            auth_type: 'oauth2',
            accounts_supported: true,
            user: grant.user,
          },
        }),
      );
      void reply.redirect(callback('success', 'google_analytics'), 302);
    } catch (error) {
      void reply.redirect(
        callback(
          'error',
          'google_analytics',
          error instanceof ApiError ? error.messageKey : 'datastore.connection_failed',
        ),
        302,
      );
    }
  }
}
