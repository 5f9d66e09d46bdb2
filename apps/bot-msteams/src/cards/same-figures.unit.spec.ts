import { SAME_FIGURES, SAME_FIGURES_CARD, WRONG_FIGURES } from '@parley/domain/testing';
import { translator } from '../conversation/bot-messages';
import { answerCard } from './adaptive-cards';
import { driverAnswer } from './testing/driver-card';

// The Teams card of the card every surface checks (@parley/domain/testing).
describe.each(Object.entries(SAME_FIGURES))('the same figures in Teams in %s', (locale, want) => {
  it('shows revenue and the 0–100 conversion rate as the web table does', () => {
    const card = answerCard(SAME_FIGURES_CARD, {
      answerId: 'same-figures',
      openUrl: 'https://parley.example',
      locale,
      t: translator(locale === 'tr' ? 'tr' : 'en'),
    });
    const json = JSON.stringify(card.body);
    for (const figure of [...want.revenue, ...want.rate]) expect(json).toContain(`"${figure}"`);
    expect(json).not.toMatch(WRONG_FIGURES);
  });
});

describe('a driver card in Teams', () => {
  it('shows who moved and by how much: driver, value, change and change %', () => {
    const card = answerCard(driverAnswer, {
      answerId: 'driver',
      openUrl: 'https://parley.example',
      locale: 'en-US',
      t: translator('en'),
    });
    const json = JSON.stringify(card.body);
    for (const shown of [
      '"Driver"',
      '"Value"',
      '"Revenue change"',
      '"Revenue %"',
      '"Furniture"',
      '"-$1,600"',
      '"-40%"',
    ])
      expect(json).toContain(shown);
    expect(json).not.toContain('"Previous Revenue"');
  });
});
