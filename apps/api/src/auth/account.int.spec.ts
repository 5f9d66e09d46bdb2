import type { TestApp } from '../testing/test-app';
import { AuthService } from './auth.service';
import { SecretVault } from '../vault/secret-vault';
import { SECURE_DATABASE } from '../vault/secure-database';
import type { SecureDatabase } from '../vault/secure-database';
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
import type { Session } from './testing/auth-test-kit';

type Data<T> = { data: T };

describe('account calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const login = async (email: string, password: string) =>
    post('/auth/loginwithpassword', { email, password, token: await solvedToken(t.app) });

  describe('POST /auth/register (asking for an account)', () => {
    it('mails a confirmation link that creates the account and signs in, once', async () => {
      const res = await post('/auth/register', {
        email: 'new@example.com',
        token: await solvedToken(t.app),
      });
      expect(res.json()).toMatchObject({ data: { message: 'login.email_sent' } });
      const mail = await latestMailTo(t.app, 'new@example.com');
      expect(mail.subject).toBe('Confirm your e-mail address for Parley');
      const link = linkIn(mail);
      expect(link.pathname).toBe('/auth/confirm');
      const session = await followSignInLink(t.app, link);
      const tenant = await t.app.inject({
        method: 'GET',
        url: '/auth/tenant',
        headers: session.headers,
      });
      expect(tenant.json()).toMatchObject({
        data: { email: 'new@example.com', flags: { rc: false } },
      });
      await expect(followSignInLink(t.app, link)).rejects.toThrow('link refused');
    });

    it('refuses a missing or malformed address and a missing challenge', async () => {
      expect(
        (await post('/auth/register', { token: await solvedToken(t.app) })).json(),
      ).toMatchObject({ data: { key: 'validation.required' } });
      expect(
        (await post('/auth/register', { email: 'a@b', token: await solvedToken(t.app) })).json(),
      ).toMatchObject({ data: { key: 'validation.email' } });
      expect((await post('/auth/register', { email: 'x@example.com' })).statusCode).toBe(403);
    });

    it('mails a known address a sign-in link to its own account instead of making a second one', async () => {
      const first = await signUp(t.app, 'twice-registered@example.com');
      await t.app.inject({
        method: 'PUT',
        url: '/features/profile',
        headers: first.headers,
        payload: { organisation: 'First Ltd' },
      });
      const res = await post('/auth/register', {
        email: 'Twice-Registered@example.com',
        token: await solvedToken(t.app),
      });
      expect(res.json()).toMatchObject({ data: { message: 'login.email_sent' } });
      const mail = await latestMailTo(t.app, 'twice-registered@example.com');
      expect(mail.subject).toBe('Your sign-in link for Parley');
      const again = await followSignInLink(t.app, linkIn(mail));
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: again.headers })).json(),
      ).toMatchObject({ data: { organisation: 'First Ltd', flags: { rc: true } } });
    });
  });

  describe('forgot and reset password', () => {
    let ada: Session;
    beforeAll(async () => {
      ada = await signUp(t.app, 'reset@example.com', 'Old-password-1');
    });

    it('mails a reset link that opens /passwordreset, sets the new password once and ends old sessions', async () => {
      const res = await post('/auth/forgotpassword', {
        email: 'reset@example.com',
        token: await solvedToken(t.app),
        local: true,
      });
      expect(res.statusCode).toBe(200);
      const mail = await latestMailTo(t.app, 'reset@example.com');
      expect(mail.subject).toBe('Reset your Parley password');
      const link = linkIn(mail);
      const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(opened.statusCode).toBe(302);
      const target = new URL(String(opened.headers.location), 'http://x');
      expect(target.pathname).toBe('/passwordreset');
      expect(target.searchParams.get('email')).toBe('reset@example.com');
      const token = target.searchParams.get('token') as string;

      const weak = await post('/auth/passwordreset', {
        email: 'reset@example.com',
        token,
        password: 'weak',
      });
      expect(weak.json()).toMatchObject({ data: { key: 'validation.password' } });
      const done = await post('/auth/passwordreset', {
        email: 'reset@example.com',
        token,
        password: 'New-password-2',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json<Data<{ xsrfToken: string }>>().data.xsrfToken).toBeTruthy();
      const again = await post('/auth/passwordreset', {
        email: 'reset@example.com',
        token,
        password: 'Third-password-3',
      });
      expect(again.json()).toMatchObject({ data: { key: 'login.link_invalid' } });

      expect((await login('reset@example.com', 'Old-password-1')).statusCode).toBe(400);
      expect((await login('reset@example.com', 'New-password-2')).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers }))
          .statusCode,
      ).toBe(401);
      const reopened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(reopened.headers.location).toBe('/login?status=error&message=login.link_invalid');
    });

    it('refuses a reset with a token that belongs to another address', async () => {
      await post('/auth/forgotpassword', {
        email: 'reset@example.com',
        token: await solvedToken(t.app),
      });
      const token = linkIn(await latestMailTo(t.app, 'reset@example.com')).searchParams.get(
        'token',
      ) as string;
      const res = await post('/auth/passwordreset', {
        email: 'other@example.com',
        token,
        password: 'New-password-9',
      });
      expect(res.json()).toMatchObject({ data: { key: 'login.link_invalid' } });
    });
  });

  describe('POST /auth/forgotpassword refusals', () => {
    it.each([
      [{}, 'validation.required'],
      [{ email: 'reset@' }, 'validation.email'],
    ])('refuses %j with %s', async (payload, key) => {
      const res = await post('/auth/forgotpassword', {
        ...payload,
        token: await solvedToken(t.app),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: { key } });
    });

    it('refuses a missing or forged human-verification token', async () => {
      for (const token of [undefined, 'bm90IGEgdG9rZW4=']) {
        const res = await post('/auth/forgotpassword', { email: 'reset@example.com', token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ data: { key: 'human_check.failed' } });
      }
    });

    it('answers the same for an unknown address but sends nothing', async () => {
      await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
      const res = await post('/auth/forgotpassword', {
        email: 'stranger@example.com',
        token: await solvedToken(t.app),
      });
      expect(res.json()).toMatchObject({ data: { message: 'login.email_sent' } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await mailbox(t.app)).toEqual([]);
    });
  });

  describe('POST /auth/passwordreset refusals', () => {
    const resetToken = async (email: string) => {
      await post('/auth/forgotpassword', { email, token: await solvedToken(t.app) });
      return linkIn(await latestMailTo(t.app, email)).searchParams.get('token') as string;
    };

    it('judges the address and the passwords, and leaves the link usable meanwhile', async () => {
      await signUp(t.app, 'reset-rules@example.com', 'Old-password-1');
      const token = await resetToken('reset-rules@example.com');
      const cases: [object, string][] = [
        [{ token, password: 'New-password-2' }, 'validation.required'],
        [{ email: 'reset-rules@', token, password: 'New-password-2' }, 'validation.email'],
        [{ email: 'reset-rules@example.com', token }, 'validation.required'],
        [
          {
            email: 'reset-rules@example.com',
            token,
            password: 'New-password-2',
            repeatPassword: 'New-password-3',
          },
          'login.passwords_must_be_same',
        ],
        [{ email: 'reset-rules@example.com', password: 'New-password-2' }, 'login.link_invalid'],
      ];
      for (const [payload, key] of cases) {
        const res = await post('/auth/passwordreset', payload);
        expect([res.statusCode, res.json<Data<{ key: string }>>().data.key]).toEqual([400, key]);
      }
      expect((await login('reset-rules@example.com', 'Old-password-1')).statusCode).toBe(200);
      const done = await post('/auth/passwordreset', {
        email: 'reset-rules@example.com',
        token,
        password: 'New-password-2',
      });
      expect(done.statusCode).toBe(200);
    });

    it('takes no sign-in link in place of a reset link', async () => {
      await signUp(t.app, 'reset-magic@example.com', 'Old-password-1');
      await post('/auth/loginwithemail', {
        email: 'reset-magic@example.com',
        token: await solvedToken(t.app),
      });
      const magic = linkIn(await latestMailTo(t.app, 'reset-magic@example.com'));
      const res = await post('/auth/passwordreset', {
        email: 'reset-magic@example.com',
        token: magic.searchParams.get('token'),
        password: 'New-password-2',
      });
      expect(res.json()).toMatchObject({ data: { key: 'login.link_invalid' } });
      const opened = await t.app.inject({
        method: 'GET',
        url: `/auth/resetlink${magic.search}`,
      });
      expect(opened.headers.location).toBe('/login?status=error&message=login.link_invalid');
      expect((await login('reset-magic@example.com', 'Old-password-1')).statusCode).toBe(200);
    });
  });

  describe('POST /api/v1/auth/changepassword', () => {
    it('changes the password', async () => {
      const s = await signUp(t.app, 'change@example.com', 'First-pass-1');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/changepassword',
        headers: s.headers,
        payload: { password: 'Second-pass-2', currentPassword: 'First-pass-1' },
      });
      expect(res.json()).toMatchObject({
        data: { message: 'login.password_changed_successfully' },
      });
      expect((await login('change@example.com', 'First-pass-1')).statusCode).toBe(400);
      expect((await login('change@example.com', 'Second-pass-2')).statusCode).toBe(200);
    });

    it('keeps this session and ends every other session of the person', async () => {
      const here = await signUp(t.app, 'change3@example.com', 'First-pass-1');
      const signedIn = await login('change3@example.com', 'First-pass-1');
      const elsewhere = sessionFrom(
        signedIn.headers['set-cookie'],
        signedIn.json<{ data: { xsrfToken: string } }>().data.xsrfToken,
      );
      const other = await signUp(t.app, 'bystander@example.com');
      const tenant = (session: Session) =>
        t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers });
      expect((await tenant(elsewhere)).statusCode).toBe(200);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/changepassword',
        headers: here.headers,
        payload: { password: 'Second-pass-2', currentPassword: 'First-pass-1' },
      });
      expect(res.statusCode).toBe(200);
      expect((await tenant(here)).statusCode).toBe(200);
      expect((await tenant(elsewhere)).statusCode).toBe(401);
      expect((await tenant(other)).statusCode).toBe(200);
    });

    it('refuses a weak password, a different repeat, no session and no anti-forgery header', async () => {
      const s = await signUp(t.app, 'change2@example.com');
      const url = '/api/v1/auth/changepassword';
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            headers: s.headers,
            payload: { password: 'abcdefgh', currentPassword: 'Sunny-day-42' },
          })
        ).json(),
      ).toMatchObject({ data: { key: 'validation.password' } });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            headers: s.headers,
            payload: { currentPassword: 'Sunny-day-42' },
          })
        ).json(),
      ).toMatchObject({ data: { key: 'validation.required' } });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            headers: s.headers,
            payload: {
              password: 'Good-pass-1',
              repeatPassword: 'Good-pass-2',
              currentPassword: 'Sunny-day-42',
            },
          })
        ).json(),
      ).toMatchObject({ data: { key: 'login.passwords_must_be_same' } });
      expect(
        (await t.app.inject({ method: 'POST', url, payload: { password: 'Good-pass-1' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url,
            headers: { cookie: s.cookie },
            payload: { password: 'Good-pass-1' },
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('DELETE /api/v1/auth/account', () => {
    it('deletes the account: sign-in fails afterwards and the address can register anew', async () => {
      const s = await signUp(t.app, 'leaving@example.com', 'Leaving-pass-1');
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: s.headers,
        payload: { currentPassword: 'Leaving-pass-1' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { message: 'settings.account_deleted' } });
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: s.headers })).statusCode,
      ).toBe(401);
      expect((await login('leaving@example.com', 'Leaving-pass-1')).statusCode).toBe(400);
      const again = await registerByMail(t.app, 'leaving@example.com');
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: again.headers })).json(),
      ).toMatchObject({ data: { flags: { rc: false } } });
    });

    it('leaves the address readable nowhere in the vault, not even in links mailed and never used', async () => {
      const email = 'pending-links@example.com';
      const s = await signUp(t.app, email);
      for (const url of ['/auth/forgotpassword', '/auth/loginwithemail'])
        await post(url, { email, token: await solvedToken(t.app) });
      const unused = linkIn(await latestMailTo(t.app, email));
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: s.headers,
        payload: { currentPassword: 'Sunny-day-42' },
      });
      expect(deleted.statusCode).toBe(200);
      const vault = t.app.get(SecretVault);
      const names = t.app
        .get<SecureDatabase>(SECURE_DATABASE)
        .prepare<[], { name: string }>('SELECT name FROM vault_secrets')
        .all()
        .map((row) => row.name);
      const readable = names.map((name) => vault.getSecret(name) ?? '');
      expect(readable.filter((value) => value.includes(email))).toEqual([]);
      await expect(followSignInLink(t.app, unused)).rejects.toThrow('link refused');
    });

    it('also forgets a second register link that was mailed and never opened', async () => {
      const email = 'twice-asked@example.com';
      for (let i = 0; i < 2; i++)
        await post('/auth/register', { email, token: await solvedToken(t.app) });
      const session = await followSignInLink(t.app, linkIn(await latestMailTo(t.app, email)));
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: session.headers,
      });
      expect(deleted.statusCode).toBe(200);
      const vault = t.app.get(SecretVault);
      const readable = t.app
        .get<SecureDatabase>(SECURE_DATABASE)
        .prepare<[], { name: string }>('SELECT name FROM vault_secrets')
        .all()
        .map((row) => vault.getSecret(row.name) ?? '');
      expect(readable.filter((value) => value.includes(email))).toEqual([]);
    });

    it('refuses a wrong confirmation word, no session and no anti-forgery header', async () => {
      const s = await signUp(t.app, 'staying@example.com');
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: s.headers,
        payload: { confirmation: 'delete', currentPassword: 'Sunny-day-42' },
      });
      expect(wrong.json()).toMatchObject({ data: { key: 'settings.type_delete_to_confirm' } });
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/account' })).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: '/api/v1/auth/account',
            headers: { cookie: s.cookie },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: s.headers })).statusCode,
      ).toBe(200);
    });
  });

  describe('two tenants', () => {
    it('change only their own password and delete only their own account', async () => {
      const ann = await signUp(t.app, 'ann@example.com', 'Ann-password-1');
      const ben = await signUp(t.app, 'ben@example.com', 'Ben-password-1');
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/changepassword',
        headers: ann.headers,
        payload: { password: 'Ann-password-2', currentPassword: 'Ann-password-1' },
      });
      expect((await login('ben@example.com', 'Ben-password-1')).statusCode).toBe(200);
      // Ben's session with Ann's anti-forgery token changes nothing.
      const crossed = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: { cookie: ben.cookie, 'x-xsrf-token': ann.xsrfToken },
      });
      expect(crossed.statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: '/api/v1/auth/account',
            headers: ann.headers,
            payload: { currentPassword: 'Ann-password-2' },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ben.headers })).json(),
      ).toMatchObject({ data: { email: 'ben@example.com', name: 'Ada Lovelace' } });
      expect((await login('ben@example.com', 'Ben-password-1')).statusCode).toBe(200);
      expect((await login('ann@example.com', 'Ann-password-2')).statusCode).toBe(400);
    });
  });

  describe('GET /auth/config and /auth/providers', () => {
    it('answer the configured switches without a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/auth/providers' })).json()).toEqual({
        data: { google: false, password: true, magiclink: true, signup: true },
      });
      expect((await t.app.inject({ method: 'GET', url: '/auth/config' })).json()).toMatchObject({
        data: {
          brand_name: 'Parley',
          name: 'Parley',
          features: { collections: { enabled: true }, organisation_strategy: { enabled: true } },
        },
      });
    });
  });
});

