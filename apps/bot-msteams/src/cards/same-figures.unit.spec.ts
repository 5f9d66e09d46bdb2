import { SAME_FIGURES, SAME_FIGURES_CARD, WRONG_FIGURES } from '@parley/domain/testing';
import { translator } from '../conversation/bot-messages';
import { answerCard } from './adaptive-cards';

// The Teams card of the card every surface checks (@parley/domain/testing).
describe.each(Object.entries(SAME_FIGURES))('the same figures in Teams in %s', (locale, want) => {
  it('shows revenue and the 0–100 conversion rate as the web table does', () => {
    const card = answerCard(SAME_FIGURES_CARD, {
      phrase: 'revenue and conversion rate by channel',
      openUrl: 'https://parley.example',
      locale,
      t: translator(locale === 'tr' ? 'tr' : 'en'),
    });
    const json = JSON.stringify(card.body);
    for (const figure of [...want.revenue, ...want.rate]) expect(json).toContain(`"${figure}"`);
    expect(json).not.toMatch(WRONG_FIGURES);
  });
});
