import { axisLabels, cellLabel, periodLabel } from './answer-card';

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

  it('leaves days, weeks and values that are not a period start as they are', () => {
    expect(periodLabel('2025-01-14', 'monthly', 'en-US')).toBe('2025-01-14');
    expect(periodLabel('2025-01-01', 'daily', 'en-US')).toBe('2025-01-01');
    expect(periodLabel('2025-01-01', undefined, 'en-US')).toBe('2025-01-01');
  });

  it('applies to the card’s time column only', () => {
    expect(cellLabel(card, 'month', '2025-03-01', 'en-US')).toBe('Mar 2025');
    expect(cellLabel(card, 'code', '2025-03-01', 'en-US')).toBe('2025-03-01');
    expect(cellLabel(card, 'month', null, 'en-US')).toBe('');
  });
});
