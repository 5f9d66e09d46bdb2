import {
  clockTime,
  collectionsHolding,
  digestChoices,
  periodText,
  planDigests,
  questionsBySource,
} from './collection-text';

describe('collection texts', () => {
  it('counts questions per data source, most first', () => {
    const questions = [{ type: 'demo' }, { type: 'csv' }, { type: 'demo' }].map((q, i) => ({
      id: String(i),
      phrase: 'x',
      datasource_id: q.type,
      account_id: '',
      ...q,
    }));
    expect(questionsBySource({ questions })).toEqual([
      { type: 'demo', count: 2 },
      { type: 'csv', count: 1 },
    ]);
  });

  it('shows refresh times as HH:mm', () => {
    const at = new Date(2026, 5, 15, 7, 5);
    expect(clockTime(at.toISOString())).toBe('07:05');
  });

  it('names the collections an answer is already saved in, as the server decides a duplicate', () => {
    const question = {
      phrase: 'revenue by channel',
      type: 'file',
      datasource_id: 'sales.csv',
      account_id: '',
    };
    const collections = [
      { id: 'c1', name: 'Morning board', questions: [{ id: 'q1', ...question }] },
      {
        id: 'c2',
        name: 'Other source',
        questions: [{ id: 'q2', ...question, datasource_id: 'demo', type: 'demo' }],
      },
      {
        id: 'c3',
        name: 'Spaced',
        questions: [{ id: 'q3', ...question, phrase: '  Revenue  by channel ' }],
      },
    ];
    expect(collectionsHolding(collections, question)).toEqual([
      { id: 'c1', name: 'Morning board' },
      { id: 'c3', name: 'Spaced' },
    ]);
    expect(collectionsHolding(collections, { ...question, phrase: 'orders' })).toEqual([]);
  });

  it("offers only the digests of the tenant's plan (spec §9)", () => {
    expect(digestChoices(planDigests('free'), 'weekly')).toEqual(['weekly', 'monthly']);
    expect(digestChoices(planDigests(undefined), 'weekly')).toEqual(['weekly', 'monthly']);
    expect(digestChoices(planDigests('gold'), 'weekly')).toEqual(['weekly', 'monthly']);
    expect(digestChoices(planDigests('premium'), 'weekly')).toEqual(['daily', 'weekly', 'monthly']);
    // A collection set to daily before a downgrade still shows what it is set to.
    expect(digestChoices(planDigests('free'), 'daily')).toEqual(['daily', 'weekly', 'monthly']);
  });
});

describe('period text of a tile', () => {
  const card = (text: string) =>
    ({
      query: {
        source: { type: 'demo', datasource_id: 'demo' },
        interpretation: [{ kind: 'date_range', text }],
        date_range: '2026-10-26/2026-11-25',
      },
    }) as Parameters<typeof periodText>[0]['card'];
  it("reads the card's own words, without the field name or the dates its title states", () => {
    expect(
      periodText({
        card: card('Order date: last 30 days (2026-10-26 – 2026-11-24)'),
        savedRange: undefined,
      }),
    ).toBe('Last 30 days');
    expect(periodText({ card: card('Sipariş tarihi: bu yıl'), savedRange: undefined })).toBe(
      'Bu yıl',
    );
  });
  it('falls back to the saved choice, and to nothing for all time', () => {
    expect(periodText({ card: undefined, savedRange: 'last_90_days' })).toBe('Last 90 days');
    expect(periodText({ card: undefined, savedRange: undefined })).toBeNull();
  });
});
