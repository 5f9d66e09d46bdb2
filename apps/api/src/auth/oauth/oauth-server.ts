import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import type Provider from 'oidc-provider';
import type { ClientMetadata } from 'oidc-provider';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { TenantRepository } from '../../tenant/tenant-repository';
import { SecretVault } from '../../vault/secret-vault';
import { SECURE_DATABASE } from '../../vault/secure-database';
import type { SecureDatabase } from '../../vault/secure-database';
import { secureStoreOidcAdapter } from './secure-store-oidc-adapter';
import type { AccessTokenVerifier } from '../session/access-token-verifier';

export const OAUTH_PREFIX = '/oauth';

// What loadExistingGrant reads of oidc-provider's request context.
type GrantContext = { oidc: { result?: { consent?: { grantId?: string } }; provider: Provider } };

// Loaded only when assistant clients are configured: most installations never need it.
const loadProvider = () =>
  (createRequire(__filename)('oidc-provider') as { default: typeof Provider }).default;

// Lifetimes (ARCHITECTURE.md security rules): codes at most 10 minutes, single use.
const TTL = {
  AuthorizationCode: 600,
  AccessToken: 3600,
  RefreshToken: 60 * 24 * 3600,
  Grant: 365 * 24 * 3600,
  Interaction: 600,
  Session: 14 * 24 * 3600,
};

/**
 * Parley as an OAuth2 authorization server for the assistants (Alexa, MSBot account linking),
 * built on oidc-provider: authorization code with PKCE S256 only, exact redirect URIs from the
 * configured clients, single-use codes, refresh tokens rotated on each use with reuse detection.
 * People sign in on Parley's own page.
 */
@Injectable()
export class OAuthServer implements OnModuleInit, AccessTokenVerifier {
  private readonly logger = new Logger('OAuthServer');
  readonly provider?: Provider;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly tenants: TenantRepository,
    private readonly vault: SecretVault,
    @Inject(SECURE_DATABASE) db: SecureDatabase,
  ) {
    if (config.auth.assistantClients.length === 0) return;
    const clients: ClientMetadata[] = config.auth.assistantClients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }));
    const OidcProvider = loadProvider();
    const provider = new OidcProvider(config.publicUrl + OAUTH_PREFIX, {
      clients,
      adapter: secureStoreOidcAdapter(db, vault),
      jwks: { keys: [this.signingKey()] },
      cookies: { keys: [vault.deriveKey('oauth-cookies').toString('hex')] },
      scopes: ['openid', 'email', 'offline_access'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      pkce: { required: () => true },
      ttl: TTL,
      // Assistants keep their link without asking for offline_access.
      issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
        Promise.resolve(client.grantTypeAllowed('refresh_token')),
      // Every refresh spends its refresh token and issues a new one; a spent one presented again
      // (stolen, or replayed) is refused and ends the whole link (oidc-provider revokes the grant).
      rotateRefreshToken: true,
      features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
      // A new authorization code always needs the consent given in this very interaction: a
      // grant remembered in the browser would let a crafted URL (someone else's state and PKCE)
      // link the person's account unasked. Refreshing a link already made does not come here.
      loadExistingGrant: (ctx: GrantContext) => {
        const grantId = ctx.oidc.result?.consent?.grantId;
        return grantId ? ctx.oidc.provider.Grant.find(grantId) : Promise.resolve(undefined);
      },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) =>
          Promise.resolve(`${OAUTH_PREFIX}/interaction/${interaction.uid}`),
      },
      findAccount: async (_ctx: unknown, sub: string) => {
        const tenant = await this.tenants.active(sub);
        if (!tenant) return undefined;
        return {
          accountId: sub,
          claims: () => ({ sub, email: tenant.email, email_verified: true }),
        };
      },
    });
    provider.proxy = true;
    provider.on('server_error', (_ctx, error) => this.logger.error(error));
    this.provider = provider;
  }

  /** Mounts the provider's endpoints (/oauth/auth, /oauth/token, discovery...) on Fastify. */
  onModuleInit(): void {
    if (!this.provider) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const handle = this.provider.callback();
    const publicOrigin = new URL(this.config.publicUrl);
    fastify.all(`${OAUTH_PREFIX}/*`, (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string; body?: unknown };
      // The provider builds its endpoint URLs (discovery, redirects) from the request's host; a
      // client's Host or X-Forwarded-Host must not move them, so it always sees PUBLIC_URL.
      pinOrigin(raw, publicOrigin, request.ip);
      // Fastify has already read a form body; oidc-provider takes it from req.body then.
      raw.body = request.body;
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(OAUTH_PREFIX.length) || '/';
      reply.hijack();
      handle(raw, reply.raw);
    });
  }

  async verify(token: string): Promise<{ tenantId: string } | undefined> {
    const found = await this.provider?.AccessToken.find(token);
    if (!found || found.isExpired) return undefined;
    return { tenantId: found.accountId };
  }

  // One RSA key for ID tokens, generated once and kept in the vault.
  private signingKey(): Record<string, unknown> {
    const stored = this.vault.getSecret('oauth:signing-key');
    if (stored) return JSON.parse(stored) as Record<string, unknown>;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: 'jwk' }),
      use: 'sig',
      alg: 'RS256',
      kid: `parley-${Date.now()}`,
    };
    this.vault.putSecret('oauth:signing-key', JSON.stringify(jwk));
    return jwk;
  }
}

// The provider trusts forwarded headers (it sits behind Fastify): they are set here to what Fastify
// itself believed (TRUSTED_PROXIES), never passed through from the client.
function pinOrigin(raw: IncomingMessage, origin: URL, clientIp: string): void {
  delete raw.headers.forwarded;
  raw.headers['x-forwarded-for'] = clientIp;
  raw.headers.host = origin.host;
  raw.headers['x-forwarded-host'] = origin.host;
  raw.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
}
