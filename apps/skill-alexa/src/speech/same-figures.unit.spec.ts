import { SAME_FIGURES, SAME_FIGURES_CARD, WRONG_FIGURES } from '@parley/domain/testing';
import { speakCard } from './card-speech';
import { translator } from './messages';

// Alexa's answer for the card every surface checks (@parley/domain/testing).
describe.each(Object.entries(SAME_FIGURES))('the same figures spoken in %s', (locale, want) => {
  it('speaks the revenue total and the top channel as the web table shows them', () => {
    const said = speakCard(SAME_FIGURES_CARD, locale, translator(locale === 'tr' ? 'tr' : 'en'));
    expect(said).toContain(want.total);
    expect(said).toContain(want.revenue[0]);
    expect(said).not.toMatch(WRONG_FIGURES);
  });
});
