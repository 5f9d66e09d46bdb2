import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { SecretVault } from '../vault/secret-vault';

// @node-rs/argon2 declares Algorithm as a const enum, which swc cannot inline: 2 is Argon2id.
const ARGON2ID = 2;

const secretName = (tenantId: string) => `password:${tenantId}`;

// Password hashes live only in the vault, never in events or read models.
@Injectable()
export class PasswordHasher implements OnModuleInit {
  // A hash of a random password with the configured cost, made once: what an unknown address or
  // an account without a password is checked against, so it costs the same argon2 work.
  private dummy?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vault: SecretVault,
  ) {}

  // Made at start, so the first unknown address does not pay for it (and stand out).
  onModuleInit(): void {
    void this.dummyHash();
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('base64url'));
    return this.dummy;
  }

  private hash(password: string): Promise<string> {
    const { memoryCost, timeCost, parallelism } = this.config.auth.argon2;
    return hash(password, { algorithm: ARGON2ID, memoryCost, timeCost, parallelism });
  }

  async setPassword(tenantId: string, password: string): Promise<void> {
    this.vault.putSecret(secretName(tenantId), await this.hash(password));
  }

  hasPassword(tenantId: string): boolean {
    return this.vault.getSecret(secretName(tenantId)) !== undefined;
  }

  /** False for a wrong password and for no password at all, after the same argon2 work. */
  async checkPassword(tenantId: string, password: string): Promise<boolean> {
    const hashed = this.vault.getSecret(secretName(tenantId));
    if (hashed) return verify(hashed, password);
    await verify(await this.dummyHash(), password);
    return false;
  }

  forget(tenantId: string): void {
    this.vault.deleteSecret(secretName(tenantId));
  }
}
