import { revenueByChannel } from '../testing/stub-parley';
import { answerCard } from './adaptive-cards';
import { adaptiveCardProblems } from './testing/adaptive-card-schema';
import { answerOptions, everyBotCard } from './testing/every-bot-card';

// Every card the bot sends, checked against the Adaptive Cards 1.5 schema Teams renders.
describe('Adaptive Cards the bot builds', () => {
  it.each(everyBotCard)('%s is valid Adaptive Cards 1.5', (_name, card) => {
    expect(adaptiveCardProblems(card)).toEqual([]);
  });

  it('marks the first table row as its header with the property the schema defines', () => {
    const card = answerCard(revenueByChannel, answerOptions);
    const table = card.body.find((e) => (e as { type: string }).type === 'Table') as Record<
      string,
      unknown
    >;
    expect(table.firstRowAsHeader).toBe(true);
    // The schema check itself catches the misspelling a card used to carry.
    expect(
      adaptiveCardProblems({ ...card, body: [{ ...table, firstRowAsHeaders: true }] }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('firstRowAsHeaders')]));
  });
});
