import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { TenantDirectory } from '../../tenant/tenant-directory';
import type { GoogleConfig } from '../auth-config';
import { AuthService } from '../auth.service';
import { OneTimeLinks } from '../one-time-links';
import { googleClient } from './google-client';
import { pickLocale } from '../../i18n/locale';

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

export type GoogleStart = { redirect?: string; language?: string };

/**
 * Google sign-in as an OpenID Connect client (authorization code + PKCE + state + nonce).
 * Every Google endpoint comes from configuration, so tests run it against a local OAuth server.
 */
@Injectable()
export class GoogleSignIn {
  private client?: oidc.Configuration;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: OneTimeLinks,
    private readonly directory: TenantDirectory,
    private readonly auth: AuthService,
  ) {}

  private configuration(google: GoogleConfig): oidc.Configuration {
    if (this.client) return this.client;
    this.client = googleClient(
      {
        issuer: google.issuer,
        authorization_endpoint: google.authorizationEndpoint,
        token_endpoint: google.tokenEndpoint,
        userinfo_endpoint: google.userinfoEndpoint,
        jwks_uri: google.jwksUri,
      },
      google,
      this.config.production,
    );
    return this.client;
  }

  private google(): GoogleConfig {
    const google = this.config.auth.google;
    if (!google || !this.config.auth.providers.google)
      throw new ApiError(403, 'login.provider_disabled');
    return google;
  }

  /** The URL of Google's consent page; state, nonce and PKCE verifier stay on the server. */
  async authorizationUrl(start: GoogleStart): Promise<string> {
    const client = this.configuration(this.google());
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = this.links.issue('google_state', {
      email: '',
      language: start.language ?? '',
      redirect: start.redirect,
      codeVerifier,
      nonce,
    });
    return oidc
      .buildAuthorizationUrl(client, {
        redirect_uri: this.config.publicUrl + GOOGLE_CALLBACK_PATH,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Finishes the code grant and answers the tenant signing in, and where to land afterwards. */
  async complete(query: Record<string, string>): Promise<{ tenantId: string; redirect?: string }> {
    const client = this.configuration(this.google());
    const state = query.state ?? '';
    const pending = this.links.consume('google_state', state);
    if (!pending?.codeVerifier) throw new ApiError(400, 'login.failed_to_login');
    const callback = new URL(this.config.publicUrl + GOOGLE_CALLBACK_PATH);
    for (const [key, value] of Object.entries(query)) callback.searchParams.set(key, value);
    const tokens = await oidc
      .authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
      })
      .catch(() => {
        throw new ApiError(400, 'login.failed_to_login');
      });
    const claims = tokens.claims();
    if (!claims?.sub) throw new ApiError(400, 'login.failed_to_login');
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const known =
      this.directory.byExternalId('google', claims.sub) ??
      (email && claims.email_verified === true ? this.directory.byEmail(email) : undefined);
    if (known) {
      this.directory.linkExternalId('google', claims.sub, known);
      return { tenantId: known, redirect: pending.redirect };
    }
    // A Google account Parley has never seen: a new account, with Google's word for the address.
    if (!email || claims.email_verified !== true) throw new ApiError(400, 'login.failed_to_login');
    if (!this.config.auth.providers.signup) throw new ApiError(403, 'register.signup_disabled');
    const name = typeof claims.name === 'string' ? claims.name : undefined;
    const tenantId = await this.auth.createTenant(
      email,
      pickLocale([pending.language]),
      'google',
      name,
    );
    this.directory.linkExternalId('google', claims.sub, tenantId);
    return { tenantId, redirect: pending.redirect };
  }
}
