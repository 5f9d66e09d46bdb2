import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import type { TestApp } from '../../testing/test-app';
import { SECURE_DATABASE } from '../../vault/secure-database';
import type { SecureDatabase } from '../../vault/secure-database';
import { signUp, solvedToken, startAuthTestApp } from '../testing/auth-test-kit';

const REDIRECT_URI = 'https://alexa.example/account-linking/callback';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A browser's cookie jar for one origin, enough to walk the authorization redirects. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async get(path: string): Promise<{ status: number; location: string }> {
    const res = await fetch(new URL(path, this.origin), {
      redirect: 'manual',
      headers: { cookie: this.header() },
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location') ?? '' };
  }

  /** A call of the web app: JSON, with the session's anti-forgery header. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    xsrfToken: string,
    body?: object,
  ): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
    const res = await fetch(new URL(path, this.origin), {
      method,
      headers: {
        cookie: this.header(),
        'x-xsrf-token': xsrfToken,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    this.keep(res);
    return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value ?? '');
    }
  }

  setCookie(raw: string | string[] | undefined): void {
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [name, value] = (line.split(';')[0] ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value ?? '');
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

// The assistants' account linking end to end: openid-client plays Alexa against Parley's
// authorization server, a person signs in on Parley in between.
describe('OAuth2 authorization server for the assistants', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-oauth-'));
  let t: TestApp;
  let port: number;
  let origin: string;
  let alexa: oidc.Configuration;

  async function startApi(): Promise<void> {
    t = await startAuthTestApp({
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      OAUTH_CLIENTS: JSON.stringify([
        {
          clientId: 'alexa-skill',
          clientSecret: 'alexa-secret',
          redirectUris: [REDIRECT_URI],
          name: 'Alexa',
        },
      ]),
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  }

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    await startApi();
    await signUp(t.app, 'linked@example.com', 'Linked-pass-1');
    alexa = await oidc.discovery(
      new URL(`${origin}/oauth`),
      'alexa-skill',
      'alexa-secret',
      undefined,
      { execute: [oidc.allowInsecureRequests] },
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function authorize(extra: Record<string, string> = {}) {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(alexa, {
      redirect_uri: REDIRECT_URI,
      scope: 'email',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    return { url, codeVerifier, state };
  }

  /** Signs `email` in on Parley in this browser and answers the session's anti-forgery token. */
  async function signInIn(browser: Browser, email: string, password: string): Promise<string> {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: { email, password, token: await solvedToken(t.app) },
    });
    browser.setCookie(signIn.headers['set-cookie']);
    return signIn.json<{ data: { xsrfToken: string } }>().data.xsrfToken;
  }

  /** Follows redirects from `location` until the assistant's callback or the consent screen. */
  async function follow(browser: Browser, location: string): Promise<string> {
    for (let hops = 0; hops < 8; hops++) {
      if (location.startsWith(REDIRECT_URI) || location.startsWith('/link-account')) break;
      location = (await browser.get(location)).location;
    }
    return location;
  }

  /**
   * The person's trip: authorization → Parley sign-in page → sign in → consent screen, where
   * they answer (Allow unless told otherwise) → back to Alexa with a code or an error.
   */
  async function linkAccount(
    browser: Browser,
    url: URL,
    email = 'linked@example.com',
    password = 'Linked-pass-1',
    allow = true,
  ): Promise<URL> {
    let step = await browser.get(url.pathname + url.search);
    expect(step.status).toBe(303);
    step = await browser.get(step.location);
    expect(step.status).toBe(302);
    const login = new URL(step.location, origin);
    expect(login.pathname).toBe('/login');
    expect(Object.fromEntries(login.searchParams)).toMatchObject({
      client: 'Alexa',
      client_id: 'alexa-skill',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'email',
    });
    const xsrfToken = await signInIn(browser, email, password);
    const consent = await follow(browser, login.searchParams.get('redirect') as string);
    expect(consent).toMatch(/^\/link-account\?uid=/);
    const uid = new URL(consent, origin).searchParams.get('uid') as string;
    const asked = await browser.call('GET', `/oauth/interaction/${uid}/consent`, xsrfToken);
    expect(asked).toEqual({ status: 200, json: { data: { client: 'Alexa', scopes: ['email'] } } });
    const answered = await browser.call('POST', `/oauth/interaction/${uid}/consent`, xsrfToken, {
      allow,
    });
    expect(answered.status).toBe(200);
    const location = await follow(browser, answered.json.data.redirect as string);
    expect(location.startsWith(REDIRECT_URI)).toBe(true);
    return new URL(location);
  }

  const codesIssued = () =>
    t.app
      .get<SecureDatabase>(SECURE_DATABASE)
      .prepare<[], { n: number }>(
        "SELECT count(*) AS n FROM oauth_records WHERE model = 'AuthorizationCode'",
      )
      .get()?.n ?? 0;

  describe('consent', () => {
    it('issues no code to a signed-in person who opens a crafted authorization URL until they Allow', async () => {
      const browser = new Browser(origin);
      await signInIn(browser, 'linked@example.com', 'Linked-pass-1');
      const before = codesIssued();
      const { url } = await authorize();
      // Already signed in: the crafted link goes straight through login, and stops at consent.
      const landed = await follow(browser, url.pathname + url.search);
      expect(landed).toMatch(/^\/link-account\?uid=/);
      expect(codesIssued()).toBe(before);
      // The answer is a state-changing call: without the anti-forgery header it is refused.
      const uid = new URL(landed, origin).searchParams.get('uid') as string;
      const forged = await browser.call('POST', `/oauth/interaction/${uid}/consent`, 'forged', {
        allow: true,
      });
      expect(forged.status).toBe(403);
      expect(codesIssued()).toBe(before);
    });

    it('sends error=access_denied with the state back to the assistant on Deny, and remembers nothing', async () => {
      const browser = new Browser(origin);
      const { url, state } = await authorize();
      const before = codesIssued();
      const callback = await linkAccount(browser, url, undefined, undefined, false);
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(callback.searchParams.get('state')).toBe(state);
      expect(callback.searchParams.get('code')).toBeNull();
      expect(codesIssued()).toBe(before);
      // Asked again next time: a Deny is not a grant.
      const again = await authorize();
      expect(await follow(browser, again.url.pathname + again.url.search)).toMatch(
        /^\/link-account\?uid=/,
      );
    });

    // Issue 26 item 5: after one Allow, a crafted URL (someone else's state and PKCE) opened in
    // the same browser must not come back to the assistant with a code unasked.
    it('asks again for every new link, even right after an Allow in the same browser', async () => {
      const browser = new Browser(origin);
      const first = await authorize();
      const linked = await oidc.authorizationCodeGrant(
        alexa,
        await linkAccount(browser, first.url),
        {
          pkceCodeVerifier: first.codeVerifier,
          expectedState: first.state,
        },
      );
      const before = codesIssued();
      const crafted = await authorize();
      const landed = await follow(browser, crafted.url.pathname + crafted.url.search);
      expect(landed).toMatch(/^\/link-account\?uid=/);
      expect(codesIssued()).toBe(before);
      // The link already made keeps working: a refresh needs no new consent.
      const refreshed = await oidc.refreshTokenGrant(alexa, linked.refresh_token as string);
      expect(refreshed.access_token).toBeTruthy();
    });

    it("refuses an answer from someone else's session", async () => {
      const browser = new Browser(origin);
      await signInIn(browser, 'linked@example.com', 'Linked-pass-1');
      const { url } = await authorize();
      const landed = await follow(browser, url.pathname + url.search);
      const uid = new URL(landed, origin).searchParams.get('uid') as string;
      // A second person signs in in the same browser: the pending request is not theirs to allow.
      await signUp(t.app, 'intruder@example.com', 'Intruder-pass-1');
      const intruderXsrf = await signInIn(browser, 'intruder@example.com', 'Intruder-pass-1');
      const intruder = await browser.call(
        'POST',
        `/oauth/interaction/${uid}/consent`,
        intruderXsrf,
        {
          allow: true,
        },
      );
      expect(intruder.status).toBe(400);
      expect(intruder.json).toMatchObject({ data: { key: 'oauth.consent_expired' } });
    });
  });

  it('links an account: code with PKCE, access token accepted as Bearer, refresh token works', async () => {
    const { url, codeVerifier, state } = await authorize();
    const callback = await linkAccount(new Browser(origin), url);
    expect(callback.searchParams.get('state')).toBe(state);
    const tokens = await oidc.authorizationCodeGrant(alexa, callback, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
    });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();

    const tenant = await fetch(`${origin}/auth/tenant`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(tenant.status).toBe(200);
    expect(await tenant.json()).toMatchObject({ data: { email: 'linked@example.com' } });

    const refreshed = await oidc.refreshTokenGrant(alexa, tokens.refresh_token as string);
    const again = await fetch(`${origin}/auth/tenant`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(again.status).toBe(200);

    // A code works once.
    await expect(
      oidc.authorizationCodeGrant(alexa, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates the refresh token on each use, and a spent one presented again ends the link', async () => {
    const tokens = await linkedTokens();
    const first = tokens.refresh_token as string;
    const rotated = await oidc.refreshTokenGrant(alexa, first);
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first);
    const tenant = (accessToken: string) =>
      fetch(`${origin}/auth/tenant`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect((await tenant(rotated.access_token)).status).toBe(200);

    // The spent token again (a thief's copy, or a replay): refused, and everything of that link
    // stops working, the newest refresh and access tokens too, until the person links again.
    await expect(oidc.refreshTokenGrant(alexa, first)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(
      oidc.refreshTokenGrant(alexa, rotated.refresh_token as string),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await tenant(rotated.access_token)).status).toBe(401);
  });

  it('keeps the link across a restart of the API', async () => {
    const { url, codeVerifier, state } = await authorize();
    const tokens = await oidc.authorizationCodeGrant(
      alexa,
      await linkAccount(new Browser(origin), url),
      { pkceCodeVerifier: codeVerifier, expectedState: state },
    );
    await t.close();
    await startApi();
    // The client's pooled keep-alive sockets died with the old process; the first call may find one.
    await fetch(`${origin}/health`).catch(() => undefined);
    expect(
      (
        await fetch(`${origin}/auth/tenant`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).status,
    ).toBe(200);
    const refreshed = await oidc.refreshTokenGrant(alexa, tokens.refresh_token as string);
    expect(
      (
        await fetch(`${origin}/auth/tenant`, {
          headers: { authorization: `Bearer ${refreshed.access_token}` },
        })
      ).status,
    ).toBe(200);
  });

  it('names PUBLIC_URL in its discovery document whatever Host or X-Forwarded-Host says', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oauth/.well-known/openid-configuration',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
      },
    });
    expect(res.statusCode).toBe(200);
    const discovery = res.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(`${origin}/oauth`);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'])
      expect(String(discovery[key])).toMatch(new RegExp(`^${origin}/oauth/`));
    expect(res.body).not.toContain('evil.example');
  });

  it('refuses a wrong code verifier', async () => {
    const { url, state } = await authorize();
    const callback = await linkAccount(new Browser(origin), url);
    await expect(
      oidc.authorizationCodeGrant(alexa, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: state,
      }),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a request without PKCE and a redirect URI that is not registered exactly', async () => {
    const plain = oidc.buildAuthorizationUrl(alexa, {
      redirect_uri: REDIRECT_URI,
      scope: 'email',
      state: 'x',
    });
    const noPkce = await fetch(plain, { redirect: 'manual' });
    expect(new URL(noPkce.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );
    const { url } = await authorize({ redirect_uri: `${REDIRECT_URI}/extra` });
    const wrong = await fetch(url, { redirect: 'manual' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('location')).toBeNull();
  });

  /** Links `email` for Alexa and answers its tokens. */
  async function linkedTokens(email?: string, password?: string) {
    const { url, codeVerifier, state } = await authorize();
    return oidc.authorizationCodeGrant(
      alexa,
      await linkAccount(new Browser(origin), url, email, password),
      { pkceCodeVerifier: codeVerifier, expectedState: state },
    );
  }

  it('lets the assistant ask questions with its access token, no cookie or anti-forgery header', async () => {
    const tokens = await linkedTokens();
    const asked = await fetch(`${origin}/features/conversations/chat_query`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ phrase: 'revenue last 30 days' }),
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ data: { responses: expect.any(Array) as unknown } });
    const forged = await fetch(`${origin}/features/conversations/chat_query`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
      body: JSON.stringify({ phrase: 'revenue last 30 days' }),
    });
    expect(forged.status).toBe(401);
  });

  it('issues codes that live ten minutes at most', async () => {
    const { url } = await authorize();
    await linkAccount(new Browser(origin), url);
    // Every code was issued by now, so none may expire later than ten minutes from now.
    const issuedBy = Math.floor(Date.now() / 1000);
    const codes = t.app
      .get<SecureDatabase>(SECURE_DATABASE)
      .prepare<[], { expires_at: number }>(
        "SELECT expires_at FROM oauth_records WHERE model = 'AuthorizationCode'",
      )
      .all();
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code.expires_at - issuedBy).toBeLessThanOrEqual(600);
  });

  it('refuses the plain PKCE method and a wrong client secret', async () => {
    const { url } = await authorize({
      code_challenge: oidc.randomPKCECodeVerifier(),
      code_challenge_method: 'plain',
    });
    const plain = await fetch(url, { redirect: 'manual' });
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );
    const { url: good, codeVerifier, state } = await authorize();
    const callback = await linkAccount(new Browser(origin), good);
    const impostor = await oidc.discovery(
      new URL(`${origin}/oauth`),
      'alexa-skill',
      'not-the-secret',
      undefined,
      { execute: [oidc.allowInsecureRequests] },
    );
    await expect(
      oidc.authorizationCodeGrant(impostor, callback, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('ends the link when the person deletes the account', async () => {
    const session = await signUp(t.app, 'unlinked@example.com', 'Unlinked-pass-1');
    const tokens = await linkedTokens('unlinked@example.com', 'Unlinked-pass-1');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/account',
      headers: session.headers,
      payload: { currentPassword: 'Unlinked-pass-1' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await fetch(`${origin}/auth/tenant`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).status,
    ).toBe(401);
    await expect(
      oidc.refreshTokenGrant(alexa, tokens.refresh_token as string),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('does not take an unknown or missing Bearer token', async () => {
    expect(
      (await fetch(`${origin}/auth/tenant`, { headers: { authorization: 'Bearer not-a-token' } }))
        .status,
    ).toBe(401);
    // Bearer tokens are for the assistants' calls only, not for changing the profile.
    const { url, codeVerifier, state } = await authorize();
    const tokens = await oidc.authorizationCodeGrant(
      alexa,
      await linkAccount(new Browser(origin), url),
      { pkceCodeVerifier: codeVerifier, expectedState: state },
    );
    const put = await fetch(`${origin}/features/profile`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': 'application/json',
      },
      body: '{"name":"x"}',
    });
    expect(put.status).toBe(401);
  });
});