describe('configured switches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({
      AUTH_PROVIDERS: 'magiclink',
      SIGNUP_ENABLED: 'false',
      FEATURES: 'conversations',
      BRAND_NAME: 'Acme Insight',
    });
  });
  afterAll(() => t.close());

  it('turn providers, sign-up and features off, and the calls follow', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/providers' })).json()).toEqual({
      data: { google: false, password: false, magiclink: true, signup: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/auth/config' })).json()).toMatchObject({
      data: {
        brand_name: 'Acme Insight',
        features: { conversations: { enabled: true }, collections: { enabled: false } },
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: { email: 'a@example.com', password: 'x', token: await solvedToken(t.app) },
    });
    expect(login.json()).toMatchObject({ data: { key: 'login.provider_disabled' } });
    const register = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'a@example.com', token: await solvedToken(t.app) },
    });
    expect(register.json()).toMatchObject({ data: { key: 'register.signup_disabled' } });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpassword',
      payload: { email: 'a@example.com', token: await solvedToken(t.app) },
    });
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json()).toMatchObject({ data: { key: 'login.provider_disabled' } });
  });

  it('grant a tenant only the feature names of the areas switched on', async () => {
    await t.app.get(AuthService).createTenant('features@example.com', 'en-GB', 'magiclink');
    await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithemail',
      payload: { email: 'features@example.com', token: await solvedToken(t.app) },
    });
    const session = await followSignInLink(
      t.app,
      linkIn(await latestMailTo(t.app, 'features@example.com')),
    );
    const tenant = await t.app.inject({
      method: 'GET',
      url: '/auth/tenant',
      headers: session.headers,
    });
    expect(tenant.json<Data<{ features: string[] }>>().data.features.sort()).toEqual([
      'CONVERSATIONS',
      'SETTINGS',
      'SETTINGS_DELETE_ACCOUNT',
    ]);
  });
});

