import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../testing/test-app';
import { SecretVault } from '../vault/secret-vault';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import {
  followSignInLink,
  latestMailTo,
  linkIn,
  mailbox,
  registerByMail,
  sessionFrom,
  signUp,
  solvedToken,
  startAuthTestApp,
} from './testing/auth-test-kit';

describe('sign-in calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  describe('POST /auth/loginwithpassword', () => {
    beforeAll(() => signUp(t.app, 'grace@example.com', 'Sunny-day-42'));

    it('signs in with the right password: HttpOnly session cookie and xsrfToken', async () => {
      const res = await post('/auth/loginwithpassword', {
        email: 'Grace@Example.com',
        password: 'Sunny-day-42',
        token: await solvedToken(t.app),
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: { xsrfToken: string; message: string } }>();
      expect(data.message).toBe('login.signed_in');
      expect(data.xsrfToken.length).toBeGreaterThanOrEqual(32);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/parley_session=[\w-]{22};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    });

    it('gives a new session id at every sign-in and ends the previous one', async () => {
      const first = await post('/auth/loginwithpassword', {
        email: 'grace@example.com',
        password: 'Sunny-day-42',
        token: await solvedToken(t.app),
      });
      const a = sessionFrom(
        first.headers['set-cookie'],
        first.json<{ data: { xsrfToken: string } }>().data.xsrfToken,
      );
      const second = await post(
        '/auth/loginwithpassword',
        { email: 'grace@example.com', password: 'Sunny-day-42', token: await solvedToken(t.app) },
        { cookie: a.cookie },
      );
      const b = sessionFrom(
        second.headers['set-cookie'],
        second.json<{ data: { xsrfToken: string } }>().data.xsrfToken,
      );
      expect(b.cookie).not.toBe(a.cookie);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: { cookie: a.cookie } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: { cookie: b.cookie } }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a wrong password and an unknown address alike', async () => {
      for (const email of ['grace@example.com', 'nobody@example.com']) {
        const res = await post('/auth/loginwithpassword', {
          email,
          password: 'Wrong-pass-1',
          token: await solvedToken(t.app),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ data: { key: 'login.failed_to_login' } });
      }
    });

    it.each([
      [{ password: 'x' }, 'validation.required'],
      [{ email: 'not-an-address', password: 'x' }, 'validation.email'],
      [{ email: 'grace@example.com' }, 'validation.required'],
    ])('refuses %j with %s', async (payload, key) => {
      const res = await post('/auth/loginwithpassword', {
        ...payload,
        token: await solvedToken(t.app),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key } });
    });

    it('refuses a missing, forged or reused human-verification token', async () => {
      const body = { email: 'grace@example.com', password: 'Sunny-day-42' };
      expect((await post('/auth/loginwithpassword', body)).json()).toMatchObject({
        data: { key: 'human_check.failed' },
      });
      expect(
        (await post('/auth/loginwithpassword', { ...body, token: 'bm90IGEgdG9rZW4=' })).statusCode,
      ).toBe(403);
      const token = await solvedToken(t.app);
      expect((await post('/auth/loginwithpassword', { ...body, token })).statusCode).toBe(200);
      expect((await post('/auth/loginwithpassword', { ...body, token })).statusCode).toBe(403);
    });

    it('keeps the password only as an argon2id hash (19 MiB, t=2, p=1) in the vault', async () => {
      const session = await signUp(t.app, 'hashed@example.com', 'Plain-words-77');
      const { id } = (
        await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
      ).json<{ data: { id: string } }>().data;
      expect(t.app.get(SecretVault).getSecret(`password:${id}`)).toMatch(
        /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
      );
      const files = readdirSync(t.config.dataDir).filter((name) => name.includes('.sqlite'));
      expect(files).toEqual(expect.arrayContaining(['secure.sqlite', 'parley.sqlite']));
      for (const file of files)
        expect(readFileSync(join(t.config.dataDir, file)).includes('Plain-words-77')).toBe(false);
    });

    it('refuses a password for an account that never set one', async () => {
      await registerByMail(t.app, 'linkonly@example.com');
      const res = await post('/auth/loginwithpassword', {
        email: 'linkonly@example.com',
        password: '',
        token: await solvedToken(t.app),
      });
      expect(res.json()).toMatchObject({ data: { key: 'validation.required' } });
      const guessed = await post('/auth/loginwithpassword', {
        email: 'linkonly@example.com',
        password: 'Sunny-day-42',
        token: await solvedToken(t.app),
      });
      expect(guessed.statusCode).toBe(400);
      expect(guessed.json()).toMatchObject({ data: { key: 'login.failed_to_login' } });
    });
  });

  describe('GET /auth/challenge', () => {
    it('answers a signed ALTCHA challenge, not cached', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/auth/challenge' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const challenge = res.json<{
        parameters: { algorithm: string; nonce: string };
        signature: string;
      }>();
      expect(challenge.parameters.algorithm).toBe('SHA-256');
      expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]+$/);
      expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    });
  });

  describe('magic link', () => {
    beforeAll(() => signUp(t.app, 'linus@example.com'));

    it('mails a link that signs in once and redirects to /login?xsrfToken=', async () => {
      const res = await post('/auth/loginwithemail', {
        email: 'linus@example.com',
        token: await solvedToken(t.app),
      });
      expect(res.statusCode).toBe(200);
      const mail = await latestMailTo(t.app, 'linus@example.com');
      expect(mail.subject).toBe('Your sign-in link for Parley');
      expect(mail.html).toContain('<a href=');
      const link = linkIn(mail);
      expect(link.origin).toBe(t.config.publicUrl);
      const session = await followSignInLink(t.app, link);
      const tenant = await t.app.inject({
        method: 'GET',
        url: '/auth/tenant',
        headers: session.headers,
      });
      expect(tenant.json()).toMatchObject({ data: { email: 'linus@example.com' } });
      expect(tenant.headers['current-user']).toBe('linus@example.com');
      const again = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(again.statusCode).toBe(302);
      expect(again.headers.location).toBe('/login?status=error&message=login.link_invalid');
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('answers the same for an unknown address but sends nothing', async () => {
      await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
      const res = await post('/auth/loginwithemail', {
        email: 'stranger@example.com',
        token: await solvedToken(t.app),
      });
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await mailbox(t.app)).toEqual([]);
    });

    it('writes the mail in Turkish for a Turkish browser', async () => {
      await post(
        '/auth/loginwithemail',
        { email: 'linus@example.com', token: await solvedToken(t.app) },
        { 'accept-language': 'tr-TR' },
      );
      const mail = await latestMailTo(t.app, 'linus@example.com');
      expect(mail.subject).toBe('Parley giriş bağlantınız');
    });

    it.each([
      [{ email: 'linus@' }, 'validation.email'],
      [{}, 'validation.required'],
    ])('refuses %j with %s', async (payload, key) => {
      const res = await post('/auth/loginwithemail', {
        ...payload,
        token: await solvedToken(t.app),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key } });
    });

    it('refuses a missing, forged or reused human-verification token', async () => {
      const body = { email: 'linus@example.com' };
      for (const token of [undefined, 'bm90IGEgdG9rZW4=']) {
        const res = await post('/auth/loginwithemail', { ...body, token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ data: { key: 'human_check.failed' } });
      }
      const token = await solvedToken(t.app);
      expect((await post('/auth/loginwithemail', { ...body, token })).statusCode).toBe(200);
      expect((await post('/auth/loginwithemail', { ...body, token })).statusCode).toBe(403);
    });

    it('refuses a link of an account deleted after it was mailed', async () => {
      const session = await signUp(t.app, 'gone@example.com');
      await post('/auth/loginwithemail', {
        email: 'gone@example.com',
        token: await solvedToken(t.app),
      });
      const link = linkIn(await latestMailTo(t.app, 'gone@example.com'));
      await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: session.headers,
        payload: { currentPassword: 'Sunny-day-42' },
      });
      const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(res.headers.location).toBe('/login?status=error&message=login.link_invalid');
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('POST /auth/logout', () => {
    it('ends the session on the server', async () => {
      const session = await signUp(t.app, 'margaret@example.com');
      expect((await post('/auth/logout', {}, { cookie: session.cookie })).statusCode).toBe(403);
      const res = await post('/auth/logout', {}, session.headers);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/parley_session=;/);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers }))
          .statusCode,
      ).toBe(401);
    });

    it('is 401 without a session', async () => {
      expect((await post('/auth/logout', {})).statusCode).toBe(401);
    });
  });

  // The sign-in page asks this with a token that may outlive its session: never a 401 the browser logs.
  describe('GET /auth/session', () => {
    const signedIn = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: '/auth/session', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json<{ data: { signedIn: boolean } }>().data.signedIn;
    };

    it('says whether the cookie names a live session: none, live, then ended', async () => {
      expect(await signedIn()).toBe(false);
      const session = await signUp(t.app, 'dorothy@example.com');
      expect(await signedIn(session.headers)).toBe(true);
      expect((await post('/auth/logout', {}, session.headers)).statusCode).toBe(200);
      expect(await signedIn(session.headers)).toBe(false);
      expect(await signedIn({ cookie: 'parley_session=made-up' })).toBe(false);
    });
  });
});

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  // Its links sign anyone in: only this machine may read it, also through a proxy on this host.
  it.each([
    [{ remoteAddress: '10.0.0.8' }],
    [{ remoteAddress: '203.0.113.9' }],
    [{ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } }],
  ])('is a 404 for another host: %j', async (from) => {
    for (const method of ['GET', 'DELETE'] as const)
      expect((await t.app.inject({ method, url: '/dev/mail', ...from })).statusCode).toBe(404);
  });

  it('answers this machine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '::1' });
    expect(res.statusCode).toBe(200);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  });
  afterAll(() => t.close());

  it('has no development mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/dev/mail' })).statusCode).toBe(404);
  });

  it('marks the session cookie Secure', async () => {
    const ada = await t.app.get(AuthService).createTenant('prod@example.com', 'en-GB', 'password');
    await t.app.get(PasswordHasher).setPassword(ada, 'Sunny-day-42');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: {
        email: 'prod@example.com',
        password: 'Sunny-day-42',
        token: await solvedToken(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/parley_session=[^;]+;.*Secure/);
  });
});

describe('session expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ SESSION_IDLE_SECONDS: '1', SESSION_ABSOLUTE_SECONDS: '3' });
  });
  afterAll(() => t.close());

  const tenant = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/auth/tenant', headers: { cookie } });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('ends a session left idle too long', async () => {
    const session = await signUp(t.app, 'idle@example.com');
    expect((await tenant(session.cookie)).statusCode).toBe(200);
    await wait(1300);
    expect((await tenant(session.cookie)).statusCode).toBe(401);
  });

  it('ends a busy session at its absolute lifetime', async () => {
    const session = await signUp(t.app, 'busy@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await tenant(session.cookie)).statusCode);
      await wait(500);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(401);
  });
});
