import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { SecretVault } from '../vault/secret-vault';
import { SECURE_DATABASE } from '../vault/secure-database';
import type { SecureDatabase } from '../vault/secure-database';

export type LinkPurpose =
  | 'magic_link'
  | 'register'
  | 'password_reset'
  | 'google_state'
  // A Google Analytics consent under way: its tenant, PKCE verifier and nonce.
  | 'ga_state';

export type LinkPayload = {
  tenantId?: string;
  email: string;
  language: string;
  // Where to land after signing in (a relative path of this API, such as an OAuth interaction).
  redirect?: string;
  // Google sign-in and GA consent: the PKCE verifier and nonce kept between redirect and callback.
  codeVerifier?: string;
  nonce?: string;
};

type LinkRow = { purpose: LinkPurpose; expires_at: number; used_at: number | null };

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Magic, register and reset links (spec §9): single use, one hour. Only the token's hash is
 * stored and the payload (an e-mail address) sits sealed in the vault, so the table reveals nobody.
 */
@Injectable()
export class OneTimeLinks {
  private readonly statements;

  constructor(
    @Inject(SECURE_DATABASE) db: SecureDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vault: SecretVault,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS one_time_links (
      token_hash TEXT PRIMARY KEY, purpose TEXT NOT NULL,
      expires_at BIGINT NOT NULL, used_at BIGINT)`);
    this.statements = {
      insert: db.prepare(
        'INSERT INTO one_time_links (token_hash, purpose, expires_at) VALUES (?, ?, ?)',
      ),
      find: db.prepare<[string], LinkRow>(
        'SELECT purpose, expires_at, used_at FROM one_time_links WHERE token_hash = ?',
      ),
      // The WHERE makes using a link atomic: of two concurrent clicks exactly one changes the row.
      use: db.prepare(
        'UPDATE one_time_links SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
      ),
      purge: db.prepare<[number], { token_hash: string }>(
        'DELETE FROM one_time_links WHERE expires_at < ? RETURNING token_hash',
      ),
      unused: db.prepare<[], { token_hash: string; purpose: LinkPurpose }>(
        'SELECT token_hash, purpose FROM one_time_links WHERE used_at IS NULL',
      ),
      useUp: db.prepare('UPDATE one_time_links SET used_at = ? WHERE token_hash = ?'),
    };
  }

  issue(
    purpose: LinkPurpose,
    payload: LinkPayload,
    token = randomBytes(32).toString('base64url'),
  ): string {
    const now = Date.now();
    // Links long expired go, and with them the addresses they carried.
    for (const { token_hash } of this.statements.purge.all(now - 24 * 3600 * 1000))
      this.vault.deleteSecret(`link:${token_hash}`);
    this.vault.putSecret(`link:${digest(token)}`, JSON.stringify(payload));
    this.statements.insert.run(
      digest(token),
      purpose,
      now + this.config.auth.linkTtlSeconds * 1000,
    );
    return token;
  }

  /** The payload of a live, unused link without using it up (a reset page opened from a mail). */
  peek(purpose: LinkPurpose, token: string): LinkPayload | undefined {
    const row = this.statements.find.get(digest(token));
    if (!row || row.purpose !== purpose || row.used_at !== null || row.expires_at <= Date.now())
      return undefined;
    return this.payload(token);
  }

  /** Uses the link up and answers its payload, or undefined when unknown, used or expired. */
  consume(purpose: LinkPurpose, token: string): LinkPayload | undefined {
    const changed = this.statements.use.run(Date.now(), digest(token), purpose, Date.now()).changes;
    if (changed !== 1) return undefined;
    const payload = this.payload(token);
    this.vault.deleteSecret(`link:${digest(token)}`);
    return payload;
  }

  /**
   * A deleted account's links still in a mailbox: used up, and the addresses they carry deleted,
   * so nothing of the person stays readable in the vault.
   */
  forgetTenant(tenantId: string, email?: string): void {
    // Register links name only the address: they are the person's too.
    this.useUpWhere(
      (payload) =>
        payload.tenantId === tenantId || (email !== undefined && payload.email === email),
    );
  }

  /**
   * After a password reset or change: sign-in and reset links still in a mailbox (perhaps one
   * someone else reads) stop working.
   */
  voidSignInLinks(tenantId: string): void {
    this.useUpWhere(
      (payload, purpose) =>
        payload.tenantId === tenantId && (purpose === 'magic_link' || purpose === 'password_reset'),
    );
  }

  private useUpWhere(matches: (payload: LinkPayload, purpose: LinkPurpose) => boolean): void {
    for (const { token_hash, purpose } of this.statements.unused.all()) {
      const payload = this.sealedPayload(token_hash);
      if (!payload || !matches(payload, purpose)) continue;
      this.statements.useUp.run(Date.now(), token_hash);
      this.vault.deleteSecret(`link:${token_hash}`);
    }
  }

  private payload(token: string): LinkPayload | undefined {
    return this.sealedPayload(digest(token));
  }

  private sealedPayload(tokenHash: string): LinkPayload | undefined {
    const raw = this.vault.getSecret(`link:${tokenHash}`);
    return raw ? (JSON.parse(raw) as LinkPayload) : undefined;
  }
}
