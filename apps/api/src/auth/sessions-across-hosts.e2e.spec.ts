import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpInject } from '../live/http-inject';
import { startApiProcess, stopApiProcess } from '../testing/api-process';
import type { ApiProcess } from '../testing/api-process';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';
import { signUp, solvedToken } from './testing/auth-test-kit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// What a person's browser sees: the proxy's address, whichever instance answers behind it.
const PUBLIC_URL = 'http://parley.proxy.test';
const REDIRECT_URI = 'https://alexa.example/account-linking/callback';
const CLIENT = { clientId: 'alexa-skill', clientSecret: 'alexa-secret', name: 'Alexa' };

/**
 * A browser behind a round-robin proxy: one cookie jar, and each request sent to the instance
 * the test names (redirects to PUBLIC_URL are followed on that instance too).
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  async send(
    to: ApiProcess,
    method: 'GET' | 'POST',
    location: string,
    options: { xsrfToken?: string; body?: object } = {},
  ): Promise<{ status: number; location: string; json: () => Promise<unknown> }> {
    const url = new URL(location, PUBLIC_URL);
    const res = await fetch(`${to.url}${url.pathname}${url.search}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(options.xsrfToken ? { 'x-xsrf-token': options.xsrfToken } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = (line.split(';')[0] ?? '').split('=');
      if (!name) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value ?? '');
    }
    return {
      status: res.status,
      location: res.headers.get('location') ?? '',
      json: () => res.json(),
    };
  }
}

// Two API processes as on two hosts: each its own DATA_DIR and SHARED_DIR (nothing on disk in
// common), one PostgreSQL database and one Redis. Sessions, one-time links and the OAuth
// server's pending interactions live in PostgreSQL, so either instance carries on what the
// other began.
describe('sessions and account linking across hosts', () => {
  let shared: SharedStores;
  let root: string;
  let a: ApiProcess;
  let b: ApiProcess;

  const hostEnv = (host: string) => ({
    ...shared.instanceEnv(),
    SHARED_DIR: join(root, host, 'shared'),
    REDIS_URL,
    PUBLIC_URL,
    PARLEY_SECRET_KEY: 'one key for every host',
    OAUTH_CLIENTS: JSON.stringify([{ ...CLIENT, redirectUris: [REDIRECT_URI] }]),
  });

  beforeAll(async () => {
    shared = await startSharedStores();
    root = mkdtempSync(join(tmpdir(), 'parley-hosts-'));
    a = await startApiProcess(hostEnv('host-a'));
    b = await startApiProcess(hostEnv('host-b'));
  }, 150_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopApiProcess));
    await shared.close();
    rmSync(root, { recursive: true, force: true });
  });

  const tenantOn = (api: ApiProcess, headers: Record<string, string>) =>
    fetch(`${api.url}/auth/tenant`, { headers });

  it('keeps no secure store file in either SHARED_DIR', () => {
    for (const host of ['host-a', 'host-b'])
      expect(existsSync(join(root, host, 'shared', 'secure.sqlite'))).toBe(false);
  });

  it('a session signed in on one host is used on the other, and signing out there ends it on both', async () => {
    const session = await signUp(httpInject(a.url), 'traveller@example.com', 'Sunny-day-42');
    const onB = await tenantOn(b, { cookie: session.cookie });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ data: { email: 'traveller@example.com' } });

    // A password sign-in on B with a challenge solved on A (spent challenges are shared too).
    const signIn = await fetch(`${b.url}/auth/loginwithpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'traveller@example.com',
        password: 'Sunny-day-42',
        token: await solvedToken(httpInject(a.url)),
      }),
    });
    expect(signIn.status).toBe(200);
    const cookie = /parley_session=[^;]+/.exec(signIn.headers.getSetCookie().join(';'))?.[0];
    const { xsrfToken } = ((await signIn.json()) as { data: { xsrfToken: string } }).data;
    expect((await tenantOn(a, { cookie: cookie ?? '' })).status).toBe(200);

    const out = await fetch(`${b.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie: cookie ?? '', 'x-xsrf-token': xsrfToken },
    });
    expect(out.status).toBe(200);
    // A caches a session it has checked for up to a second (README "Several instances").
    const deadline = Date.now() + 3_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline)
      status = (await tenantOn(a, { cookie: cookie ?? '' })).status;
    expect(status).toBe(401);
    // The other session of the same person is untouched.
    expect((await tenantOn(a, { cookie: session.cookie })).status).toBe(200);
  }, 120_000);

  it('an account linking started on one host is finished on the other, and its token works on both', async () => {
    await signUp(httpInject(b.url), 'linker@example.com', 'Linker-pass-1');
    const browser = new Browser();
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URLSearchParams({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'email',
      state: 'state-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });

    // A opens the interaction; B finds it and sends the person to Parley's sign-in page.
    let step = await browser.send(a, 'GET', `/oauth/auth?${authorize.toString()}`);
    expect(step.status).toBe(303);
    step = await browser.send(b, 'GET', step.location);
    expect(step.status).toBe(302);
    const login = new URL(step.location, PUBLIC_URL);
    expect(login.pathname).toBe('/login');

    // Signed in on A; the interaction resumes on B and asks for consent.
    const signIn = await browser.send(a, 'POST', '/auth/loginwithpassword', {
      body: {
        email: 'linker@example.com',
        password: 'Linker-pass-1',
        token: await solvedToken(httpInject(a.url)),
      },
    });
    expect(signIn.status).toBe(200);
    const { xsrfToken } = ((await signIn.json()) as { data: { xsrfToken: string } }).data;
    let location = login.searchParams.get('redirect') ?? '';
    for (let hops = 0; hops < 8 && !location.startsWith('/link-account'); hops++)
      location = (await browser.send(b, 'GET', location)).location;
    const uid = new URL(location, PUBLIC_URL).searchParams.get('uid') ?? '';
    expect(uid).not.toBe('');

    // Consent asked on A, given on B; the redirects back to the assistant run on A.
    const asked = await browser.send(a, 'GET', `/oauth/interaction/${uid}/consent`, { xsrfToken });
    expect(await asked.json()).toEqual({ data: { client: 'Alexa', scopes: ['email'] } });
    const given = await browser.send(b, 'POST', `/oauth/interaction/${uid}/consent`, {
      xsrfToken,
      body: { allow: true },
    });
    expect(given.status).toBe(200);
    location = ((await given.json()) as { data: { redirect: string } }).data.redirect;
    for (let hops = 0; hops < 8 && !location.startsWith(REDIRECT_URI); hops++)
      location = (await browser.send(a, 'GET', location)).location;
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe('state-1');

    // The assistant redeems the code on B; the access token is accepted by A.
    const tokens = await fetch(`${b.url}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }),
    });
    expect(tokens.status).toBe(200);
    const { access_token } = (await tokens.json()) as { access_token: string };
    const tenant = await tenantOn(a, { authorization: `Bearer ${access_token}` });
    expect(tenant.status).toBe(200);
    expect(await tenant.json()).toMatchObject({ data: { email: 'linker@example.com' } });
  }, 120_000);
});
