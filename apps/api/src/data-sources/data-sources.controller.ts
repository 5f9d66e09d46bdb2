import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AccountsResponse, CredentialsMap, DataSourceCatalogueEntry } from '@parley/domain';
import { CurrentUser } from '../auth/auth.decorators';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import type { RequestUser } from '../http/request-context';
import { CATALOGUE } from './catalogue';
import { ChangeCredentials } from './commands/change-credentials.command';
import type { CredentialsChange } from './commands/change-credentials.command';
import { ConnectionSecrets } from './connection-secrets';
import { CredentialsReader } from './credentials-reader';
import { clientFor } from './databases/database-source';
import type { DatabaseSettings } from './databases/sql-client';
import { AccountDto, AccountIdDto, DefaultsDto, TargetDto } from './dto/data-source.dto';
import { GoogleAnalyticsSources } from './google/google-analytics-sources';
import { OpenSources } from './open-sources';
import type { DefaultSource } from './projections/credentials.projection';

type Credentials = { credentials: CredentialsMap };

// Spec §7 Data sources: every call changes the tenant's credentials stream and answers with the
// resulting credentials map, so the page shows the change at once.
@Controller('api/v1/datasource')
export class DataSourcesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly reader: CredentialsReader,
    private readonly secrets: ConnectionSecrets,
    private readonly opened: OpenSources,
    private readonly analytics: GoogleAnalyticsSources,
  ) {}

  private async change(tenantId: string, change: CredentialsChange): Promise<Credentials> {
    await this.commands.execute(new ChangeCredentials(tenantId, change));
    return { credentials: await this.reader.map(tenantId) };
  }

  // A source this server has no settings for is not offered (GA4 needs its OAuth client).
  @Get('catalogue')
  catalogue(): DataSourceCatalogueEntry[] {
    return CATALOGUE.filter(
      (entry) => entry.type !== 'google_analytics' || !!this.config.dataSources.googleAnalytics,
    );
  }

  // The credentials map and the source questions go to when they name none.
  @Get('credentials')
  async credentials(
    @CurrentUser() user: RequestUser,
  ): Promise<Credentials & { default: DefaultSource | null }> {
    return {
      credentials: await this.reader.map(user.tenantId),
      default: await this.reader.defaultSource(user.tenantId),
    };
  }

  @Post('revoke')
  @HttpCode(200)
  async revoke(@Body() body: TargetDto, @CurrentUser() user: RequestUser): Promise<Credentials> {
    const result = await this.change(user.tenantId, { type: 'RevokeCredential', data: body });
    const { type, datasource_id } = body as { type: string; datasource_id: string };
    this.opened.forget(user.tenantId, type, datasource_id);
    if (type === 'google_analytics') await this.analytics.revoke(user.tenantId, datasource_id);
    else this.secrets.remove(user.tenantId, type, datasource_id);
    return result;
  }

  @Post('activate')
  @HttpCode(200)
  activate(@Body() body: TargetDto, @CurrentUser() user: RequestUser): Promise<Credentials> {
    return this.change(user.tenantId, { type: 'ReactivateCredential', data: body });
  }

  @Post('account')
  @HttpCode(200)
  addAccount(@Body() body: AccountDto, @CurrentUser() user: RequestUser): Promise<Credentials> {
    return this.change(user.tenantId, { type: 'AddAccount', data: body });
  }

  @Post('account/remove')
  @HttpCode(200)
  async removeAccount(
    @Body() body: AccountIdDto,
    @CurrentUser() user: RequestUser,
  ): Promise<Credentials> {
    const result = await this.change(user.tenantId, { type: 'RemoveAccount', data: body });
    this.opened.forget(user.tenantId, String(body.type), String(body.datasource_id));
    return result;
  }

  // The account picker's Save (spec §4 select account).
  @Post('account/select')
  @HttpCode(200)
  selectAccount(
    @Body() body: AccountIdDto,
    @CurrentUser() user: RequestUser,
  ): Promise<Credentials> {
    return this.change(user.tenantId, { type: 'SelectAccount', data: body });
  }

  @Post('defaults')
  @HttpCode(200)
  async defaults(
    @Body() body: DefaultsDto,
    @CurrentUser() user: RequestUser,
  ): Promise<Credentials> {
    // The demo is always connected: it becomes a connection of its own the first time it is chosen.
    if (body.type === 'demo') {
      await this.commands.execute(
        new ChangeCredentials(user.tenantId, {
          type: 'ConnectDataSource',
          data: {
            type: 'demo',
            datasource_id: 'demo',
            auth_type: 'none',
            accounts_supported: false,
            user: null,
          },
        }),
      );
      body = { ...body, datasource_id: 'demo', account_id: '' };
    }
    return this.change(user.tenantId, {
      type: 'ChangeDefaults',
      data: { type: body.type, datasource_id: body.datasource_id, account_id: body.account_id },
    });
  }

  // The accounts the provider offers for one of the tenant's connections: GA4 properties, database tables.
  @Get('accounts')
  async accounts(
    @Query() query: TargetDto,
    @CurrentUser() user: RequestUser,
  ): Promise<AccountsResponse> {
    const { type, datasource_id } = query;
    if (!type || !datasource_id) throw new ApiError(400, 'datastore.invalid_configuration');
    const connection = await this.reader.connection(user.tenantId, type, datasource_id);
    if (!connection) throw new ApiError(404, 'datastore.invalid_configuration');
    if (connection.revoked) throw new ApiError(400, 'datastore.reconnect_required', { type });
    if (type === 'google_analytics') return this.analytics.properties(user.tenantId, datasource_id);
    if (type === 'postgresql' || type === 'mysql') {
      const settings = this.secrets.get<DatabaseSettings>(user.tenantId, type, datasource_id);
      if (!settings) throw new ApiError(400, 'datastore.reconnect_required', { type });
      const client = clientFor(type, settings, this.config.dataSources);
      try {
        return (await client.tables()).map((t) => ({
          account_id: t.name,
          name: t.kind === 'view' ? `${t.name} (view)` : t.name,
          datasource_id,
        }));
      } finally {
        await client.close();
      }
    }
    return [];
  }
}
