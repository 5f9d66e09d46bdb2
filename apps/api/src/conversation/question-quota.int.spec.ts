import { randomUUID } from 'node:crypto';
import { monthKey, streams } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import type { TestApp } from '../testing/test-app';

type Tenant = { data: { id: string; quota: Record<string, number | '∞'> } };

async function tenantOf(t: TestApp, session: Session) {
  const res = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers });
  return res.json<Tenant>().data;
}

const chat = (t: TestApp, session: Session, phrase: string) =>
  t.app.inject({
    method: 'POST',
    url: '/features/conversations/chat_query',
    headers: session.headers,
    payload: { created: Date.now(), phrase, event: { now: '2026-06-15' } },
  });

// Questions asked before they were counted per month sit on conversation-{tenantId}.
function legacyQuestions(count: number, month: string) {
  return Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    type: 'QuestionAsked',
    data: {
      phrase: `old question ${n}`,
      month,
      source: null,
      channel: 'web',
      askedAt: new Date().toISOString(),
    },
    metadata: {
      tenantId: '',
      commandId: randomUUID(),
      time: new Date().toISOString(),
      schemaVersion: 1,
    },
  }));
}

describe('questions counted against the monthly quota', () => {
  describe('on the free plan (300 a month)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startAuthTestApp({ DEFAULT_PLAN: 'free' });
    }, 60_000);
    afterAll(() => t.close());

    it('counts the questions of the old single stream, and counts new ones on the month stream', async () => {
      const session = await signUp(t.app, 'ada@example.com');
      const tenantId = (await tenantOf(t, session)).id;
      const month = monthKey(new Date(), 'Europe/London');
      const store = t.app.get<EventStore>(EVENT_STORE);
      await store.append(
        streams.conversation(tenantId),
        [...legacyQuestions(290, month), ...legacyQuestions(5, '2020-01')].map((e) => ({
          ...e,
          metadata: { ...e.metadata, tenantId },
        })),
        { expectedRevision: 'no_stream' },
      );
      const answers = [];
      for (let n = 0; n < 11; n++)
        answers.push((await chat(t, session, 'revenue last 30 days')).statusCode);
      // 290 before + 10 now = the 300 of the plan; the 11th is refused with the limit.
      expect(answers).toEqual([...Array<number>(10).fill(200), 403]);
      expect(await store.readStream(streams.conversationMonth(tenantId, month))).toHaveLength(10);
      expect(await store.readStream(streams.conversation(tenantId))).toHaveLength(295);
    }, 60_000);

    it('lets exactly the questions left in the quota through when more are asked at once', async () => {
      const session = await signUp(t.app, 'hedy@example.com');
      const tenantId = (await tenantOf(t, session)).id;
      const month = monthKey(new Date(), 'Europe/London');
      const store = t.app.get<EventStore>(EVENT_STORE);
      await store.append(
        streams.conversation(tenantId),
        legacyQuestions(295, month).map((e) => ({ ...e, metadata: { ...e.metadata, tenantId } })),
        { expectedRevision: 'no_stream' },
      );
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => chat(t, session, 'orders last 30 days')),
      );
      const statuses = replies.map((res) => res.statusCode).sort();
      // Near the limit questions are ordered: 5 fit, 5 are refused by the plan, none collide.
      expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(5).fill(403)]);
      expect(await store.readStream(streams.conversationMonth(tenantId, month))).toHaveLength(5);
    }, 60_000);
  });

  describe('on the unlimited plan', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startAuthTestApp({ DEFAULT_PLAN: 'unlimited' });
    }, 60_000);
    afterAll(() => t.close());

    it('answers 50 questions asked at the same moment by one tenant, none refused, each counted once', async () => {
      const session = await signUp(t.app, 'grace@example.com');
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => chat(t, session, 'revenue by channel last 30 days')),
      );
      expect(replies.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
      const tenant = await tenantOf(t, session);
      const month = monthKey(new Date(), 'Europe/London');
      const store = t.app.get<EventStore>(EVENT_STORE);
      expect(await store.readStream(streams.conversationMonth(tenant.id, month))).toHaveLength(50);
    }, 60_000);

    it('counts a question sent again with the same Idempotency-Key once, and answers it the same', async () => {
      const session = await signUp(t.app, 'mary@example.com');
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/features/conversations/chat_query',
          headers: { ...session.headers, 'idempotency-key': 'question-1' },
          payload: {
            created: 1,
            phrase: 'orders by channel last month',
            event: { now: '2026-06-15' },
          },
        });
      const [first, second] = [await send(), await send()];
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.body).toBe(first.body);
      const tenant = await tenantOf(t, session);
      const month = monthKey(new Date(), 'Europe/London');
      const store = t.app.get<EventStore>(EVENT_STORE);
      expect(await store.readStream(streams.conversationMonth(tenant.id, month))).toHaveLength(1);
    }, 60_000);
  });
});
