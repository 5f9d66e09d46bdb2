import { SAME_FIGURES, SAME_FIGURES_CARD, WRONG_FIGURES } from '@parley/domain/testing';
import { selectChart } from '../card-image/chart-data';
import { chartImageSvg } from '../card-image/chart-image';
import type { Locale } from '../i18n/locale';
import { renderCardMail } from './card-mail.template';

// The mailed table and the chart image of the card every surface checks (@parley/domain/testing).
describe.each(Object.entries(SAME_FIGURES))('the same figures in a mail in %s', (locale, want) => {
  const mail = renderCardMail(SAME_FIGURES_CARD, locale as Locale, 'Parley', 'https://x', true);

  it('shows the figures of the web table, in the HTML and the plain text', () => {
    for (const body of [mail.html, mail.text]) {
      for (const figure of [...want.revenue, ...want.rate]) expect(body).toContain(figure);
      expect(body).not.toMatch(WRONG_FIGURES);
    }
  });

  it('draws the conversion rate on a 0–10% axis in the image, not in hundreds of percent', () => {
    const chart = selectChart(SAME_FIGURES_CARD, 1);
    if (!chart) throw new Error('no chart');
    const svg = chartImageSvg(SAME_FIGURES_CARD, chart, locale);
    expect(svg).toContain(locale === 'tr' ? '>%6<' : '>6%<');
    expect(svg).not.toMatch(/>\d{3,}%<|>%\d{3,}</);
  });
});
