import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { ParleyUnavailableError } from '@parley/parley-client';
import type { TokenStore, LinkedTokens } from './token-store';

type Pending = { userKey: string; verifier: string; expires: number };
type AwaitingCode = { code: string; tokens: LinkedTokens; expires: number; tries: number };

const PENDING_TTL_MS = 10 * 60 * 1000;
const CODE_TTL_MS = 5 * 60 * 1000;
const CODE_TRIES = 3;

/** What a typed code did: linked the person, matched nothing of theirs, or used up the tries. */
export type CodeOutcome = 'linked' | 'wrong' | 'none';
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
 * state, refresh tokens): "sign in" sends the person to Parley's sign-in page, "sign out"
 * revokes. The callback does not link by itself: whoever opened the link sees a code that the
 * Teams user who asked must type back, so a link opened by someone else (a shared chat, a
 * forwarded card) never puts their Parley data behind the asker's Teams account.
 */
export class AccountLinking {
  private readonly pending = new Map<string, Pending>();
  private readonly awaiting = new Map<string, AwaitingCode>();
  private config?: Promise<oidc.Configuration>;
  // One refresh per person at a time: Parley rotates refresh tokens and ends the link when a
  // spent one comes back, so two messages at once must not both spend the same one.
  private readonly refreshing = new Map<string, Promise<string | undefined>>();

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

  /**
   * The redirect back from Parley: exchanges the single-use code for tokens and answers the
   * six-digit code to show in the browser; the tokens wait for that code from the Teams user
   * who started the sign-in.
   */
  async complete(callbackUrl: URL, now = Date.now()): Promise<string> {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const pending = this.pending.get(state);
    this.pending.delete(state);
    if (!pending || pending.expires <= now) throw new Error('unknown or expired sign-in');
    const tokens = await oidc.authorizationCodeGrant(await this.configuration(), callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: state,
    });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.awaiting.set(pending.userKey, {
      code,
      tokens: this.toLinked(tokens, now),
      expires: now + CODE_TTL_MS,
      tries: 0,
    });
    return code;
  }

  /** A code typed in Teams links only the Teams user whose sign-in produced it. */
  confirm(userKey: string, typed: string, now = Date.now()): CodeOutcome {
    const waiting = this.awaiting.get(userKey);
    if (!waiting || waiting.expires <= now) {
      this.awaiting.delete(userKey);
      return 'none';
    }
    const given = Buffer.from(typed.trim());
    const expected = Buffer.from(waiting.code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      this.awaiting.delete(userKey);
      this.store.set(userKey, waiting.tokens);
      return 'linked';
    }
    waiting.tries += 1;
    if (waiting.tries >= CODE_TRIES) this.awaiting.delete(userKey);
    return 'wrong';
  }

  /** A usable access token, refreshed when it is about to expire; none when not linked. */
  async accessToken(userKey: string, now = Date.now()): Promise<string | undefined> {
    const linked = this.store.get(userKey);
    if (!linked) return undefined;
    const { refreshToken } = linked;
    if (linked.expiresAt - REFRESH_MARGIN_MS > now || !refreshToken) return linked.accessToken;
    const running = this.refreshing.get(userKey);
    if (running) return running;
    const refresh = this.refresh(userKey, { ...linked, refreshToken }, now).finally(() =>
      this.refreshing.delete(userKey),
    );
    this.refreshing.set(userKey, refresh);
    return refresh;
  }

  private async refresh(
    userKey: string,
    linked: LinkedTokens & { refreshToken: string },
    now: number,
  ): Promise<string | undefined> {
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
        console.error(explainDiscoveryFailure(this.options.issuer, error));
        throw new ParleyUnavailableError(error);
      });
    return this.config;
  }
}

/**
 * Why sign-in cannot start, for the operator: the usual cause is PARLEY_API_URL naming the API by
 * an address (an internal host name) other than the PUBLIC_URL its OAuth server announces.
 */
export function explainDiscoveryFailure(issuer: string, error: unknown): string {
  const cause = (error as { cause?: { attribute?: string; body?: { issuer?: unknown } } }).cause;
  if (cause?.attribute === 'issuer')
    return (
      `Teams sign-in is unavailable: the bot expects Parley's OAuth issuer at ${issuer} ` +
      `(from PARLEY_API_URL) but the API announces ${String(cause.body?.issuer)} (its PUBLIC_URL). ` +
      "Set PARLEY_API_URL to the API's PUBLIC_URL."
    );
  return `Teams sign-in is unavailable: Parley's OAuth discovery at ${issuer} failed (${String(error)})`;
}
