import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Global, Inject, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { loadMasterKey } from './master-key';
import { PersonalData } from './personal-data';
import { SecretVault } from './secret-vault';
import { SECURE_DATABASE, openSecureStore, secureDialect } from './secure-database';
import type { SecureDatabase } from './secure-database';

export function openVault(config: AppConfig, db: SecureDatabase): SecretVault {
  const vault = new SecretVault(db, loadMasterKey(config.sharedDir, config.secretKey));
  // A store moved to PostgreSQL starts empty: the person keys of the file left behind would be
  // lost, and every sealed field with them, so the instance stops instead of starting afresh.
  const leftBehind = join(config.sharedDir, 'secure.sqlite');
  if (secureDialect(db) === 'postgres' && vault.isEmpty() && existsSync(leftBehind))
    throw new Error(
      `${leftBehind} holds this installation's secrets, but they are now kept in PostgreSQL and none are there yet: set SECURE_STORE_URL=file to keep using the file`,
    );
  vault.assertSameMasterKey();
  return vault;
}

@Global()
@Module({
  providers: [
    {
      provide: SECURE_DATABASE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openSecureStore(config.sharedDir, config.secureStoreUrl),
    },
    {
      provide: SecretVault,
      inject: [APP_CONFIG, SECURE_DATABASE],
      useFactory: openVault,
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
