import { OAuth2Server } from 'oauth2-mock-server';
import type { TestApp } from '../../testing/test-app';
import { sessionFrom, startAuthTestApp } from '../testing/auth-test-kit';

type Person = { sub: string; email: string; email_verified: boolean; name: string };

/** The session cookie a reply sets, if it signs anyone in. */
function sessionCookieOf(res: {
  headers: { 'set-cookie'?: string | string[] };
}): string | undefined {
  const setCookie = res.headers['set-cookie'];
  const all = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  return /parley_session=[^;\s]+/.exec(all)?.[0];
}

// Google sign-in end to end against a real OAuth2/OIDC server started here (oauth2-mock-server),
// with every Google endpoint pointed at it through configuration.
describe('Google sign-in', () => {
  const google = new OAuth2Server();
  let t: TestApp;
  let person: Person;

  beforeAll(async () => {
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      if (token.payload.nonce !== undefined) Object.assign(token.payload, person);
    });
    const issuer = google.issuer.url as string;
    t = await startAuthTestApp({
      AUTH_PROVIDERS: 'password,magiclink,google',
      GOOGLE_CLIENT_ID: 'parley-test-client',
      GOOGLE_CLIENT_SECRET: 'parley-test-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  /**
   * Our redirect to Google and Google's consent (granted at once): the callback URL and the cookie
   * the starting browser holds.
   */
  async function consent(query = 'provider=GOOGLE&client=web', headers = {}) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/auth/loginredirect?${query}`,
      headers,
    });
    expect(start.statusCode).toBe(302);
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/parley_google_state=[^;]+;.*HttpOnly/);
    const consentPage = new URL(String(start.headers.location));
    expect(consentPage.origin).toBe(google.issuer.url);
    expect(consentPage.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consentPage.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/auth/google/callback`,
    );
    const granted = await fetch(consentPage, { redirect: 'manual' });
    const back = new URL(String(granted.headers.get('location')));
    return { callback: back.pathname + back.search, cookie: setCookie.split(';')[0] ?? '' };
  }

  /** The browser's trip: our redirect → Google's consent → our callback, in one browser. */
  async function signInWithGoogle(query = 'provider=GOOGLE&client=web') {
    const { callback, cookie } = await consent(query);
    return t.app.inject({ method: 'GET', url: callback, headers: { cookie } });
  }

  it('lists Google among the providers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/providers' })).json()).toMatchObject({
      data: { google: true },
    });
  });

  it('creates an account for a new verified Google address and signs in', async () => {
    person = {
      sub: 'google-1',
      email: 'Katherine@Example.com',
      email_verified: true,
      name: 'Katherine Johnson',
    };
    const res = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), 'http://x');
    expect(location.pathname).toBe('/login');
    const session = sessionFrom(
      res.headers['set-cookie'],
      location.searchParams.get('xsrfToken') as string,
    );
    const tenant = await t.app.inject({
      method: 'GET',
      url: '/auth/tenant',
      headers: session.headers,
    });
    expect(tenant.json()).toMatchObject({
      data: { email: 'katherine@example.com', name: 'Katherine Johnson', flags: { rc: false } },
    });
  });

  it('signs the same Google account into the same tenant next time', async () => {
    const first = await signInWithGoogle();
    const second = await signInWithGoogle();
    const tenantOf = async (res: typeof first) => {
      const xsrf = new URL(String(res.headers.location), 'http://x').searchParams.get(
        'xsrfToken',
      ) as string;
      const session = sessionFrom(res.headers['set-cookie'], xsrf);
      return (
        await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
      ).json<{ data: { id: string } }>().data.id;
    };
    expect(await tenantOf(first)).toBe(await tenantOf(second));
  });

  it('refuses an unverified address and a replayed callback', async () => {
    person = { sub: 'google-2', email: 'unverified@example.com', email_verified: false, name: 'X' };
    const res = await signInWithGoogle();
    expect(res.headers.location).toBe('/authcallback?status=error&message=login.failed_to_login');
    expect(sessionCookieOf(res)).toBeUndefined();

    person = { sub: 'google-3', email: 'replay@example.com', email_verified: true, name: 'Replay' };
    const { callback, cookie } = await consent();
    const follow = () => t.app.inject({ method: 'GET', url: callback, headers: { cookie } });
    expect((await follow()).headers.location).toMatch(/^\/login\?xsrfToken=/);
    expect((await follow()).headers.location).toBe(
      '/authcallback?status=error&message=login.failed_to_login',
    );
  });

  it('returns to an assistant’s pending authorization named by the sign-in page', async () => {
    person = {
      sub: 'google-1',
      email: 'Katherine@Example.com',
      email_verified: true,
      name: 'Katherine Johnson',
    };
    const { callback, cookie } = await consent(
      'provider=GOOGLE&client=Alexa&client_id=alexa&redirect_uri=https%3A%2F%2Fa.example%2Fcb&scope=email&response_type=code',
      {
        referer: `${t.config.publicUrl}/login?client=Alexa&redirect=%2Foauth%2Finteraction%2Fabc123`,
      },
    );
    const res = await t.app.inject({ method: 'GET', url: callback, headers: { cookie } });
    expect(res.headers.location).toBe('/oauth/interaction/abc123');
    expect(String(res.headers['set-cookie'])).toContain('parley_session=');
  });

  it('never redirects to another site after signing in', async () => {
    const { callback, cookie } = await consent(
      'provider=GOOGLE&client=web&redirect=https%3A%2F%2Fevil.example%2F',
    );
    const res = await t.app.inject({ method: 'GET', url: callback, headers: { cookie } });
    expect(String(res.headers.location)).toMatch(/^\/login\?xsrfToken=/);
  });

  it('lands on the error page, signed out, when the person declines at Google', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/auth/loginredirect?provider=GOOGLE&client=web',
    });
    const state = new URL(String(start.headers.location)).searchParams.get('state') as string;
    const declined = await t.app.inject({
      method: 'GET',
      url: `/auth/google/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0] ?? '' },
    });
    expect(declined.headers.location).toBe(
      '/authcallback?status=error&message=login.failed_to_login',
    );
    expect(sessionCookieOf(declined)).toBeUndefined();
  });

  it('makes a new account for a Google person whose old account was deleted', async () => {
    person = { sub: 'google-9', email: 'again@example.com', email_verified: true, name: 'Again' };
    const sessionOf = (res: Awaited<ReturnType<typeof signInWithGoogle>>) =>
      sessionFrom(
        res.headers['set-cookie'],
        new URL(String(res.headers.location), 'http://x').searchParams.get('xsrfToken') as string,
      );
    const first = sessionOf(await signInWithGoogle());
    const firstId = (
      await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: first.headers })
    ).json<{ data: { id: string } }>().data.id;
    await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/account', headers: first.headers });
    const second = sessionOf(await signInWithGoogle());
    const tenant = (
      await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: second.headers })
    ).json<{ data: { id: string; email: string; flags: { rc: boolean } } }>().data;
    expect(tenant.id).not.toBe(firstId);
    expect(tenant).toMatchObject({ email: 'again@example.com', flags: { rc: false } });
  });

  it('refuses a callback opened in another browser than the one that started it', async () => {
    // Someone starts a sign-in with their own Google account and, instead of following the
    // callback, sends it to another person: that person must not end up in their account.
    person = { sub: 'google-7', email: 'mallory@example.com', email_verified: true, name: 'M' };
    const { callback, cookie } = await consent();
    const elsewhere = await t.app.inject({ method: 'GET', url: callback });
    expect(elsewhere.headers.location).toBe(
      '/authcallback?status=error&message=login.failed_to_login',
    );
    expect(sessionCookieOf(elsewhere)).toBeUndefined();
    // Another browser's state cookie does not fit either.
    const { cookie: other } = await consent();
    expect(other).not.toBe(cookie);
    const mixed = await t.app.inject({ method: 'GET', url: callback, headers: { cookie: other } });
    expect(sessionCookieOf(mixed)).toBeUndefined();
  });

  it('refuses a callback whose state it never issued', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/google/callback?code=abc&state=forged',
    });
    expect(res.headers.location).toBe('/authcallback?status=error&message=login.failed_to_login');
  });
});

describe('Google sign-in switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('redirects back with an error instead of going to Google', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/loginredirect?provider=GOOGLE&client=web',
    });
    expect(res.headers.location).toBe('/authcallback?status=error&message=login.provider_disabled');
  });
});
