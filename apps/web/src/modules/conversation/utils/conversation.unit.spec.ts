import type { ConversationItem } from '../types/conversation';
import { dayLabel, needsSeparator } from './date-separator';
import { pruneHistory, visibleHistory } from './history';
import { highlightSegments, matchSuggestions, moveActive, rememberPhrase } from './suggestions';

const now = new Date(2026, 10, 23, 10, 0);
const item = (at: Date, phrase = 'q'): ConversationItem => ({
  id: at.getTime(),
  query: { created: at.getTime(), phrase },
  responses: [],
});

describe('conversation history', () => {
  it('drops entries from before today on read', () => {
    const kept = pruneHistory(
      [
        item(new Date(2026, 10, 22, 23, 59)),
        item(new Date(2026, 10, 23, 0, 1)),
        item(new Date(2026, 10, 23, 9)),
      ],
      now,
    );
    expect(kept.map((i) => new Date(i.id).getHours())).toEqual([0, 9]);
  });

  it('shows the newest entries, four more per page', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(visibleHistory(items, 4)).toEqual([6, 7, 8, 9]);
    expect(visibleHistory(items, 8)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(visibleHistory(items, 12)).toEqual(items);
  });
});

describe('date separators', () => {
  it('says Today, Yesterday, a weekday within a week, else the date', () => {
    expect(dayLabel(new Date(2026, 10, 23, 1).getTime(), now).kind).toBe('today');
    expect(dayLabel(new Date(2026, 10, 22, 23).getTime(), now).kind).toBe('yesterday');
    expect(dayLabel(new Date(2026, 10, 18).getTime(), now).kind).toBe('weekday');
    expect(dayLabel(new Date(2026, 10, 16).getTime(), now).kind).toBe('date');
  });

  it('puts a separator before the first item of each day', () => {
    expect(needsSeparator(undefined, now.getTime())).toBe(true);
    expect(needsSeparator(new Date(2026, 10, 23, 8).getTime(), now.getTime())).toBe(false);
    expect(needsSeparator(new Date(2026, 10, 22, 8).getTime(), now.getTime())).toBe(true);
  });
});

describe('suggestions', () => {
  const list = [
    'Revenue by region last month',
    'Orders by region',
    'Revenue this year',
    'Top products by revenue',
  ];

  it('keeps only suggestions holding every typed word, in any order and case', () => {
    expect(matchSuggestions(list, 'REGION revenue')).toEqual(['Revenue by region last month']);
    expect(matchSuggestions(list, 'revenue')).toHaveLength(3);
    expect(matchSuggestions(list, '   ')).toEqual([]);
  });

  it('highlights the typed words', () => {
    expect(highlightSegments('Orders by region', 'region ord')).toEqual([
      { text: 'Ord', match: true },
      { text: 'ers by ', match: false },
      { text: 'region', match: true },
    ]);
  });

  it('moves the keyboard selection with wrap-around', () => {
    expect(moveActive(-1, 3, 'down')).toBe(0);
    expect(moveActive(2, 3, 'down')).toBe(0);
    expect(moveActive(0, 3, 'up')).toBe(2);
    expect(moveActive(-1, 0, 'down')).toBe(-1);
  });

  it('remembers typed phrases newest first without duplicates', () => {
    expect(rememberPhrase(['orders', 'Revenue'], 'revenue ')).toEqual(['revenue', 'orders']);
  });
});
