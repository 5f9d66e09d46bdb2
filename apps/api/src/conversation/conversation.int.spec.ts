import type { AnswerCard, Prompt } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';

type Responses = {
  data: { responses: ({ card: AnswerCard } | { prompt: Prompt } | { text: string })[] };
};

describe('conversation calls on the demo source', () => {
  let t: TestApp;
  let ada: Session;
  const now = '2026-06-15';

  beforeAll(async () => {
    t = await startAuthTestApp({ PLAN_DEFAULT: 'free' });
    ada = await signUp(t.app, 'ada@example.com');
  }, 60_000);
  afterAll(() => t.close());

  const chat = (phrase: string, event: Record<string, unknown> = {}, session = ada) =>
    t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: session.headers,
      payload: { created: Date.now(), phrase, event: { now, ...event } },
    });

  it('answers a question with a card of real numbers, its SQL and how it was read', async () => {
    const res = await chat('revenue by channel last 30 days');
    expect(res.statusCode).toBe(200);
    const card = (res.json<Responses>().data.responses[0] as { card: AnswerCard }).card;
    expect(card.table.length).toBeGreaterThan(1);
    expect(card.columns.map((c) => c.role)).toEqual(
      expect.arrayContaining(['dimension', 'metric']),
    );
    const metric = card.columns.find((c) => c.role === 'metric')?.key as string;
    expect(card.table.every((row) => typeof row[metric] === 'number')).toBe(true);
    expect(card.query.source).toMatchObject({ type: 'demo', datasource_id: 'demo' });
    expect(card.query.sql).toMatch(/select/i);
    expect(res.headers['current-user']).toBe('ada@example.com');
  });

  it('compares with the previous period when asked', async () => {
    const res = await chat('revenue by channel last 30 days vs previous period');
    const card = (res.json<Responses>().data.responses[0] as { card: AnswerCard }).card;
    const keys = Object.keys(card.table[0] ?? {});
    expect(keys.some((k) => k.startsWith('Previous_'))).toBe(true);
    expect(keys.some((k) => k.endsWith('__%'))).toBe(true);
  });

  it('keeps the context for a follow-up', async () => {
    await chat('sessions last 90 days');
    const res = await chat('and by device?');
    const card = (res.json<Responses>().data.responses[0] as { card: AnswerCard }).card;
    expect(card.columns.some((c) => c.role === 'dimension')).toBe(true);
    expect(card.title.toLowerCase()).toContain('session');
  });

  it('answers in Turkish', async () => {
    const res = await chat('son 30 günde kanala göre gelir', { locale: 'tr' });
    expect(res.statusCode).toBe(200);
    const card = (res.json<Responses>().data.responses[0] as { card: AnswerCard }).card;
    expect(card.table.length).toBeGreaterThan(1);
    expect(card.text).toMatch(/[çğıöşüÇĞİÖŞÜ]|gelir/i);
  });

  it('offers choices instead of guessing when the question names nothing it knows', async () => {
    const res = await chat('how many unicorns flew over the moon');
    expect(res.statusCode).toBe(200);
    const first = res.json<Responses>().data.responses[0];
    expect(first).toHaveProperty('prompt');
    expect((first as { prompt: Prompt }).prompt.items.length).toBeGreaterThan(0);
  });

  it('refuses an empty question with a clear message and counts nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers })
    ).json<{ data: { quota: Record<string, unknown> } }>();
    const res = await chat('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      data: { message: 'This field is required.', key: 'validation.required' },
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: ada.headers })
    ).json<{ data: { quota: Record<string, unknown> } }>();
    expect(after.data.quota).toEqual(before.data.quota);
  });

  it('applies a card’s saved date range over the range its phrase names', async () => {
    const month = await chat('orders last 12 months', {
      variables: { date1: { date_range: 'last_30_days' } },
    });
    const year = await chat('orders last 7 days', {
      variables: { date1: { date_range: 'last_12_months' } },
    });
    const total = (r: typeof month) => {
      const card = (r.json<Responses>().data.responses[0] as { card: AnswerCard }).card;
      const key = card.columns.find((c) => c.role === 'metric')?.key as string;
      return Number(card.table[0]?.[key]);
    };
    expect(total(year)).toBeGreaterThan(total(month) * 5);
  });

  it('lists starter questions per language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/features/conversations/chat_suggestions',
      headers: ada.headers,
    });
    const data = res.json<{ data: Record<string, string[]> }>().data;
    expect(data['en-US']?.length).toBeGreaterThan(2);
    expect(data.tr?.length).toBeGreaterThan(2);
  });

  it('previews a card with its variables', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/collection/preview',
      headers: ada.headers,
      payload: {
        phrase: 'revenue by month',
        type: 'demo',
        datasource_id: 'demo',
        date_range: 'this_year',
        now,
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      data: { variables: { date1: { date_range: string } }; responses: { card: AnswerCard }[] };
    }>().data;
    expect(data.variables.date1.date_range).toBe('this_year');
    expect(data.responses[0]?.card.chart[0]?.chart.type).toMatch(/line|area|column|bar/);
  });

  it('refuses without a session and without the anti-forgery token', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      payload: { phrase: 'revenue' },
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/features/conversations/chat_query',
      headers: { cookie: ada.cookie },
      payload: { phrase: 'revenue' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
