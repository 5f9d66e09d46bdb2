// Turns an `Authorization: Bearer` token into the tenant it was issued for; the OAuth server
// for the assistants provides the real one.
export type AccessTokenVerifier = {
  verify(token: string): Promise<{ tenantId: string } | undefined>;
};

export const ACCESS_TOKEN_VERIFIER = Symbol('ACCESS_TOKEN_VERIFIER');