describe('sign-in by e-mail link switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_PROVIDERS: 'password' });
  });
  afterAll(() => t.close());

  it('refuses to send a sign-in link and says so in the providers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/providers' })).json()).toEqual({
      data: { google: false, password: true, magiclink: false, signup: true },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithemail',
      payload: { email: 'a@example.com', token: await solvedToken(t.app) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: { key: 'login.provider_disabled' } });
  });
});

describe('links expire after their lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_LINK_TTL_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('refuses a magic link opened too late', async () => {
    await signUp(t.app, 'late@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithemail',
      payload: { email: 'late@example.com', token: await solvedToken(t.app) },
    });
    const link = linkIn(await latestMailTo(t.app, 'late@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.headers.location).toBe('/login?status=error&message=login.link_invalid');
  });

  it('refuses a reset link opened or used too late, and the password stays', async () => {
    await signUp(t.app, 'late-reset@example.com', 'Old-password-1');
    await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpassword',
      payload: { email: 'late-reset@example.com', token: await solvedToken(t.app) },
    });
    const link = linkIn(await latestMailTo(t.app, 'late-reset@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.headers.location).toBe('/login?status=error&message=login.link_invalid');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/passwordreset',
      payload: {
        email: 'late-reset@example.com',
        token: link.searchParams.get('token'),
        password: 'New-password-2',
      },
    });
    expect(reset.json()).toMatchObject({ data: { key: 'login.link_invalid' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: {
        email: 'late-reset@example.com',
        password: 'Old-password-1',
        token: await solvedToken(t.app),
      },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a registration confirmed too late, and makes no account', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { email: 'late-confirm@example.com', token: await solvedToken(t.app) },
    });
    const link = linkIn(await latestMailTo(t.app, 'late-confirm@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(followSignInLink(t.app, link)).rejects.toThrow('link refused');
    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    await t.app.inject({
      method: 'POST',
      url: '/auth/loginwithemail',
      payload: { email: 'late-confirm@example.com', token: await solvedToken(t.app) },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailbox(t.app)).toEqual([]);
  });
});

