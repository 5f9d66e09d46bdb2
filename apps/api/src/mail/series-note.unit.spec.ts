import { MANY_SERIES_CARD, SERIES_CARD } from '@parley/domain/testing';
import { svgToPng } from '../card-image/png-renderer';
import { digestPdf } from '../digests/digest-pdf';
import { readPdf } from '../digests/testing/read-pdf';
import { renderCardMail } from '../email-card/card-mail.template';
import { cardSectionHtml } from './card-section.template';

const english = 'The chart draws the 10 largest series and leaves out 2 more.';
const turkish = 'Grafik en büyük 10 seriyi çiziyor; 2 seri daha çizilmedi.';

// Issue 28: twelve countries, ten drawn. Under a chart, a mail and a PDF say how many series it
// leaves out, as the web legend's "and 2 more in the table" does; with no chart, nothing is said.
describe('a chart that leaves series out, in a mail and a PDF', () => {
  const mail = (card: typeof SERIES_CARD, withChart: boolean) =>
    renderCardMail(card, 'en-US', 'Parley', 'https://p.example', withChart).html;

  it('says so under the chart of the card mail and of a digest section, in Turkish too', () => {
    expect(mail(MANY_SERIES_CARD, true)).toContain(english);
    expect(cardSectionHtml(MANY_SERIES_CARD, 'tr', 'chart-1@parley')).toContain(turkish);
  });

  it('says nothing where every series is drawn, or where no chart is shown', () => {
    expect(mail(SERIES_CARD, true)).not.toContain('leaves out');
    expect(mail(MANY_SERIES_CARD, false)).not.toContain('leaves out');
    expect(cardSectionHtml(MANY_SERIES_CARD, 'en-US')).not.toContain('leaves out');
  });

  it('says so under the chart on the card’s PDF page', async () => {
    const chart = await svgToPng(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#2563eb"/></svg>',
    );
    const pdf = await digestPdf('Digest', [{ card: MANY_SERIES_CARD, chart }], 'tr');
    expect(readPdf(pdf).text.replace(/\s+/g, ' ')).toContain(turkish);
  });
});
