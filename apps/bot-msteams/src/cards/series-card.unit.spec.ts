import { SERIES_CARD } from '@parley/domain/testing';
import { answerCard } from './adaptive-cards';
import { adaptiveCardProblems } from './testing/adaptive-card-schema';
import { answerOptions } from './testing/every-bot-card';

type Cell = { items: { text: string }[] };
type Row = { cells: Cell[] };

// Issue 28: Teams shows a card of two series as the web table does, one column per country.
describe('a card of two series in Teams', () => {
  const card = answerCard(SERIES_CARD, answerOptions);
  const table = card.body.find((e) => (e as { type: string }).type === 'Table') as {
    rows: Row[];
  };
  const text = (row: Row | undefined) => row?.cells.map((c) => c.items[0]?.text) ?? [];

  it('pivots the table: a row per year, a column per country, years as years', () => {
    expect(text(table.rows[0])).toEqual(['Year', 'China', 'India']);
    expect(text(table.rows[1])).toEqual(['1955', '603,320,147', '398,577,992']);
    expect(table.rows).toHaveLength(3);
  });

  it('stays a valid Adaptive Card', () => {
    expect(adaptiveCardProblems(card)).toEqual([]);
  });
});
