import {
  periodBefore,
  periodContaining,
  periodPhrase,
  periodWithData,
  trendPhrase,
  trendSpan,
} from './report-period';

describe('the period a strategy report speaks of', () => {
  describe('when the data reaches the scheduled period’s last day', () => {
    it('is the scheduled period', () => {
      expect(
        periodWithData('weekly', { from: '2026-11-16', to: '2026-11-22' }, '2026-11-25'),
      ).toEqual({ from: '2026-11-16', to: '2026-11-22', latest: false });
    });
  });

  describe('when the data stops before the scheduled period', () => {
    it('is the period its last day completes', () => {
      // 8 November 2026 is a Sunday: its ISO week is complete in the data.
      expect(
        periodWithData('weekly', { from: '2026-11-16', to: '2026-11-22' }, '2026-11-08'),
      ).toEqual({ from: '2026-11-02', to: '2026-11-08', latest: true });
    });
    it('is the one before when the data stops inside a period (no half period)', () => {
      expect(
        periodWithData('weekly', { from: '2026-11-16', to: '2026-11-22' }, '2026-11-09'),
      ).toEqual({ from: '2026-11-02', to: '2026-11-08', latest: true });
      expect(
        periodWithData('monthly', { from: '2026-10-01', to: '2026-10-31' }, '2026-09-29'),
      ).toEqual({ from: '2026-08-01', to: '2026-08-31', latest: true });
      expect(
        periodWithData('quarterly', { from: '2026-07-01', to: '2026-09-30' }, '2026-06-30'),
      ).toEqual({ from: '2026-04-01', to: '2026-06-30', latest: true });
      expect(
        periodWithData('bi-monthly', { from: '2026-09-01', to: '2026-10-31' }, '2026-08-31'),
      ).toEqual({ from: '2026-07-01', to: '2026-08-31', latest: true });
    });
  });

  describe('when the data holds nothing', () => {
    it('is none', () => {
      expect(periodWithData('weekly', { from: '2026-11-16', to: '2026-11-22' }, undefined)).toBe(
        undefined,
      );
    });
  });

  it('counts periods in ISO weeks, months, two-month blocks and quarters from January', () => {
    expect(periodContaining('2026-01-01', 'weekly')).toEqual({
      from: '2025-12-29',
      to: '2026-01-04',
    });
    expect(periodContaining('2024-02-10', 'monthly')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(periodContaining('2026-04-15', 'bi-monthly')).toEqual({
      from: '2026-03-01',
      to: '2026-04-30',
    });
    expect(periodContaining('2026-12-31', 'quarterly')).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(periodBefore({ from: '2026-01-01' }, 'quarterly')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('names the period in the words the engine reads as exactly that period', () => {
    expect(periodPhrase({ from: '2026-11-02', to: '2026-11-08' }, 'weekly')).toBe(
      'between 2 Nov 2026 and 8 Nov 2026',
    );
    expect(periodPhrase({ from: '2026-10-01', to: '2026-10-31' }, 'monthly')).toBe(
      'in October 2026',
    );
    expect(periodPhrase({ from: '2026-07-01', to: '2026-09-30' }, 'quarterly')).toBe('in Q3 2026');
    expect(periodPhrase({ from: '2026-09-01', to: '2026-10-31' }, 'bi-monthly')).toBe(
      'between 1 Sep 2026 and 31 Oct 2026',
    );
  });

  it('draws the trend over the four weeks (by day) or twelve months that end with the period', () => {
    const days = trendSpan({ from: '2026-11-02', to: '2026-11-08' }, 'weekly');
    expect(days).toEqual({ grain: 'day', from: '2026-10-12', to: '2026-11-08' });
    expect(trendPhrase(days)).toBe('by day between 12 Oct 2026 and 8 Nov 2026');
    expect(trendSpan({ from: '2026-07-01', to: '2026-09-30' }, 'quarterly')).toEqual({
      grain: 'month',
      from: '2025-10-01',
      to: '2026-09-30',
    });
  });
});
