import { exportFileName } from './file-name';

describe('export file names', () => {
  const day = new Date(2026, 10, 24);
  it('names every format parley-<title>-<date>', () => {
    for (const ext of ['csv', 'png', 'pdf'] as const)
      expect(exportFileName('Parley', 'Revenue by channel, last 30 days', day, ext)).toBe(
        `parley-revenue-by-channel-last-30-days-2026-11-24.${ext}`,
      );
  });
  it('keeps Turkish letters readable and drops only the accents that would not survive', () => {
    expect(exportFileName('Parley', 'Kanala göre gelir (son 30 gün)', day, 'pdf')).toBe(
      'parley-kanala-gore-gelir-son-30-gun-2026-11-24.pdf',
    );
  });
  it('cuts a long title at a word and leaves out a missing one', () => {
    const name = exportFileName('Parley', 'word '.repeat(40), day, 'csv');
    expect(name.length).toBeLessThan(90);
    expect(name).toMatch(/^parley-(word-)+word-2026-11-24\.csv$/);
    expect(exportFileName('Parley', '', day, 'png')).toBe('parley-2026-11-24.png');
  });
});
