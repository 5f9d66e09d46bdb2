import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { SecretVault } from '../vault/secret-vault';

// @node-rs/argon2 declares Algorithm as a const enum, which swc cannot inline: 2 is Argon2id.
const ARGON2ID = 2;

const secretName = (tenantId: string) => `password:${tenantId}`;

// Password hashes live only in the vault, never in events or read models.
@Injectable()
export class PasswordHasher {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vault: SecretVault,
  ) {}

  async setPassword(tenantId: string, password: string): Promise<void> {
    const { memoryCost, timeCost, parallelism } = this.config.auth.argon2;
    const hashed = await hash(password, { algorithm: ARGON2ID, memoryCost, timeCost, parallelism });
    this.vault.putSecret(secretName(tenantId), hashed);
  }

  hasPassword(tenantId: string): boolean {
    return this.vault.getSecret(secretName(tenantId)) !== undefined;
  }

  async checkPassword(tenantId: string, password: string): Promise<boolean> {
    const hashed = this.vault.getSecret(secretName(tenantId));
    if (!hashed) return false;
    return verify(hashed, password);
  }

  forget(tenantId: string): void {
    this.vault.deleteSecret(secretName(tenantId));
  }
}
