import { Global, Module } from '@nestjs/common';
import { ChangeCredentialsHandler } from './commands/change-credentials.handler';
import { ConnectionSecrets } from './connection-secrets';
import { CredentialsReader } from './credentials-reader';
import { DataSourcesController } from './data-sources.controller';
import { ConnectionTestLimiter } from './databases/connection-test-limiter';
import { DatabasesController } from './databases/databases.controller';
import { EraseTenantSourcesHandler } from './erase-tenant-sources.handler';
import { FileLoading } from './files/file-loading';
import { FileStore } from './files/file-store';
import { FilesController } from './files/files.controller';
import { GoogleAnalyticsController } from './google/google-analytics.controller';
import { GoogleAnalyticsOAuth } from './google/google-analytics-oauth';
import { GoogleAnalyticsSources } from './google/google-analytics-sources';
import { LogosController } from './logos.controller';
import { OpenSources } from './open-sources';
import { SourceOpeners } from './source-openers';
import { TenantModule } from '../tenant/tenant.module';

export const dataSourcesCommandHandlers = [ChangeCredentialsHandler];

// Global: GET /auth/tenant (TenantModule) shows the credentials map this module reads.
@Global()
@Module({
  imports: [TenantModule],
  controllers: [
    DataSourcesController,
    FilesController,
    DatabasesController,
    GoogleAnalyticsController,
    LogosController,
  ],
  providers: [
    ...dataSourcesCommandHandlers,
    CredentialsReader,
    ConnectionSecrets,
    FileStore,
    FileLoading,
    OpenSources,
    SourceOpeners,
    GoogleAnalyticsSources,
    GoogleAnalyticsOAuth,
    EraseTenantSourcesHandler,
    ConnectionTestLimiter,
  ],
  exports: [CredentialsReader],
})
export class DataSourcesModule {}
