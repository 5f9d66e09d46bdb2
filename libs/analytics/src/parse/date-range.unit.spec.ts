import type { RangeSpec } from './date-spec';
import { previousPeriod, resolveRange, samePeriodLastYear } from './date-range';

const range = (spec: RangeSpec, now: string, weekStart: 0 | 1 = 1) => {
  const r = resolveRange(spec, now, weekStart);
  return [r.start, r.end];
};

describe('date ranges of spec §9 against a fixed now (end dates are exclusive)', () => {
  const now = '2024-05-15'; // a Wednesday in a leap year

  it('yesterday and today', () => {
    expect(range({ kind: 'relativeDay', offset: -1 }, now)).toEqual(['2024-05-14', '2024-05-15']);
    expect(range({ kind: 'relativeDay', offset: 0 }, now)).toEqual(['2024-05-15', '2024-05-16']);
  });

  it.each([2, 7, 14, 15, 21, 28, 30, 45, 60, 90])('last %i days end today', (n) => {
    const [start, end] = range({ kind: 'lastN', unit: 'day', n }, now);
    expect(end).toBe('2024-05-16');
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(n);
  });

  it('last N weeks, months, quarters, halves and years include the current one', () => {
    expect(range({ kind: 'lastN', unit: 'week', n: 2 }, now)).toEqual(['2024-05-06', '2024-05-20']);
    expect(range({ kind: 'lastN', unit: 'month', n: 3 }, now)).toEqual([
      '2024-03-01',
      '2024-06-01',
    ]);
    expect(range({ kind: 'lastN', unit: 'month', n: 24 }, now)).toEqual([
      '2022-06-01',
      '2024-06-01',
    ]);
    expect(range({ kind: 'lastN', unit: 'quarter', n: 2 }, now)).toEqual([
      '2024-01-01',
      '2024-07-01',
    ]);
    expect(range({ kind: 'lastN', unit: 'half', n: 2 }, now)).toEqual(['2023-07-01', '2024-07-01']);
    expect(range({ kind: 'lastN', unit: 'year', n: 3 }, now)).toEqual(['2022-01-01', '2025-01-01']);
  });

  it('last week, month, quarter, half and year are the previous complete period', () => {
    expect(range({ kind: 'previous', unit: 'week' }, now)).toEqual(['2024-05-06', '2024-05-13']);
    expect(range({ kind: 'previous', unit: 'month' }, now)).toEqual(['2024-04-01', '2024-05-01']);
    expect(range({ kind: 'previous', unit: 'quarter' }, now)).toEqual(['2024-01-01', '2024-04-01']);
    expect(range({ kind: 'previous', unit: 'half' }, now)).toEqual(['2023-07-01', '2024-01-01']);
    expect(range({ kind: 'previous', unit: 'year' }, now)).toEqual(['2023-01-01', '2024-01-01']);
  });

  it('this period is the whole calendar period; to-date variants stop today', () => {
    expect(range({ kind: 'current', unit: 'month', toDate: false }, now)).toEqual([
      '2024-05-01',
      '2024-06-01',
    ]);
    expect(range({ kind: 'current', unit: 'month', toDate: true }, now)).toEqual([
      '2024-05-01',
      '2024-05-16',
    ]);
    expect(range({ kind: 'current', unit: 'quarter', toDate: true }, now)).toEqual([
      '2024-04-01',
      '2024-05-16',
    ]);
    expect(range({ kind: 'current', unit: 'half', toDate: false }, now)).toEqual([
      '2024-01-01',
      '2024-07-01',
    ]);
    expect(range({ kind: 'current', unit: 'year', toDate: true }, now)).toEqual([
      '2024-01-01',
      '2024-05-16',
    ]);
  });

  it('weeks start on Sunday for en-US and on Monday otherwise', () => {
    expect(range({ kind: 'current', unit: 'week', toDate: false }, now, 0)).toEqual([
      '2024-05-12',
      '2024-05-19',
    ]);
    expect(range({ kind: 'current', unit: 'week', toDate: false }, now, 1)).toEqual([
      '2024-05-13',
      '2024-05-20',
    ]);
    // A Sunday is the first day of its en-US week and the last day of its Monday week.
    expect(range({ kind: 'current', unit: 'week', toDate: false }, '2024-05-19', 0)).toEqual([
      '2024-05-19',
      '2024-05-26',
    ]);
    expect(range({ kind: 'current', unit: 'week', toDate: false }, '2024-05-19', 1)).toEqual([
      '2024-05-13',
      '2024-05-20',
    ]);
  });

  it('month ends and leap years', () => {
    expect(range({ kind: 'previous', unit: 'month' }, '2024-03-31')).toEqual([
      '2024-02-01',
      '2024-03-01',
    ]);
    expect(range({ kind: 'month', month: 2, year: 2024 }, now)).toEqual([
      '2024-02-01',
      '2024-03-01',
    ]);
    expect(range({ kind: 'month', month: 2, year: 2023 }, now)).toEqual([
      '2023-02-01',
      '2023-03-01',
    ]);
    expect(range({ kind: 'lastN', unit: 'month', n: 1 }, '2024-01-31')).toEqual([
      '2024-01-01',
      '2024-02-01',
    ]);
    expect(range({ kind: 'relativeDay', offset: -1 }, '2024-03-01')).toEqual([
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(range({ kind: 'lastN', unit: 'day', n: 2 }, '2023-03-01')).toEqual([
      '2023-02-28',
      '2023-03-02',
    ]);
  });

  it('explicit years, quarters, halves, dates; a period without a year is the latest one started', () => {
    expect(range({ kind: 'year', year: 2015 }, now)).toEqual(['2015-01-01', '2016-01-01']);
    expect(range({ kind: 'quarter', quarter: 3, year: 2015 }, now)).toEqual([
      '2015-07-01',
      '2015-10-01',
    ]);
    expect(range({ kind: 'half', half: 2, year: 2015 }, now)).toEqual(['2015-07-01', '2016-01-01']);
    expect(range({ kind: 'day', year: 2015, month: 3, day: 2 }, now)).toEqual([
      '2015-03-02',
      '2015-03-03',
    ]);
    expect(range({ kind: 'month', month: 3 }, now)).toEqual(['2024-03-01', '2024-04-01']);
    expect(range({ kind: 'month', month: 9 }, now)).toEqual(['2023-09-01', '2023-10-01']);
    expect(range({ kind: 'quarter', quarter: 4 }, now)).toEqual(['2023-10-01', '2024-01-01']);
  });

  it('spans between, since and until, in either order', () => {
    expect(
      range(
        { kind: 'between', from: { kind: 'year', year: 2010 }, to: { kind: 'year', year: 2012 } },
        now,
      ),
    ).toEqual(['2010-01-01', '2013-01-01']);
    expect(
      range(
        { kind: 'between', from: { kind: 'year', year: 2012 }, to: { kind: 'year', year: 2010 } },
        now,
      ),
    ).toEqual(['2010-01-01', '2013-01-01']);
    expect(range({ kind: 'since', from: { kind: 'year', year: 2020 } }, now)).toEqual([
      '2020-01-01',
      '2024-05-16',
    ]);
    expect(
      range({ kind: 'until', to: { kind: 'year', year: 2000 }, inclusive: false }, now)[1],
    ).toBe('2000-01-01');
  });
});

describe('comparison periods', () => {
  const r = (spec: RangeSpec, now = '2024-05-15') => resolveRange(spec, now, 1);

  it('previous period of a calendar period is the calendar period before it', () => {
    const p = previousPeriod(r({ kind: 'month', month: 3, year: 2024 }));
    expect([p.start, p.end]).toEqual(['2024-02-01', '2024-03-01']);
    const q = previousPeriod(r({ kind: 'quarter', quarter: 1, year: 2024 }));
    expect([q.start, q.end]).toEqual(['2023-10-01', '2024-01-01']);
  });

  it('previous period of the last 30 days is the 30 days before them', () => {
    const p = previousPeriod(r({ kind: 'lastN', unit: 'day', n: 30 }));
    expect([p.start, p.end]).toEqual(['2024-03-17', '2024-04-16']);
  });

  it('previous period of month to date is the same days of the previous month', () => {
    const p = previousPeriod(r({ kind: 'current', unit: 'month', toDate: true }));
    expect([p.start, p.end]).toEqual(['2024-04-01', '2024-04-16']);
  });

  it('same period last year moves both ends one year back, leap day included', () => {
    const p = samePeriodLastYear(r({ kind: 'relativeDay', offset: 0 }, '2024-02-29'));
    expect([p.start, p.end]).toEqual(['2023-02-28', '2023-03-01']);
    const y = samePeriodLastYear(r({ kind: 'year', year: 2016 }));
    expect([y.start, y.end]).toEqual(['2015-01-01', '2016-01-01']);
  });
});

describe('windows of hours end at now itself', () => {
  const hours = (n: number, now: string) => resolveRange({ kind: 'lastHours', n }, now, 1);

  it('count back from a date-time, to the second, both ends included', () => {
    expect(hours(6, '2024-05-15T14:30:05')).toMatchObject({
      start: '2024-05-15T08:30:05',
      end: '2024-05-15T14:30:05',
      time: { endInclusive: true },
    });
    // Across midnight and into the previous month.
    expect(hours(24, '2024-05-01T03:00:00')).toMatchObject({
      start: '2024-04-30T03:00:00',
      end: '2024-05-01T03:00:00',
    });
  });

  it('read a date alone as the end of that day, while day phrases keep reading the date', () => {
    expect(hours(6, '2024-05-15')).toMatchObject({
      start: '2024-05-15T18:00:00',
      end: '2024-05-16T00:00:00',
    });
    expect(range({ kind: 'relativeDay', offset: 0 }, '2024-05-15T23:59:00')).toEqual([
      '2024-05-15',
      '2024-05-16',
    ]);
    expect(range({ kind: 'lastN', unit: 'day', n: 7 }, '2024-05-15T00:10:00')).toEqual(
      range({ kind: 'lastN', unit: 'day', n: 7 }, '2024-05-15'),
    );
  });

  it('compare with the hours just before (ending where the window starts) or a year earlier', () => {
    const p = previousPeriod(hours(6, '2024-05-15T14:00:00'));
    expect(p).toMatchObject({
      start: '2024-05-15T02:00:00',
      end: '2024-05-15T08:00:00',
      time: { endInclusive: false },
    });
    const y = samePeriodLastYear(hours(6, '2024-02-29T14:00:00'));
    expect([y.start, y.end]).toEqual(['2023-02-28T08:00:00', '2023-02-28T14:00:00']);
  });
});
