import { axisLabels, cellLabel, periodLabel } from './period-format';

describe('axis labels of time buckets', () => {
  it('shows the hour alone when every hour is on one day', () => {
    expect(axisLabels(['2024-05-22 08:00', '2024-05-22 09:00'])).toEqual(['08:00', '09:00']);
  });

  it('keeps the month and day when the hours span days', () => {
    expect(axisLabels(['2024-05-21 23:00', '2024-05-22 00:00'])).toEqual([
      '05-21 23:00',
      '05-22 00:00',
    ]);
  });

  it('leaves days and names as they are', () => {
    expect(axisLabels(['2024-05-21', '2024-05-22'])).toEqual(['2024-05-21', '2024-05-22']);
    expect(axisLabels(['Web', 'Store'])).toEqual(['Web', 'Store']);
  });
});

describe('period labels', () => {
  const card = {
    columns: [
      { key: 'month', label: 'Month', role: 'time' as const },
      { key: 'code', label: 'Code', role: 'dimension' as const },
    ],
    query: { grain: 'monthly' as const },
  };

  it('names a month bucket by month and year in the reader’s language', () => {
    expect(periodLabel('2025-01-01', 'monthly', 'en-US')).toBe('Jan 2025');
    expect(periodLabel('2025-01-01', 'monthly', 'tr')).toBe('Oca 2025');
    expect(periodLabel('2024-01-01', 'yearly', 'en-US')).toBe('2024');
  });

  it('names days, weeks and quarters in each locale, never the raw date', () => {
    expect(periodLabel('2026-03-01', 'daily', 'en-US')).toBe('Mar 1, 2026');
    expect(periodLabel('2026-03-01', 'daily', 'en-GB')).toBe('1 Mar 2026');
    expect(periodLabel('2026-11-24', undefined, 'tr')).toBe('24 Kas 2026');
    expect(periodLabel('2026-11-23', 'weekly', 'en-US')).toBe('Week of Nov 23, 2026');
    expect(periodLabel('2026-11-23', 'weekly', 'tr')).toBe('23 Kas 2026 haftası');
    expect(periodLabel('2025-04-01', 'quarterly', 'en-GB')).toBe('Q2 2025');
    expect(periodLabel('2025-04-01', 'quarterly', 'tr')).toBe('2025 Ç2');
    expect(periodLabel('2025-01-01T00:00:00.000Z', 'monthly', 'en-GB')).toBe('Jan 2025');
  });

  it('leaves values that are no date as they are', () => {
    expect(periodLabel('Europe', 'monthly', 'en-US')).toBe('Europe');
    expect(periodLabel('2025-13-01', 'daily', 'en-US')).toBe('2025-13-01');
    expect(periodLabel('2024-05-22 08:00', 'hourly', 'en-US')).toBe('2024-05-22 08:00');
  });

  it('applies to the card’s time column only', () => {
    expect(cellLabel(card, 'month', '2025-03-01', 'en-US')).toBe('Mar 2025');
    expect(cellLabel(card, 'code', '2025-03-01', 'en-US')).toBe('2025-03-01');
    expect(cellLabel(card, 'month', null, 'en-US')).toBe('');
  });
});
