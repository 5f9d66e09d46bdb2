import { Global, Inject, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { loadMasterKey } from './master-key';
import { PersonalData } from './personal-data';
import { SecretVault } from './secret-vault';
import { SECURE_DATABASE, openSecureDatabase } from './secure-database';
import type { SecureDatabase } from './secure-database';

@Global()
@Module({
  providers: [
    {
      provide: SECURE_DATABASE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openSecureDatabase(config.sharedDir),
    },
    {
      provide: SecretVault,
      inject: [APP_CONFIG, SECURE_DATABASE],
      useFactory: (config: AppConfig, db: SecureDatabase) =>
        new SecretVault(db, loadMasterKey(config.sharedDir, config.secretKey)),
    },
    PersonalData,
  ],
  exports: [SECURE_DATABASE, SecretVault, PersonalData],
})
export class VaultModule implements OnApplicationShutdown {
  constructor(@Inject(SECURE_DATABASE) private readonly db: SecureDatabase) {}

  onApplicationShutdown(): void {
    if (this.db.open) this.db.close();
  }
}