describe('rate limits on the sign-in calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it.each([
    '/auth/loginwithpassword',
    '/auth/loginwithemail',
    '/auth/forgotpassword',
    '/auth/register',
    '/auth/passwordreset',
  ])('answers 429 past the limit on %s', async (url) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url,
            payload: {},
            headers: { 'accept-language': 'tr' },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    const res = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(res.json()).toMatchObject({
      error: 'too_many_requests',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('counts a client by its own address, whatever X-Forwarded-For it makes up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/auth/loginwithpassword',
            remoteAddress: '203.0.113.7',
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
            payload: {},
          })
        ).statusCode,
      );
    expect(statuses[3]).toBe(429);
  });

  it.each(['10.0.0.5', '172.17.0.3', '192.168.1.20', 'fd00::5'])(
    'counts a client on the private network (%s) by its own address, whatever X-Forwarded-For it rotates',
    async (peer) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/auth/loginwithemail',
              remoteAddress: peer,
              headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}` },
              payload: {},
            })
          ).statusCode,
        );
      expect(statuses.slice(3)).toEqual([429, 429, 429]);
    },
  );

  it('behind a proxy on this host, counts the address the proxy saw, not the ones before it', async () => {
    const through = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/forgotpassword',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: {},
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await through(`10.9.9.${i}, 192.0.2.44`)).statusCode);
    expect(statuses[3]).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await through('192.0.2.45')).statusCode).not.toBe(429);
  });
});

describe('rate limits behind a CDN named in TRUSTED_PROXIES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ AUTH_RATE_LIMIT: '3', TRUSTED_PROXIES: '203.0.113.0/24' });
  });
  afterAll(() => t.close());

  // CDN edge 203.0.113.x → nginx on this host → API: nginx appends the edge's address.
  const viaCdn = (forwardedFor: string, edge: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/forgotpassword',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `${forwardedFor}, ${edge}` },
      payload: {},
    });

  it('counts the client the CDN saw, whichever edge it came through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await viaCdn('192.0.2.60', `203.0.113.${10 + i}`)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await viaCdn('192.0.2.61', '203.0.113.10')).statusCode).not.toBe(429);
  });

  it('does not believe what a client that is not the CDN writes before its own address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await viaCdn(`198.51.100.${i}`, '192.0.2.70')).statusCode);
    expect(statuses[3]).toBe(429);
  });
});
