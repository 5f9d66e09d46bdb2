import { OAuth2Server } from 'oauth2-mock-server';
import type { TestApp } from '../../testing/test-app';
import { sessionFrom, startAuthTestApp } from '../testing/auth-test-kit';

type Person = { sub: string; email: string; email_verified: boolean; name: string };

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

  /** The browser's trip: our redirect → Google's consent (granted at once) → our callback. */
  async function signInWithGoogle(query = 'provider=GOOGLE&client=web') {
    const start = await t.app.inject({ method: 'GET', url: `/auth/loginredirect?${query}` });
    expect(start.statusCode).toBe(302);
    const consent = new URL(String(start.headers.location));
    expect(consent.origin).toBe(google.issuer.url);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/auth/google/callback`,
    );
    const granted = await fetch(consent, { redirect: 'manual' });
    const back = new URL(String(granted.headers.get('location')));
    return t.app.inject({ method: 'GET', url: back.pathname + back.search });
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
    expect(res.headers['set-cookie']).toBeUndefined();

    person = { sub: 'google-3', email: 'replay@example.com', email_verified: true, name: 'Replay' };
    const start = await t.app.inject({
      method: 'GET',
      url: '/auth/loginredirect?provider=GOOGLE&client=web',
    });
    const granted = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(granted.headers.get('location')));
    expect(
      (await t.app.inject({ method: 'GET', url: back.pathname + back.search })).headers.location,
    ).toMatch(/^\/login\?xsrfToken=/);
    expect(
      (await t.app.inject({ method: 'GET', url: back.pathname + back.search })).headers.location,
    ).toBe('/authcallback?status=error&message=login.failed_to_login');
  });

  it('returns to an assistant’s pending authorization named by the sign-in page', async () => {
    person = {
      sub: 'google-1',
      email: 'Katherine@Example.com',
      email_verified: true,
      name: 'Katherine Johnson',
    };
    const start = await t.app.inject({
      method: 'GET',
      url: '/auth/loginredirect?provider=GOOGLE&client=Alexa&client_id=alexa&redirect_uri=https%3A%2F%2Fa.example%2Fcb&scope=email&response_type=code',
      headers: {
        referer: `${t.config.publicUrl}/login?client=Alexa&redirect=%2Foauth%2Finteraction%2Fabc123`,
      },
    });
    const granted = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(granted.headers.get('location')));
    const res = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(res.headers.location).toBe('/oauth/interaction/abc123');
    expect(String(res.headers['set-cookie'])).toContain('parley_session=');
  });

  it('never redirects to another site after signing in', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/auth/loginredirect?provider=GOOGLE&client=web&redirect=https%3A%2F%2Fevil.example%2F',
    });
    const granted = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(granted.headers.get('location')));
    const res = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
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
    });
    expect(declined.headers.location).toBe(
      '/authcallback?status=error&message=login.failed_to_login',
    );
    expect(declined.headers['set-cookie']).toBeUndefined();
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
