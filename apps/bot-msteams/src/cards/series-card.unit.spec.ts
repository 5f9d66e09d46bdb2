import { MANY_SERIES_CARD, SERIES_CARD } from '@parley/domain/testing';
import { translator } from '../conversation/bot-messages';
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

// Twelve countries, ten drawn: under the chart Teams says how many it leaves out, as the web legend's
// "and 2 more in the table" does; without a chart image there is nothing to say it of.
describe('a card of more series than its chart draws, in Teams', () => {
  const imageUrl = 'https://parley.example/api/v1/card-image/b.png?expires=1&signature=x';
  const texts = (card: ReturnType<typeof answerCard>) =>
    card.body.map((e) => (e as { text?: string }).text).filter(Boolean);

  it('says under the chart that two series are left out, in English and Turkish', () => {
    const english = answerCard(MANY_SERIES_CARD, { ...answerOptions, imageUrl });
    const turkish = answerCard(MANY_SERIES_CARD, {
      ...answerOptions,
      imageUrl,
      locale: 'tr',
      t: translator('tr'),
    });
    expect(texts(english)).toContain(
      'The chart draws the 10 largest series and leaves out 2 more.',
    );
    expect(texts(turkish)).toContain('Grafik en büyük 10 seriyi çiziyor; 2 seri daha çizilmedi.');
    const kinds = english.body.map((e) => (e as { type: string }).type);
    expect(kinds.indexOf('Image')).toBe(kinds.indexOf('Table') - 2);
  });

  it('says nothing without a chart image, or when every series is drawn', () => {
    const noImage = answerCard(MANY_SERIES_CARD, answerOptions);
    const allDrawn = answerCard(SERIES_CARD, { ...answerOptions, imageUrl });
    for (const card of [noImage, allDrawn])
      expect(texts(card).some((text) => text?.includes('leaves out'))).toBe(false);
  });
});
