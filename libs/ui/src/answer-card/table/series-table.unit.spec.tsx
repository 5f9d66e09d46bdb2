/**
 * @jest-environment jsdom
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { SERIES_CARD } from '@parley/domain/testing';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiMessages } from '../../i18n/ui-messages';
import { DataTable } from './DataTable';

// The strings ride with the base stylesheet, which jsdom has no use for.
jest.mock('../../styles/ui.css', () => ({}));

class NoResizeObserver {
  observe(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
afterEach(cleanup);
beforeAll(() =>
  i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: {
      'en-US': { translation: uiMessages['en-US'] },
      tr: { translation: uiMessages.tr },
    },
    interpolation: { escapeValue: false },
  }),
);

const texts = (cells: HTMLElement[]) =>
  cells.map((c) => c.textContent?.replace(/[↕▲▼]/g, '').trim());

// Issue 28: the web table of a card of two series, one column per country, years as years, and
// under a population by year its change, never a total.
describe('the table of a card of two series', () => {
  it('pivots to one column per series, years read "1955"', () => {
    render(<DataTable card={SERIES_CARD} locale="en-US" />);
    expect(texts(screen.getAllByRole('columnheader'))).toEqual(['Year', 'China', 'India']);
    const [, body] = screen.getAllByRole('rowgroup');
    if (!body) throw new Error('no body');
    const first = within(body).getAllByRole('row')[0];
    if (!first) throw new Error('no row');
    expect(texts(within(first).getAllByRole('cell'))).toEqual([
      '1955',
      '603,320,147',
      '398,577,992',
    ]);
  });

  it.each([
    ['en-US', ['Change 1955 → 2005', '+701,567,415', '+756,060,721']],
    ['tr', ['Değişim 1955 → 2005', '+701.567.415', '+756.060.721']],
  ])(
    'ends with the change from the first year to the last, not a total (%s)',
    async (locale, foot) => {
      await i18next.changeLanguage(locale);
      render(<DataTable card={SERIES_CARD} locale={locale} />);
      const rows = screen.getAllByRole('row');
      const last = rows[rows.length - 1];
      if (!last) throw new Error('no rows');
      expect(texts(within(last).getAllByRole('cell'))).toEqual(foot);
      expect(screen.queryByText(/Total|Toplam/)).toBeNull();
    },
  );
});
