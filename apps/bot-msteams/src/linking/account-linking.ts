import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { ParleyUnavailableError } from '@parley/parley-client';
import type { TokenStore, LinkedTokens } from './token-store';

type Pending = { userKey: string; verifier: string; expires: number };

const PENDING_TTL_MS = 10 * 60 * 1000;
// Refresh a little before expiry so a question never races the token's last second.
const REFRESH_MARGIN_MS = 30_000;

export type LinkingOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  allowHttp: boolean;
};

/**
 * The bot as an OAuth2 client of Parley's authorization server (authorization code + PKCE S256,
 * state, refresh tokens): "sign in" sends the person to Parley's sign-in page, the callback
 * stores their tokens, "sign out" revokes them.
 */
export class AccountLinking {
  private readonly pending = new Map<string, Pending>();
  private config?: Promise<oidc.Configuration>;

  constructor(
    private readonly options: LinkingOptions,
    private readonly store: TokenStore,
  ) {}

  async signInUrl(userKey: string, now = Date.now()): Promise<string> {
    for (const [state, entry] of this.pending) if (entry.expires <= now) this.pending.delete(state);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = randomBytes(24).toString('base64url');
    this.pending.set(state, { userKey, verifier, expires: now + PENDING_TTL_MS });
    return oidc
      .buildAuthorizationUrl(await this.configuration(), {
        redirect_uri: this.options.redirectUri,
        scope: 'email',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** The redirect back from Parley: exchanges the single-use code for the person's tokens. */
  async complete(callbackUrl: URL, now = Date.now()): Promise<string> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const pending = this.pending.get(state);
    this.pending.delete(state);
    if (!pending || pending.expires <= now) throw new Error('unknown or expired sign-in');
    const tokens = await oidc.authorizationCodeGrant(await this.configuration(), callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: state,
    });
    this.store.set(pending.userKey, this.toLinked(tokens, now));
    return pending.userKey;
  }

  /** A usable access token, refreshed when it is about to expire; none when not linked. */
  async accessToken(userKey: string, now = Date.now()): Promise<string | undefined> {
    const linked = this.store.get(userKey);
    if (!linked) return undefined;
    if (linked.expiresAt - REFRESH_MARGIN_MS > now || !linked.refreshToken)
      return linked.accessToken;
    try {
      const refreshed = this.toLinked(
        await oidc.refreshTokenGrant(await this.configuration(), linked.refreshToken),
        now,
      );
      this.store.set(userKey, {
        ...refreshed,
        refreshToken: refreshed.refreshToken ?? linked.refreshToken,
      });
      return refreshed.accessToken;
    } catch (error) {
      // A refused refresh (revoked, expired) means linking again; anything else is Parley being down.
      if (!(error instanceof oidc.ResponseBodyError)) throw new ParleyUnavailableError(error);
      this.store.delete(userKey);
      return undefined;
    }
  }

  /** Unlinking revokes at Parley, so the tokens stop working everywhere at once. */
  async signOut(userKey: string): Promise<boolean> {
    const linked = this.store.get(userKey);
    if (!linked) return false;
    this.store.delete(userKey);
    const config = await this.configuration();
    await Promise.allSettled([
      linked.refreshToken
        ? oidc.tokenRevocation(config, linked.refreshToken, { token_type_hint: 'refresh_token' })
        : Promise.resolve(),
      oidc.tokenRevocation(config, linked.accessToken, { token_type_hint: 'access_token' }),
    ]);
    return true;
  }

  forget(userKey: string): void {
    this.store.delete(userKey);
  }

  private toLinked(tokens: oidc.TokenEndpointResponse, now: number): LinkedTokens {
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: now + (tokens.expires_in ?? 3600) * 1000,
    };
  }

  private configuration(): Promise<oidc.Configuration> {
    this.config ??= oidc
      .discovery(
        new URL(this.options.issuer),
        this.options.clientId,
        this.options.clientSecret,
        undefined,
        this.options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        // Parley's authorization server is part of Parley: unreachable means Parley is down.
        this.config = undefined;
        throw new ParleyUnavailableError(error);
      });
    return this.config;
  }
}
