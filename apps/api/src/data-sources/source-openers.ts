import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { DataSource } from '@parley/analytics';
import type { Connection, QuestionSource } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DataSourceRegistry } from '../conversation/data-source-registry';
import { ApiError } from '../http/api-error';
import { ConnectionSecrets } from './connection-secrets';
import { CredentialsReader } from './credentials-reader';
import { clientFor, openDatabaseSource } from './databases/database-source';
import type { DatabaseSettings, DatabaseType } from './databases/sql-client';
import { FileLoading } from './files/file-loading';
import { FileStore } from './files/file-store';
import { GoogleAnalyticsSources } from './google/google-analytics-sources';
import { OpenSources } from './open-sources';

// Plugs the tenant's own sources into the conversation: files, databases and GA4 properties,
// each opened once and answered with a readable message when it cannot be used.
@Injectable()
export class SourceOpeners implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: DataSourceRegistry,
    private readonly credentials: CredentialsReader,
    private readonly secrets: ConnectionSecrets,
    private readonly files: FileStore,
    private readonly opened: OpenSources,
    private readonly analytics: GoogleAnalyticsSources,
    private readonly loading: FileLoading,
  ) {}

  onModuleInit(): void {
    this.registry.register('file', (source, tenantId) => this.openFile(source, tenantId));
    this.registry.register('postgresql', (source, tenantId) =>
      this.openDatabase('postgresql', source, tenantId),
    );
    this.registry.register('mysql', (source, tenantId) =>
      this.openDatabase('mysql', source, tenantId),
    );
    this.registry.register('google_analytics', (source, tenantId) =>
      this.openAnalytics(source, tenantId),
    );
    this.registry.useDefaults(async (tenantId) => {
      const chosen = await this.credentials.defaultSource(tenantId);
      if (!chosen) return undefined;
      return {
        type: chosen.type,
        datasource_id: chosen.datasource_id,
        ...(chosen.account_id ? { account_id: chosen.account_id } : {}),
      };
    });
  }

  private async usable(tenantId: string, source: QuestionSource): Promise<Connection> {
    const connection = await this.credentials.connection(
      tenantId,
      source.type,
      source.datasource_id,
    );
    if (!connection) throw new ApiError(404, 'datastore.source_not_found', { type: source.type });
    if (connection.revoked)
      throw new ApiError(400, 'datastore.reconnect_required', { type: source.type });
    if (!connection.active) throw new ApiError(400, 'datastore.inactive', { type: source.type });
    return connection;
  }

  // The account a question goes to: the one named, else the connection's selected one; none
  // means the person has to choose (the client shows the account picker).
  private accountOf(connection: Connection, source: QuestionSource): string {
    const wanted = source.account_id || connection.selected_account;
    if (!wanted)
      throw new ApiError(
        400,
        'datastore.select_account',
        { type: source.type },
        { select_account: true, type: source.type, datasource_id: source.datasource_id },
      );
    if (!connection.accounts.some((a) => a.account_id === wanted))
      throw new ApiError(404, 'datastore.account_not_found', { account_id: wanted });
    return wanted;
  }

  // A question reads the DuckDB copy made at upload; the original is read only for a file
  // uploaded before uploads were loaded (once, then its copy is kept), and may be gone.
  private async openFile(source: QuestionSource, tenantId: string): Promise<DataSource> {
    await this.usable(tenantId, source);
    const id = source.datasource_id;
    if (!this.files.loadedOf(tenantId, id) && !this.files.pathOf(tenantId, id))
      throw new ApiError(404, 'datastore.source_not_found', { type: 'file' });
    return this.opened.get(OpenSources.key(tenantId, 'file', id), async () => {
      const loaded = this.files.loadedOf(tenantId, id) ?? (await this.loadOnce(tenantId, id));
      return this.loading.open(loaded, id);
    });
  }

  private async loadOnce(tenantId: string, id: string): Promise<string> {
    const path = this.files.pathOf(tenantId, id);
    if (!path) throw new ApiError(404, 'datastore.source_not_found', { type: 'file' });
    const scratch = this.files.scratchDatabase(tenantId, id);
    try {
      await this.loading.load(tenantId, path, scratch);
    } catch (error) {
      this.files.discard(scratch);
      throw error;
    }
    return this.files.keepLoaded(tenantId, scratch, id);
  }

  private async openDatabase(
    type: DatabaseType,
    source: QuestionSource,
    tenantId: string,
  ): Promise<DataSource> {
    const connection = await this.usable(tenantId, source);
    const table = this.accountOf(connection, source);
    const settings = this.secrets.get<DatabaseSettings>(tenantId, type, source.datasource_id);
    if (!settings) throw new ApiError(400, 'datastore.reconnect_required', { type });
    const { rowCap } = this.config.dataSources;
    return this.opened.get(OpenSources.key(tenantId, type, source.datasource_id, table), () =>
      openDatabaseSource(
        clientFor(type, settings, this.config.dataSources),
        table,
        { type, datasource_id: source.datasource_id },
        rowCap,
      ),
    );
  }

  private async openAnalytics(source: QuestionSource, tenantId: string): Promise<DataSource> {
    const connection = await this.usable(tenantId, source);
    const property = this.accountOf(connection, source);
    return this.opened.get(
      OpenSources.key(tenantId, 'google_analytics', source.datasource_id, property),
      () => this.analytics.open(tenantId, source.datasource_id, property),
    );
  }
}
