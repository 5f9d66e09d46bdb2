import type { CollectionQuestion } from '@parley/domain';
import { dueCards } from './refresh-due';

const card = (id: string, interval: CollectionQuestion['interval']): CollectionQuestion => ({
  id,
  phrase: 'revenue',
  type: 'demo',
  datasource_id: 'demo',
  account_id: '',
  interval,
  variables: {},
});

describe('auto-refresh due cards', () => {
  const minute = 60_000;

  it('never re-runs a card without an interval', () => {
    const runs = new Map([['a', 0]]);
    expect(dueCards([card('a', 0)], runs, 120 * minute)).toEqual([]);
  });

  it('waits a full interval after the page first showed the card', () => {
    const runs = new Map<string, number>();
    const cards = [card('a', 10)];
    expect(dueCards(cards, runs, 0)).toEqual([]);
    expect(dueCards(cards, runs, 9 * minute)).toEqual([]);
    expect(dueCards(cards, runs, 10 * minute).map((c) => c.id)).toEqual(['a']);
  });

  it('picks only the cards whose own interval has passed', () => {
    const runs = new Map([
      ['ten', 0],
      ['hour', 0],
    ]);
    expect(
      dueCards([card('ten', 10), card('hour', 60)], runs, 15 * minute).map((c) => c.id),
    ).toEqual(['ten']);
  });
});
