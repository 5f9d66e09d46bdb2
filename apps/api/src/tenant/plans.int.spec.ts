import type { TestApp } from '../testing/test-app';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';

type TenantBody = { data: { subscription: { plan: string }; quota: Record<string, unknown> } };

const FREE_CONVERSATIONS = 300;

// Spec §9: plans by configuration, the tenant's monthly quota map, and a 403 naming the limit.
describe('plans and quotas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ PLANS_BY_EMAIL: 'paying@example.com=premium' });
  }, 60_000);
  afterAll(() => t.close());

  const ask = (session: Session) =>
    t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: session.headers,
      payload: { phrase: 'revenue last 30 days' },
    });
  const tenant = async (session: Session) =>
    (
      await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
    ).json<TenantBody>().data;
  // The quota map reads a read model, which follows the log a moment later.
  const quotaBecomes = async (session: Session, expected: number) => {
    let seen: unknown;
    for (let i = 0; i < 100 && seen !== expected; i++) {
      seen = Object.values((await tenant(session)).quota)[0];
      if (seen !== expected) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return seen;
  };

  it('counts a free month down and refuses the question past it with 403 naming the limit', async () => {
    const ada = await signUp(t.app, 'asker@example.com');
    const eve = await signUp(t.app, 'neighbour@example.com');
    expect((await ask(ada)).statusCode).toBe(200);
    expect(await quotaBecomes(ada, FREE_CONVERSATIONS - 1)).toBe(FREE_CONVERSATIONS - 1);
    for (let i = 1; i < FREE_CONVERSATIONS; i++) expect((await ask(ada)).statusCode).toBe(200);
    expect(await quotaBecomes(ada, 0)).toBe(0);

    const refused = await ask(ada);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      data: {
        key: 'plans.limit_reached.conversations_per_month',
        message: 'Your free plan allows 300 conversations a month.',
      },
    });
    // In the person's own language.
    await t.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: ada.headers,
      payload: { language: 'tr' },
    });
    expect((await ask(ada)).json()).toMatchObject({
      data: { message: 'free planınız ayda 300 konuşmaya izin verir.' },
    });
    // Another tenant's month is its own.
    expect(Object.values((await tenant(eve)).quota)).toEqual([FREE_CONVERSATIONS]);
    expect((await ask(eve)).statusCode).toBe(200);
  }, 120_000);

  it('gives an address its configured plan with that plan’s quota', async () => {
    const paying = await signUp(t.app, 'paying@example.com');
    const view = await tenant(paying);
    expect(view.subscription.plan).toBe('premium');
    expect(Object.values(view.quota)).toEqual([3000]);
  });
});

describe('a configured default plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
  }, 60_000);
  afterAll(() => t.close());

  it('applies to every new tenant', async () => {
    const session = await signUp(t.app, 'default-plan@example.com');
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers })
    ).json<TenantBody>();
    expect(data.subscription.plan).toBe('unlimited');
    expect(Object.values(data.quota)).toEqual(['∞']);
  });
});
