import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { PersistenceModule } from '../event-sourcing/persistence.module';
import { VaultModule } from '../vault/vault.module';

// Just the persistence and the projections, without HTTP: what `npm run rebuild` needs.
@Module({})
export class ReadModelsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ReadModelsModule,
      global: true,
      imports: [PersistenceModule.forRoot(), VaultModule],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
