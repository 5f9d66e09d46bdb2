import { monthKey, streams } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import type { TestApp } from '../testing/test-app';

const chat = (t: TestApp, session: Session, phrase: string) =>
  t.app.inject({
    method: 'POST',
    url: '/features/conversations/chat_query',
    headers: session.headers,
    payload: { created: Date.now(), phrase, event: { now: '2026-06-15' } },
  });

describe('"why" answers counted as AI insight requests (spec §9: Free 10 a month)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ DEFAULT_PLAN: 'free' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 10 driver questions a month on the free plan and refuses the 11th by its limit', async () => {
    const session = await signUp(t.app, 'grace@example.com');
    const me = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers });
    const tenantId = me.json<{ data: { id: string } }>().data.id;
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++)
      statuses.push((await chat(t, session, 'why did revenue fall last month')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 403]);
    // A plain question still goes through: only insight requests are used up.
    expect((await chat(t, session, 'revenue last month')).statusCode).toBe(200);
    const month = monthKey(new Date(), 'Europe/London');
    const events = await t.app
      .get<EventStore>(EVENT_STORE)
      .readStream(streams.conversationMonth(tenantId, month));
    expect(events.filter((e) => e.type === 'InsightsRequested')).toHaveLength(10);
  }, 120_000);
});
