import type { TestApp } from '../testing/test-app';
import { signUp, startAuthTestApp } from './testing/auth-test-kit';
import type { Session } from './testing/auth-test-kit';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

// Every signed-in call of this feature, refused the same way without a session (401) and,
// when it changes something, without the session's anti-forgery header (403).
const calls: Call[] = [
  { method: 'GET', url: '/auth/tenant' },
  { method: 'GET', url: '/auth/tenant/projects' },
  { method: 'POST', url: '/auth/logout' },
  { method: 'DELETE', url: '/api/v1/auth/account' },
  { method: 'POST', url: '/api/v1/auth/changepassword', payload: { password: 'Good-pass-1' } },
  { method: 'PUT', url: '/features/profile', payload: { name: 'X' } },
  { method: 'POST', url: '/features/profile/picture' },
  { method: 'PUT', url: '/api/v1/flag', payload: { key: 'oc', value: true } },
  { method: 'GET', url: '/features/organisation-strategy' },
  { method: 'PUT', url: '/features/organisation-strategy', payload: { business_name: 'X' } },
];

describe('signed-in calls', () => {
  let t: TestApp;
  let ada: Session;
  beforeAll(async () => {
    t = await startAuthTestApp();
    ada = await signUp(t.app, 'guarded@example.com');
  });
  afterAll(() => t.close());

  it.each(calls.map((call) => [`${call.method} ${call.url}`, call] as const))(
    '%s is 401 without a session',
    async (_, call) => {
      const res = await t.app.inject({ ...call });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        data: { error: 'unauthorized', key: 'errors.unauthorized' },
      });
    },
  );

  it.each(
    calls
      .filter((call) => call.method !== 'GET')
      .map((call) => [`${call.method} ${call.url}`, call] as const),
  )('%s is 403 without the anti-forgery header, and changes nothing', async (_, call) => {
    const res = await t.app.inject({ ...call, headers: { cookie: ada.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: { key: 'errors.xsrf' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers })).json(),
    ).toMatchObject({
      data: { name: 'Ada Lovelace', flags: { oc: false } },
    });
  });
});
