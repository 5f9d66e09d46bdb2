export type LinkedTokens = { accessToken: string; refreshToken?: string; expiresAt: number };

/** Tokens per Teams user; in memory, so a restart asks people to sign in again. */
export class TokenStore {
  private readonly tokens = new Map<string, LinkedTokens>();

  get(userKey: string): LinkedTokens | undefined {
    return this.tokens.get(userKey);
  }

  set(userKey: string, tokens: LinkedTokens): void {
    this.tokens.set(userKey, tokens);
  }

  delete(userKey: string): void {
    this.tokens.delete(userKey);
  }
}
