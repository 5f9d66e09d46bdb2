import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { ConnectionSecrets } from '../connection-secrets';
import { GoogleAnalyticsSources } from './google-analytics-sources';
import type { GoogleTokens } from './google-analytics-sources';

export const GA_CALLBACK_PATH = '/api/v1/datasourceredirect/callback';
const SCOPE = 'openid email profile https://www.googleapis.com/auth/analytics.readonly';
const PENDING_MS = 10 * 60_000;

type Pending = { tenantId: string; verifier: string; expires: number };
export type GoogleGrant = {
  datasource_id: string;
  user: { id: string; email: string; name: string };
};

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function claimsOf(idToken: string | undefined): Record<string, unknown> {
  // Received straight from the token endpoint over our own request, so TLS vouches for it.
  const payload = idToken?.split('.')[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

// The OAuth2 authorization-code grant (PKCE S256, single-use state tied to the tenant) that lets
// Parley read a person's GA4 properties; the tokens go to the vault and nowhere else.
@Injectable()
export class GoogleAnalyticsOAuth {
  private readonly pending = new Map<string, Pending>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: GoogleAnalyticsSources,
    private readonly secrets: ConnectionSecrets,
  ) {}

  authorizationUrl(tenantId: string): string {
    const settings = this.sources.settings;
    const now = Date.now();
    for (const [key, p] of this.pending) if (p.expires < now) this.pending.delete(key);
    const state = base64url(randomBytes(24));
    const verifier = base64url(randomBytes(32));
    this.pending.set(state, { tenantId, verifier, expires: now + PENDING_MS });
    const url = new URL(settings.authorizationEndpoint);
    url.search = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: `${this.config.publicUrl}${GA_CALLBACK_PATH}`,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state,
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async complete(
    tenantId: string,
    query: { code?: string; state?: string; error?: string },
  ): Promise<GoogleGrant> {
    const pending = query.state ? this.pending.get(query.state) : undefined;
    if (query.state) this.pending.delete(query.state);
    if (
      query.error ||
      !query.code ||
      !pending ||
      pending.tenantId !== tenantId ||
      pending.expires < Date.now()
    ) {
      throw new ApiError(400, 'datastore.connection_failed', { type: 'google_analytics' });
    }
    const settings = this.sources.settings;
    const response = await fetch(settings.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query.code,
        redirect_uri: `${this.config.publicUrl}${GA_CALLBACK_PATH}`,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code_verifier: pending.verifier,
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    if (!response?.ok)
      throw new ApiError(400, 'datastore.connection_failed', { type: 'google_analytics' });
    const body = (await response.json()) as {
      access_token: string;
      refresh_token?: string;
      expires_in?: number;
      id_token?: string;
    };
    const claims = claimsOf(body.id_token);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const id = text(claims.sub);
    if (!id || !body.access_token)
      throw new ApiError(400, 'datastore.connection_failed', { type: 'google_analytics' });
    const datasource_id = `ga-${createHash('sha256').update(id).digest('hex').slice(0, 16)}`;
    const tokens: GoogleTokens = {
      access_token: body.access_token,
      refresh_token: body.refresh_token,
      expires_at: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
    this.secrets.put(tenantId, 'google_analytics', datasource_id, tokens);
    return { datasource_id, user: { id, email: text(claims.email), name: text(claims.name) } };
  }
}
