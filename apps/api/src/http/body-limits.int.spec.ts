import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';
import { nestsDeeperThan } from './body-limits';
import { isCalendarDay } from './calendar-day';

type Refusal = { data: { key: string; message: string } };

describe('request bodies a person cannot break the API with', () => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;

  beforeAll(async () => {
    t = await startAuthTestApp({ API_BODY_MAX_BYTES: String(64 * 1024) });
    ada = await signUp(t.app, 'ada@example.com');
    bob = await signUp(t.app, 'bob@example.com');
  }, 60_000);
  afterAll(() => t.close());

  const feedback = (session: Session, payload: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      headers: {
        ...session.headers,
        'content-type': 'application/json',
        'accept-language': language,
      },
      payload,
    });

  // Another tenant's ordinary call, answered at once after each attack.
  async function bobIsAnswered(): Promise<void> {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: bob.headers });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  }

  it('refuses feedback whose data nests 20,000 deep with a 400 naming the limit', async () => {
    const deep = `{"sentiment":true,"data":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    const res = await feedback(ada, deep);
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().data).toMatchObject({
      key: 'errors.body_too_deep',
      message: 'The request nests more than 64 levels deep.',
    });
    const tr = await feedback(ada, deep, 'tr');
    expect(tr.json<Refusal>().data.message).toBe('İstek 64 düzeyden daha derin iç içe.');
    await bobIsAnswered();
  });

  it('still takes a card-shaped body and brackets inside strings', async () => {
    const card = { table: [{ region: 'North [', amount: 1 }], chart: [{ series: [{ key: 'a' }] }] };
    const res = await feedback(
      ada,
      JSON.stringify({ sentiment: true, message: '{{{{[[[[', data: { card } }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body over the size limit with a 413 naming it', async () => {
    const res = await feedback(
      ada,
      JSON.stringify({ sentiment: true, message: 'x'.repeat(70 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json<{ key: string; message: string }>()).toMatchObject({
      key: 'errors.body_too_large',
      message: 'The request is larger than the 64 KB allowed.',
    });
    await bobIsAnswered();
  });

  it('refuses a day that is not on the calendar as event.now with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: ada.headers,
      payload: { phrase: 'total sales', event: { now: '2026-02-30' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().data.key).toBe('validation.invalid');
    const fine = await t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: ada.headers,
      payload: { phrase: 'total sales', event: { now: '2024-02-29' } },
    });
    expect(fine.statusCode).toBe(200);
    await bobIsAnswered();
  });

  it('counts nesting on the bytes, outside strings', () => {
    expect(nestsDeeperThan(Buffer.from('[[["]]]]]]"]]]'), 3)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('["\\"[[[[["]'), 1)).toBe(false);
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
  });
});
