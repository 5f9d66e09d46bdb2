import type { TestApp } from '../testing/test-app';
import { SECURE_DATABASE } from '../vault/secure-database';
import type { SecureDatabase } from '../vault/secure-database';
import {
  latestMailTo,
  linkIn,
  registerByMail,
  sessionFrom,
  signUp,
  solvedToken,
  startAuthTestApp,
} from './testing/auth-test-kit';
import type { Session } from './testing/auth-test-kit';

// Spec §9 and issue 15 item 9: a password reset or change ends the person's other sessions and
// voids every sign-in or reset link still in a mailbox. Issue 26 item 3: an account with a
// password always needs it to change the password or delete the account, however fresh the
// session (a stolen cookie is not a takeover); only an account without one may instead show a
// sign-in within the last 10 minutes.
describe('sessions and links after a password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const login = async (email: string, password: string): Promise<Session> => {
    const res = await post('/auth/loginwithpassword', {
      email,
      password,
      token: await solvedToken(t.app),
    });
    if (res.statusCode !== 200) throw new Error(`sign-in refused: ${res.body}`);
    return sessionFrom(
      res.headers['set-cookie'],
      res.json<{ data: { xsrfToken: string } }>().data.xsrfToken,
    );
  };
  const status = async (session: Session) =>
    (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers }))
      .statusCode;
  const mailedLink = async (url: string, email: string) => {
    await post(url, { email, token: await solvedToken(t.app) });
    return linkIn(await latestMailTo(t.app, email));
  };
  const opens = async (link: URL, path = link.pathname) =>
    String(
      (await t.app.inject({ method: 'GET', url: `${path}${link.search}` })).headers.location,
    ).startsWith('/login?status=error')
      ? 'refused'
      : 'opened';
  // The newest session was started 11 minutes ago (sessions are re-read from the database every second).
  const ageSession = async () => {
    t.app
      .get<SecureDatabase>(SECURE_DATABASE)
      .prepare(
        `UPDATE sessions SET created_at = created_at - 660000
         WHERE tenant_id = (SELECT tenant_id FROM sessions ORDER BY created_at DESC LIMIT 1)`,
      )
      .run();
    await new Promise((resolve) => setTimeout(resolve, 1100));
  };

  it('a reset ends every session of the person and voids the other links in the mailbox', async () => {
    await signUp(t.app, 'reset-all@example.com', 'Old-password-1');
    const laptop = await login('reset-all@example.com', 'Old-password-1');
    const phone = await login('reset-all@example.com', 'Old-password-1');
    const bystander = await signUp(t.app, 'reset-bystander@example.com');
    const magic = await mailedLink('/auth/loginwithemail', 'reset-all@example.com');
    const otherReset = await mailedLink('/auth/forgotpassword', 'reset-all@example.com');
    const reset = await mailedLink('/auth/forgotpassword', 'reset-all@example.com');

    const done = await post('/auth/passwordreset', {
      email: 'reset-all@example.com',
      token: reset.searchParams.get('token'),
      password: 'New-password-2',
    });
    expect(done.statusCode).toBe(200);
    expect([await status(laptop), await status(phone)]).toEqual([401, 401]);
    expect(await status(bystander)).toBe(200);
    expect(await opens(magic)).toBe('refused');
    expect(await opens(otherReset)).toBe('refused');
    const reused = await post('/auth/passwordreset', {
      email: 'reset-all@example.com',
      token: otherReset.searchParams.get('token'),
      password: 'Third-password-3',
    });
    expect(reused.json()).toMatchObject({ data: { key: 'login.link_invalid' } });
  });

  it('a change on the security screen voids the sign-in and reset links in the mailbox', async () => {
    const here = await signUp(t.app, 'change-links@example.com', 'Old-password-1');
    const magic = await mailedLink('/auth/loginwithemail', 'change-links@example.com');
    const reset = await mailedLink('/auth/forgotpassword', 'change-links@example.com');
    const res = await post(
      '/api/v1/auth/changepassword',
      { password: 'New-password-2', currentPassword: 'Old-password-1' },
      here.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(await status(here)).toBe(200);
    expect(await opens(magic)).toBe('refused');
    expect(await opens(reset, '/auth/resetlink')).toBe('refused');
  });

  it('a session signed in long ago changes the password only with the current one', async () => {
    await signUp(t.app, 'stale@example.com', 'Old-password-1');
    const stale = await login('stale@example.com', 'Old-password-1');
    await ageSession();
    const change = (payload: object) => post('/api/v1/auth/changepassword', payload, stale.headers);

    const bare = await change({ password: 'New-password-2' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ data: { key: 'settings.current_password_required' } });
    const wrong = await change({ password: 'New-password-2', currentPassword: 'Not-it-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      data: {
        key: 'settings.current_password_wrong',
        message: 'Your current password is not right.',
      },
    });
    await expect(login('stale@example.com', 'Old-password-1')).resolves.toBeDefined();

    const right = await change({ password: 'New-password-2', currentPassword: 'Old-password-1' });
    expect(right.statusCode).toBe(200);
    await expect(login('stale@example.com', 'New-password-2')).resolves.toBeDefined();
  });

  it('a session signed in long ago deletes the account only with the current password', async () => {
    await signUp(t.app, 'stale-delete@example.com', 'Old-password-1');
    const stale = await login('stale-delete@example.com', 'Old-password-1');
    await ageSession();
    const remove = (payload: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: stale.headers,
        payload,
      });
    expect((await remove({ confirmation: 'DELETE' })).json()).toMatchObject({
      data: { key: 'settings.current_password_required' },
    });
    expect(await status(stale)).toBe(200);
    const res = await remove({ confirmation: 'DELETE', currentPassword: 'Old-password-1' });
    expect(res.statusCode).toBe(200);
    expect(await status(stale)).toBe(401);
  });

  it('a fresh session of an account with a password still needs the current password', async () => {
    await signUp(t.app, 'fresh-stolen@example.com', 'Old-password-1');
    const stolen = await login('fresh-stolen@example.com', 'Old-password-1');
    const change = (payload: object) =>
      post('/api/v1/auth/changepassword', payload, stolen.headers);
    const remove = (payload?: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: stolen.headers,
        ...(payload ? { payload } : {}),
      });

    const bare = await change({ password: 'Taken-over-2' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      data: {
        key: 'settings.current_password_required',
        message: 'Type your current password to confirm it is you.',
      },
    });
    expect((await change({})).statusCode).toBe(403);
    expect((await remove({})).statusCode).toBe(403);
    expect((await remove()).statusCode).toBe(403);
    expect((await remove({ confirmation: 'DELETE' })).json()).toMatchObject({
      data: { key: 'settings.current_password_required' },
    });
    // Nothing changed: the old password still signs in and the session still works.
    await expect(login('fresh-stolen@example.com', 'Old-password-1')).resolves.toBeDefined();
    expect(await status(stolen)).toBe(200);

    const res = await remove({ confirmation: 'DELETE', currentPassword: 'Old-password-1' });
    expect(res.statusCode).toBe(200);
  });

  it('an account without a password signs in again by link to delete itself', async () => {
    const stale = await registerByMail(t.app, 'linkonly-delete@example.com');
    await ageSession();
    const remove = (session: Session) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/account',
        headers: session.headers,
        payload: { confirmation: 'DELETE' },
      });
    expect((await remove(stale)).json()).toMatchObject({
      data: { key: 'settings.reauthenticate' },
    });
    const link = await mailedLink('/auth/loginwithemail', 'linkonly-delete@example.com');
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const xsrfToken = new URL(String(res.headers.location), 'http://x').searchParams.get(
      'xsrfToken',
    ) as string;
    expect((await remove(sessionFrom(res.headers['set-cookie'], xsrfToken))).statusCode).toBe(200);
  });
});
