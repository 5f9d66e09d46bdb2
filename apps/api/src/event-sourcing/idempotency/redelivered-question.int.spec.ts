import { monthKey, streams } from '@parley/domain';
import { signUp, startAuthTestApp } from '../../auth/testing/auth-test-kit';
import type { Session } from '../../auth/testing/auth-test-kit';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import type { TestApp } from '../../testing/test-app';

// Teams and Alexa deliver a message again when they think it went unanswered; the channel sends
// it with the same Idempotency-Key (the platform's id) and a body whose `created` may differ.
describe('a question delivered again under the same Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const ask = (session: Session, key: string, created: number, phrase = 'orders by channel') =>
    t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: { ...session.headers, 'idempotency-key': key },
      payload: { created, phrase, event: { now: '2026-06-15', channel: 'msteams' } },
    });
  const questionsOf = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/tenant',
      headers: session.headers,
    });
    const tenantId = res.json<{ data: { id: string } }>().data.id;
    const month = monthKey(new Date(), 'Europe/London');
    return (
      await t.app
        .get<EventStore>(EVENT_STORE)
        .readStream(streams.conversationMonth(tenantId, month))
    ).length;
  };

  it('is answered with the first reply, also when its sending time differs, and counted once', async () => {
    const session = await signUp(t.app, 'redelivered@example.com');
    const first = await ask(session, 'teams:msg-1', 1_000);
    const again = await ask(session, 'teams:msg-1', 2_000);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect(again.body).not.toMatch(/Idempotency/i);
    expect(await questionsOf(session)).toBe(1);
  }, 60_000);

  it('while the first is still running, waits for it and answers the same', async () => {
    const session = await signUp(t.app, 'in-flight@example.com');
    const [first, again] = await Promise.all([
      ask(session, 'alexa:req-1', 1_000),
      ask(session, 'alexa:req-1', 1_500),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect(await questionsOf(session)).toBe(1);
  }, 60_000);

  it('is still refused for another question under the same key', async () => {
    const session = await signUp(t.app, 'reused@example.com');
    expect((await ask(session, 'teams:msg-2', 1_000)).statusCode).toBe(200);
    expect((await ask(session, 'teams:msg-2', 1_000, 'revenue by channel')).statusCode).toBe(422);
  }, 60_000);
});
