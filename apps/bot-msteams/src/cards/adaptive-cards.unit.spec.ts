import { revenueByChannel } from '../testing/stub-parley';
import { answerCard } from './adaptive-cards';
import { adaptiveCardProblems, publishedSchemaProblems } from './testing/adaptive-card-schema';
import { answerOptions, everyBotCard } from './testing/every-bot-card';

// Every card the bot sends, checked with ajv against Microsoft's own Adaptive Cards 1.5.0 schema
// file (apps/bot-msteams/vendor), extended only by Teams' documented `msteams` property.
describe('Adaptive Cards the bot builds', () => {
  it.each(everyBotCard)(
    '%s is valid against the official Adaptive Cards 1.5.0 schema',
    (_name, card) => {
      expect(adaptiveCardProblems(card)).toEqual([]);
    },
  );

  it('is valid as published but for the msteams property, which only the Teams extension allows', () => {
    for (const [, card] of everyBotCard) {
      expect(publishedSchemaProblems(card)).not.toEqual([]);
      const { msteams: _teamsOnly, ...plain } = card;
      expect(publishedSchemaProblems(plain)).toEqual([]);
    }
  });

  it('refuses what Teams would not show: a misspelt property, a value outside an enum, an unknown msteams option', () => {
    const card = answerCard(revenueByChannel, answerOptions);
    const table = card.body.find((e) => (e as { type: string }).type === 'Table') as Record<
      string,
      unknown
    >;
    expect(table.firstRowAsHeader).toBe(true);
    // The misspelling a card used to carry (the renderer package's spelling) is caught.
    expect(
      adaptiveCardProblems({ ...card, body: [{ ...table, firstRowAsHeaders: true }] }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('firstRowAsHeaders')]));
    expect(
      adaptiveCardProblems({
        ...card,
        body: [{ type: 'TextBlock', text: 'x', weight: 'heaviest' }],
      }),
    ).not.toEqual([]);
    expect(adaptiveCardProblems({ ...card, msteams: { width: 'Wide' } })).not.toEqual([]);
    expect(adaptiveCardProblems({ ...card, msteams: { width: 'Full', theme: 'dark' } })).toEqual(
      expect.arrayContaining([expect.stringContaining('theme')]),
    );
  });
});
