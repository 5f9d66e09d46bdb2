import { clockTime, questionsBySource } from './collection-text';

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
});
