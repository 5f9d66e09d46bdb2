import { SERIES_CARD } from '@parley/domain/testing';
import { renderCardMail } from '../email-card/card-mail.template';
import { cardSectionHtml, cardSectionText } from './card-section.template';

const headers = (html: string) =>
  [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1] ?? '');

// Issue 28: a mailed card (on request, or in a digest) shows a card of two series as the web
// table does: one column per country, years as "1955", no total of a population over years.
describe('a card of two series in a mail', () => {
  it.each([
    [
      'the card mail',
      renderCardMail(SERIES_CARD, 'en-US', 'Parley', 'https://p.example', false).html,
    ],
    ['a digest section', cardSectionHtml(SERIES_CARD, 'en-US')],
  ])('%s has one column per series', (_name, html) => {
    expect(headers(html)).toEqual(['Year', 'China', 'India']);
    expect(html).toContain('>1955<');
    expect(html).not.toContain('1,955');
    expect(html).not.toMatch(/Total/);
  });

  it('reads the same as text, in Turkish too', () => {
    expect(cardSectionText(SERIES_CARD, 'tr')).toContain(
      'Year: 1955 | China: 603.320.147 | India: 398.577.992',
    );
  });
});
