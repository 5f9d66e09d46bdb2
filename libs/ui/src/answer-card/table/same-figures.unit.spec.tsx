import { renderToStaticMarkup } from 'react-dom/server';
import { SAME_FIGURES, SAME_FIGURES_CARD, WRONG_FIGURES } from '@parley/domain/testing';
import { cardToCsv } from '../utils/csv';
import { DataTable } from './DataTable';

// The web table and the CSV of the card every surface checks (see @parley/domain/testing).
describe.each(Object.entries(SAME_FIGURES))('the same figures on the web in %s', (locale, want) => {
  const html = renderToStaticMarkup(<DataTable card={SAME_FIGURES_CARD} locale={locale} />);

  it('shows revenue and the 0–100 conversion rate as every channel does', () => {
    for (const figure of [...want.revenue, ...want.rate]) expect(html).toContain(figure);
    expect(html).not.toMatch(WRONG_FIGURES);
  });

  it('totals revenue, and gives the rate no total', () => {
    expect(html).toContain(want.total);
    expect(html).not.toMatch(/8[.,]87/);
  });

  it('exports raw numbers without float noise', () => {
    const lines = cardToCsv(SAME_FIGURES_CARD).slice(1).split('\r\n');
    expect(lines.slice(1)).toEqual(want.csv);
  });
});
