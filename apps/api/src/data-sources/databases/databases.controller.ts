import { createHash } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser } from '../../auth/auth.decorators';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import type { RequestUser } from '../../http/request-context';
import { ApiError } from '../../http/api-error';
import { ChangeCredentials } from '../commands/change-credentials.command';
import { ConnectionSecrets } from '../connection-secrets';
import { DatabaseConnectDto, DatabaseTestDto, TargetDto } from '../dto/data-source.dto';
import { OpenSources } from '../open-sources';
import { ConnectionTestLimiter } from './connection-test-limiter';
import { clientFor } from './database-source';
import type { DatabaseSettings, TableInfo } from './sql-client';

const DEFAULT_PORT = { postgresql: 5432, mysql: 3306 } as const;

function settingsOf(body: DatabaseTestDto): DatabaseSettings {
  return {
    host: body.host,
    port: body.port ?? DEFAULT_PORT[body.type],
    database: body.database,
    user: body.user,
    password: body.password ?? '',
    ssl: body.ssl ?? false,
  };
}

// The same server, database and user is the same connection: connecting again updates it.
function databaseId(s: DatabaseSettings): string {
  return `db-${createHash('sha256').update(`${s.user}@${s.host.toLowerCase()}:${s.port}/${s.database}`).digest('hex').slice(0, 16)}`;
}

@Controller('api/v1/datasource/database')
export class DatabasesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly secrets: ConnectionSecrets,
    private readonly opened: OpenSources,
    private readonly limiter: ConnectionTestLimiter,
  ) {}

  private async tables(
    tenantId: string,
    type: DatabaseTestDto['type'],
    settings: DatabaseSettings,
  ): Promise<TableInfo[]> {
    this.limiter.take(tenantId);
    const client = clientFor(type, settings, this.config.dataSources);
    try {
      return await client.tables();
    } finally {
      await client.close();
    }
  }

  // "Test connection": signs in and lists the tables and views, saving nothing.
  @Post('test')
  @HttpCode(200)
  async test(
    @Body() body: DatabaseTestDto,
    @CurrentUser() user: RequestUser,
  ): Promise<{ ok: true; tables: TableInfo[] }> {
    return { ok: true, tables: await this.tables(user.tenantId, body.type, settingsOf(body)) };
  }

  @Post()
  @HttpCode(200)
  async connect(
    @Body() body: DatabaseConnectDto,
    @CurrentUser() user: RequestUser,
  ): Promise<{ type: string; datasource_id: string; tables: TableInfo[] }> {
    const settings = settingsOf(body);
    const tables = await this.tables(user.tenantId, body.type, settings);
    const datasource_id = databaseId(settings);
    this.secrets.put(user.tenantId, body.type, datasource_id, settings);
    this.opened.forget(user.tenantId, body.type, datasource_id);
    const tenant = user.tenantId;
    await this.commands.execute(
      new ChangeCredentials(tenant, {
        type: 'ConnectDataSource',
        data: {
          type: body.type,
          datasource_id,
          auth_type: 'basic',
          accounts_supported: true,
          // Named after its database, with who signs in where: never the password.
          user: {
            id: settings.user,
            email: `${settings.user}@${settings.host}:${settings.port}`,
            name: settings.database,
          },
        },
      }),
    );
    for (const table of body.tables ?? []) {
      if (!tables.some((t) => t.name === table)) continue;
      await this.commands.execute(
        new ChangeCredentials(tenant, {
          type: 'AddAccount',
          data: { type: body.type, datasource_id, account: { account_id: table, name: table } },
        }),
      );
    }
    return { type: body.type, datasource_id, tables };
  }

  // Deletes a connection: its saved password first, then the connection and its tables.
  @Post('remove')
  @HttpCode(200)
  async remove(
    @Body() body: TargetDto,
    @CurrentUser() user: RequestUser,
  ): Promise<{ removed: true }> {
    const { type, datasource_id } = body as { type: string; datasource_id: string };
    if (type !== 'postgresql' && type !== 'mysql')
      throw new ApiError(400, 'datastore.invalid_configuration');
    this.opened.forget(user.tenantId, type, datasource_id);
    await this.commands.execute(
      new ChangeCredentials(user.tenantId, {
        type: 'RemoveDataSource',
        data: { type, datasource_id },
      }),
    );
    this.secrets.remove(user.tenantId, type, datasource_id);
    return { removed: true };
  }
}
