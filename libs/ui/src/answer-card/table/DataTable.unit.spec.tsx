/**
 * @jest-environment jsdom
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerCard } from '@parley/domain';
import { DataTable } from './DataTable';

type TableCard = Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'query'>>;

// jsdom has no layout: the table measures 0 px wide, which keeps the full (not stacked) layout.
class NoResizeObserver {
  observe(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
afterEach(cleanup);

const stores: TableCard = {
  columns: [
    { key: 'store', label: 'Store', role: 'dimension' },
    { key: 'orders', label: 'Orders', role: 'metric', format: 'number' },
  ],
  table: [
    { store: 'Store 10', orders: 9 },
    { store: 'store 2', orders: null },
    { store: 'Store 9', orders: 100 },
    { store: '', orders: 10 },
    { store: 'Store 1', orders: 25 },
  ],
};

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const sortButton = (name: string) => within(header(name)).getByRole('button');

// The cells of one column, top to bottom, as the person reads them.
function column(index: number): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

describe('sorting the answer table', () => {
  it('cycles a column none → ascending → descending → none, numbers ascending first too', async () => {
    const user = userEvent.setup();
    render(<DataTable card={stores} locale="en-US" />);
    expect(header('Orders').getAttribute('aria-sort')).toBe('none');
    expect(column(1)).toEqual(['9', '', '100', '10', '25']);

    await user.click(sortButton('Orders'));
    expect(header('Orders').getAttribute('aria-sort')).toBe('ascending');
    expect(column(1)).toEqual(['9', '10', '25', '100', '']);

    await user.click(sortButton('Orders'));
    expect(header('Orders').getAttribute('aria-sort')).toBe('descending');
    expect(column(1)).toEqual(['100', '25', '10', '9', '']);

    await user.click(sortButton('Orders'));
    expect(header('Orders').getAttribute('aria-sort')).toBe('none');
    expect(column(1)).toEqual(['9', '', '100', '10', '25']);
  });

  it('starts another column ascending and unsorts the first', async () => {
    const user = userEvent.setup();
    render(<DataTable card={stores} locale="en-US" />);
    await user.click(sortButton('Orders'));
    await user.click(sortButton('Orders'));
    await user.click(sortButton('Store'));
    expect(header('Store').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Orders').getAttribute('aria-sort')).toBe('none');
  });

  it('orders text naturally and regardless of case, empty cells last either way', async () => {
    const user = userEvent.setup();
    render(<DataTable card={stores} locale="en-US" />);
    await user.click(sortButton('Store'));
    expect(column(0)).toEqual(['Store 1', 'store 2', 'Store 9', 'Store 10', '']);
    await user.click(sortButton('Store'));
    expect(column(0)).toEqual(['Store 10', 'Store 9', 'store 2', 'Store 1', '']);
  });

  it('orders text by the reader’s language: Turkish Ç after C, before D', async () => {
    const user = userEvent.setup();
    const cities: TableCard = {
      columns: [
        { key: 'city', label: 'Şehir', role: 'dimension' },
        { key: 'sales', label: 'Satış', role: 'metric' },
      ],
      table: ['Zonguldak', 'Çorum', 'Denizli', 'Ceyhan', 'Adana'].map((city, i) => ({
        city,
        sales: i,
      })),
    };
    render(<DataTable card={cities} locale="tr" />);
    await user.click(sortButton('Şehir'));
    expect(column(0)).toEqual(['Adana', 'Ceyhan', 'Çorum', 'Denizli', 'Zonguldak']);
  });

  it('orders periods by time, not by the month names shown', async () => {
    const user = userEvent.setup();
    const months: TableCard = {
      columns: [
        { key: 'month', label: 'Month', role: 'time' },
        { key: 'revenue', label: 'Revenue', role: 'metric', format: 'currency', currency: 'USD' },
      ],
      table: [
        { month: '2026-02-01', revenue: 30 },
        { month: '2025-12-01', revenue: 10 },
        { month: null, revenue: 5 },
        { month: '2026-01-01', revenue: 20 },
        { month: '2025-04-01', revenue: 40 },
      ],
      query: {
        source: { type: 'demo', datasource_id: 'demo' },
        interpretation: [],
        grain: 'monthly',
      },
    };
    render(<DataTable card={months} locale="en-US" />);
    await user.click(sortButton('Month'));
    expect(column(0)).toEqual(['Apr 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', '']);
    await user.click(sortButton('Month'));
    expect(column(0)).toEqual(['Feb 2026', 'Jan 2026', 'Dec 2025', 'Apr 2025', '']);
  });

  it('sorts from the keyboard: Tab reaches the header, Enter and Space turn the cycle', async () => {
    const user = userEvent.setup();
    render(<DataTable card={stores} locale="en-US" />);
    await user.tab(); // the scrollable table region
    await user.tab();
    expect(document.activeElement).toBe(sortButton('Store'));
    await user.tab();
    expect(document.activeElement).toBe(sortButton('Orders'));
    await user.keyboard('{Enter}');
    expect(header('Orders').getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(header('Orders').getAttribute('aria-sort')).toBe('descending');
    await user.keyboard('{Enter}');
    expect(header('Orders').getAttribute('aria-sort')).toBe('none');
  });
});
