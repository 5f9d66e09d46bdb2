import { AdaptiveCard, SerializationContext, ValidationEvent, Versions } from 'adaptivecards';
import type { IValidationEvent } from 'adaptivecards';
import { revenueByChannel } from '../testing/stub-parley';
import { answerCard } from './adaptive-cards';
import { answerOptions, everyBotCard } from './testing/every-bot-card';

/**
 * What Microsoft's own renderer (the `adaptivecards` package, a check beside the official schema
 * in adaptive-cards.unit.spec.ts) reports when it reads a card as Adaptive Cards 1.5: unknown element
 * or action types, values outside an enum, properties or values newer than 1.5, a card version
 * above 1.5, missing required properties. Hints are advice, not errors.
 */
function rendererProblems(json: unknown): string[] {
  const card = new AdaptiveCard();
  card.maxVersion = Versions.v1_5;
  const context = new SerializationContext(Versions.v1_5);
  card.parse(json, context);
  const events: IValidationEvent[] = [];
  for (let i = 0; i < context.eventCount; i++) events.push(context.getEventAt(i));
  events.push(...card.validateProperties().validationEvents);
  return events
    .filter(({ event }) => event !== ValidationEvent.Hint)
    .map(({ event, message }) => `${ValidationEvent[event]}: ${message}`);
}

describe("Adaptive Cards the bot builds, read by Microsoft's renderer", () => {
  it.each(everyBotCard)('%s parses as 1.5 without errors', (_name, card) => {
    expect(rendererProblems(card)).toEqual([]);
  });

  it('would report a card Teams could not show as written', () => {
    const problems = rendererProblems({
      type: 'AdaptiveCard',
      version: '1.6',
      body: [
        { type: 'TextBlock', text: 'Revenue', weight: 'heaviest' },
        { type: 'Chart.Pie', title: 'Revenue' },
        { type: 'Image', url: 'https://parley.example/a.png', forceLoad: true },
      ],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^InvalidPropertyValue: .*"heaviest"/),
        expect.stringMatching(/^UnknownElementType: .*"Chart\.Pie"/),
        expect.stringMatching(/^UnsupportedProperty: .*"forceLoad"/),
        expect.stringMatching(/^UnsupportedCardVersion: .*\(1\.6\)/),
      ]),
    );
  });

  // The one place the renderer and the schema disagree: the renderer's Table reads
  // `firstRowAsHeaders`, the 1.5 schema (schemas/src/elements/Table.json) defines only
  // `firstRowAsHeader`, and Teams follows the schema. The card keeps the schema's spelling; the
  // renderer ignores a property it does not know, so this is no error above.
  it("keeps the schema's firstRowAsHeader on tables, not the renderer's firstRowAsHeaders", () => {
    const table = answerCard(revenueByChannel, answerOptions).body.find(
      (element) => (element as { type: string }).type === 'Table',
    );
    expect(table).toHaveProperty('firstRowAsHeader', true);
    expect(table).not.toHaveProperty('firstRowAsHeaders');
  });
});
