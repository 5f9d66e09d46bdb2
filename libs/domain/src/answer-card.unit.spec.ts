import type { AnswerCard } from './answer-card';

describe('AnswerCard contract', () => {
  it('accepts a card whose table holds raw numbers', () => {
    const card: AnswerCard = {
      title: 'Revenue',
      text: 'Revenue was 10.',
      table: [{ revenue: 10 }],
      columns: [{ key: 'revenue', label: 'Revenue', role: 'metric', format: 'currency', currency: 'USD' }],
      chart: [{ chart: { type: 'number' }, series: [{ key: 'revenue', name: 'Revenue' }] }],
      insights: [],
      date: '2026-01-01T00:00:00.000Z',
      query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
    };
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });
});
