import { latestOccurrence, reportPeriod } from './delivery-schedule';

const at = (iso: string) => new Date(iso);

describe('when a digest or report is due', () => {
  it('is 07:00 local time on both sides of a spring-forward change (Europe/London)', () => {
    // 29 March 2026: clocks go 01:00 → 02:00 in London.
    expect(latestOccurrence(at('2026-03-28T07:30:00Z'), 'Europe/London', 'daily', 7)).toEqual({
      at: at('2026-03-28T07:00:00Z'),
      periodKey: '2026-03-28',
    });
    expect(latestOccurrence(at('2026-03-29T06:30:00Z'), 'Europe/London', 'daily', 7)).toEqual({
      at: at('2026-03-29T06:00:00Z'),
      periodKey: '2026-03-29',
    });
  });

  it('keeps yesterday’s run until today’s 07:00 has passed', () => {
    expect(
      latestOccurrence(at('2026-03-29T05:59:00Z'), 'Europe/London', 'daily', 7).periodKey,
    ).toBe('2026-03-28');
  });

  it('follows a fall-back change in New York', () => {
    // 1 November 2026: 02:00 → 01:00, so 07:00 is 12:00Z instead of 11:00Z.
    expect(latestOccurrence(at('2026-11-01T12:00:00Z'), 'America/New_York', 'daily', 7).at).toEqual(
      at('2026-11-01T12:00:00Z'),
    );
    expect(
      latestOccurrence(at('2026-11-01T11:30:00Z'), 'America/New_York', 'daily', 7).periodKey,
    ).toBe('2026-10-31');
  });

  it('sends weekly on Monday, monthly on the 1st, quarterly in Jan/Apr/Jul/Oct', () => {
    const now = at('2026-05-20T12:00:00Z'); // a Wednesday
    expect(latestOccurrence(now, 'Europe/Istanbul', 'weekly', 7).periodKey).toBe('2026-05-18');
    expect(latestOccurrence(now, 'Europe/Istanbul', 'monthly', 7).periodKey).toBe('2026-05-01');
    expect(latestOccurrence(now, 'Europe/Istanbul', 'bi-monthly', 7).periodKey).toBe('2026-05-01');
    expect(latestOccurrence(now, 'Europe/Istanbul', 'quarterly', 7).periodKey).toBe('2026-04-01');
    expect(latestOccurrence(now, 'Europe/Istanbul', 'quarterly', 7).at).toEqual(
      at('2026-04-01T04:00:00Z'),
    );
  });

  it('reads an unknown time zone as UTC', () => {
    expect(latestOccurrence(at('2026-05-20T12:00:00Z'), 'Mars/Base', 'daily', 7).at).toEqual(
      at('2026-05-20T07:00:00Z'),
    );
  });

  it('covers the period that ended at the report', () => {
    const monthly = latestOccurrence(at('2026-05-20T12:00:00Z'), 'UTC', 'monthly', 7);
    expect(reportPeriod(monthly, 'UTC', 'monthly')).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    const weekly = latestOccurrence(at('2026-05-20T12:00:00Z'), 'UTC', 'weekly', 7);
    expect(reportPeriod(weekly, 'UTC', 'weekly')).toEqual({ from: '2026-05-11', to: '2026-05-17' });
  });
});
