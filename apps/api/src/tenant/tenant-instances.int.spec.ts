import type { TestApp } from '../testing/test-app';
import { startSharedStores } from '../testing/shared-stores';
import type { SharedStores } from '../testing/shared-stores';
import { signUp, solvedToken, startAuthTestApp } from '../auth/testing/auth-test-kit';
import { translate } from '../i18n/server-messages';

type TenantBody = {
  data: { name: string; subscription: { plan: string }; quota: Record<string, unknown> };
};

// Two API instances behind a load balancer: each its own DATA_DIR, one shared log and read
// models in PostgreSQL, one SHARED_DIR (README "Several instances").
describe('a tenant changed by another instance', () => {
  let shared: SharedStores;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    shared = await startSharedStores();
    a = await startAuthTestApp(shared.instanceEnv());
    b = await startAuthTestApp({
      ...shared.instanceEnv(),
      PLANS_BY_EMAIL: 'twice@example.com:premium',
    });
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.close();
  });

  it('shows the change on the other instance, and a configured plan applies at the next sign-in', async () => {
    const session = await signUp(a.app, 'twice@example.com');
    const read = async (t: TestApp) =>
      (
        await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
      ).json<TenantBody>().data;
    expect((await read(b)).name).toBe('Ada Lovelace');
    await a.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: session.headers,
      payload: { name: 'Ada King' },
    });
    let seen = '';
    for (let i = 0; i < 50 && seen !== 'Ada King'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await read(b)).name;
    }
    expect(seen).toBe('Ada King');

    expect((await read(a)).subscription.plan).toBe('free');
    const login = await b.app.inject({
      method: 'POST',
      url: '/auth/loginwithpassword',
      payload: {
        email: 'twice@example.com',
        password: 'Sunny-day-42',
        token: await solvedToken(b.app),
      },
    });
    expect(login.statusCode).toBe(200);
    const premium = await read(b);
    expect(premium.subscription.plan).toBe('premium');
    expect(Object.values(premium.quota)).toEqual([3000]);
  });
});

describe('limit messages', () => {
  it('name the limit and the plan', () => {
    expect(
      translate('plans.limit_reached.collections', 'en-GB', {
        plan: 'free',
        max: 2,
        limit: 'collections',
      }),
    ).toBe('Your free plan allows 2 collections.');
    expect(
      translate('plans.limit_reached.conversations_per_month', 'tr', { plan: 'free', max: 300 }),
    ).toBe('free planınız ayda 300 konuşmaya izin verir.');
  });
});
