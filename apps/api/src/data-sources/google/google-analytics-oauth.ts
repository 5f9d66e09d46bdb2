import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { googleClient } from '../../auth/google/google-client';
import { OneTimeLinks } from '../../auth/one-time-links';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import type { GoogleAnalyticsConfig } from '../data-sources-config';

export const GA_CALLBACK_PATH = '/api/v1/datasourceredirect/callback';
const TYPE = 'google_analytics';
const SCOPE = 'openid email profile https://www.googleapis.com/auth/analytics.readonly';

export type GoogleTokens = { access_token: string; refresh_token?: string; expires_at: number };

export type GoogleGrant = {
  datasource_id: string;
  tokens: GoogleTokens;
  user: { id: string; email: string; name: string };
};

const failed = () => new ApiError(400, 'datastore.connection_failed', { type: TYPE });
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function tokensOf(
  response: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  now: number,
  previousRefresh?: string,
): GoogleTokens {
  return {
    access_token: response.access_token,
    // Google sends a refresh token with the first consent only; a refresh keeps the one it had.
    refresh_token: response.refresh_token ?? previousRefresh,
    expires_at: now + (response.expiresIn() ?? 3600) * 1000,
  };
}

/**
 * The OAuth client that lets Parley read a person's GA4 properties, on openid-client: the
 * authorization-code grant with PKCE (S256), state and nonce; refresh and revocation. The pending
 * state sits in the one-time-link store every instance shares, so the callback may reach another
 * instance than the redirect; it is single use and tied to the tenant that started it.
 */
@Injectable()
export class GoogleAnalyticsOAuth {
  private client?: oidc.Configuration;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: OneTimeLinks,
  ) {}

  get settings(): GoogleAnalyticsConfig {
    const settings = this.config.dataSources.googleAnalytics;
    if (!settings) throw new ApiError(400, 'datastore.not_configured', { type: TYPE });
    return settings;
  }

  private configuration(): oidc.Configuration {
    if (this.client) return this.client;
    const settings = this.settings;
    this.client = googleClient(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationEndpoint,
        token_endpoint: settings.tokenEndpoint,
        revocation_endpoint: settings.revocationEndpoint,
      },
      settings,
      this.config.production,
    );
    return this.client;
  }

  private get redirectUri(): string {
    return this.config.publicUrl + GA_CALLBACK_PATH;
  }

  async authorizationUrl(tenantId: string): Promise<string> {
    const client = this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = this.links.issue('ga_state', {
      tenantId,
      email: '',
      language: '',
      codeVerifier,
      nonce,
    });
    return oidc
      .buildAuthorizationUrl(client, {
        redirect_uri: this.redirectUri,
        scope: SCOPE,
        // A refresh token, so questions keep working after the hour the access token lasts.
        access_type: 'offline',
        prompt: 'consent',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Exchanges the callback's code; the tokens it answers are for the vault only. */
  async complete(tenantId: string, query: Record<string, string>): Promise<GoogleGrant> {
    const client = this.configuration();
    const state = query.state ?? '';
    const pending = state ? this.links.consume('ga_state', state) : undefined;
    if (query.error || !query.code || !pending?.codeVerifier || pending.tenantId !== tenantId)
      throw failed();
    const callback = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query)) callback.searchParams.set(key, value);
    const now = Date.now();
    const response = await oidc
      .authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      .catch(() => {
        throw failed();
      });
    const claims = response.claims();
    const id = text(claims?.sub);
    if (!id) throw failed();
    return {
      datasource_id: `ga-${createHash('sha256').update(id).digest('hex').slice(0, 16)}`,
      tokens: tokensOf(response, now),
      user: { id, email: text(claims?.email), name: text(claims?.name) },
    };
  }

  /** New tokens for expired ones; a refusal means the person has to connect again. */
  async refresh(tokens: GoogleTokens): Promise<GoogleTokens> {
    if (!tokens.refresh_token)
      throw new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
    const now = Date.now();
    const response = await oidc
      .refreshTokenGrant(this.configuration(), tokens.refresh_token)
      .catch(() => {
        throw new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
      });
    return tokensOf(response, now, tokens.refresh_token);
  }

  /** Revoking the refresh token ends the whole grant at Google; best effort, Parley forgets it anyway. */
  async revoke(tokens: GoogleTokens): Promise<void> {
    if (!this.config.dataSources.googleAnalytics) return;
    const token = tokens.refresh_token ?? tokens.access_token;
    await oidc
      .tokenRevocation(this.configuration(), token, {
        token_type_hint: tokens.refresh_token ? 'refresh_token' : 'access_token',
      })
      .catch(() => undefined);
  }
}
