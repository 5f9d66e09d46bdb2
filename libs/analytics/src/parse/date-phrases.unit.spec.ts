import type { Locale } from '../text/normalize';
import { tokenize } from '../text/normalize';
import { findDates } from './date-phrases';
import type { RangeSpec } from './date-spec';

// The date phrases of the language packs, read from a question's words: the words before a date
// read in any language (questions mix them), the words Turkish writes after one only in Turkish.
function dates(phrase: string, locale: Locale): RangeSpec[] {
  return findDates(tokenize(phrase), locale, () => true).map((d) => d.spec);
}
const date = (phrase: string, locale: Locale) => {
  const found = dates(phrase, locale);
  expect(found).toHaveLength(1);
  return found[0];
};
const year = (y: number): RangeSpec => ({ kind: 'year', year: y });

describe('date phrases of every pack, in either language', () => {
  it.each<Locale>(['en', 'tr'])('today and yesterday, both languages read in %s', (locale) => {
    for (const p of ['today', 'bugün'])
      expect(date(p, locale)).toEqual({ kind: 'relativeDay', offset: 0 });
    for (const p of ['yesterday', 'dün'])
      expect(date(p, locale)).toEqual({ kind: 'relativeDay', offset: -1 });
  });

  it('last N units and the previous unit', () => {
    expect(date('the last 3 months', 'en')).toEqual({ kind: 'lastN', unit: 'month', n: 3 });
    expect(date('son 3 ay', 'tr')).toEqual({ kind: 'lastN', unit: 'month', n: 3 });
    expect(date('son 3 ay', 'en')).toEqual({ kind: 'lastN', unit: 'month', n: 3 });
    expect(date('past week', 'en')).toEqual({ kind: 'previous', unit: 'week' });
    expect(date('geçen hafta', 'tr')).toEqual({ kind: 'previous', unit: 'week' });
    expect(date('geçtiğimiz 6 saatte', 'tr')).toEqual({ kind: 'lastHours', n: 6 });
    expect(date('prior 6 hours', 'en')).toEqual({ kind: 'lastHours', n: 6 });
  });

  it('the current period, whole or to date', () => {
    const year = { kind: 'current', unit: 'year', toDate: true };
    expect(date('ytd', 'en')).toEqual(year);
    expect(date('ytd', 'tr')).toEqual(year);
    expect(date('mtd', 'en')).toEqual({ kind: 'current', unit: 'month', toDate: true });
    expect(date('year to date', 'en')).toEqual(year);
    expect(date('so far this year', 'en')).toEqual(year);
    expect(date('this month so far', 'en')).toEqual({
      kind: 'current',
      unit: 'month',
      toDate: true,
    });
    expect(date('this quarter', 'tr')).toEqual({ kind: 'current', unit: 'quarter', toDate: false });
    expect(date('bu yıl', 'tr')).toEqual({ kind: 'current', unit: 'year', toDate: false });
    expect(date('mevcut çeyrek', 'en')).toEqual({
      kind: 'current',
      unit: 'quarter',
      toDate: false,
    });
  });

  it('a part of a year, a month, a decade', () => {
    expect(date('the third quarter of 2015', 'en')).toEqual({
      kind: 'quarter',
      quarter: 3,
      year: 2015,
    });
    expect(date("2015'in ikinci yarısı", 'tr')).toEqual({ kind: 'half', half: 2, year: 2015 });
    expect(date('May of 2015', 'en')).toEqual({ kind: 'month', month: 5, year: 2015 });
    expect(date('sept 2020', 'en')).toEqual({ kind: 'month', month: 9, year: 2020 });
    expect(date('eyl 2020', 'tr')).toEqual({ kind: 'month', month: 9, year: 2020 });
    expect(date('ara 2020', 'tr')).toEqual({ kind: 'month', month: 12, year: 2020 });
    // A shortened month is a word as written, not the root of another: "arası" is not December.
    expect(dates('arası', 'tr')).toEqual([]);
    // "may" alone is a verb; after "in" it is the month.
    expect(dates('may', 'en')).toEqual([]);
    expect(date('in may', 'en')).toEqual({ kind: 'month', month: 5 });
    const seventies = { kind: 'between', from: year(1970), to: year(1979) };
    for (const locale of ['en', 'tr'] as const) {
      expect(date('1970s', locale)).toEqual(seventies);
      expect(date("1970'ler", locale)).toEqual(seventies);
    }
  });

  it('a century, counted from its year ending in 00', () => {
    const twentieth = { kind: 'between', from: year(1900), to: year(1999) };
    expect(date('in the 20th century', 'en')).toEqual(twentieth);
    expect(date('20. yüzyılda', 'tr')).toEqual(twentieth);
    expect(date('the 21st century', 'en')).toEqual({
      kind: 'between',
      from: year(2000),
      to: year(2099),
    });
    // A number before another noun is no century.
    expect(dates('20 centimetres', 'en')).toEqual([]);
  });

  it('spans opened by a word before their dates', () => {
    const between = { kind: 'between', from: year(2010), to: year(2015) };
    expect(date('between 2010 and 2015', 'en')).toEqual(between);
    expect(date('from 2010 to 2015', 'tr')).toEqual(between);
    expect(date('2010 to 2015', 'en')).toEqual(between);
    expect(date('since 2010', 'en')).toEqual({ kind: 'since', from: year(2010) });
    expect(date('after 2010', 'en')).toEqual({
      kind: 'since',
      from: { kind: 'between', from: year(2010), to: year(2010) },
    });
    expect(date('until 2010', 'en')).toEqual({ kind: 'until', to: year(2010), inclusive: true });
    expect(date('before 2010', 'tr')).toEqual({ kind: 'until', to: year(2010), inclusive: false });
    expect(date('between 10 May and 20 May 2025', 'en')).toEqual({
      kind: 'between',
      from: { kind: 'day', year: 2025, month: 5, day: 10 },
      to: { kind: 'day', year: 2025, month: 5, day: 20 },
    });
    // The first day said bare takes the month and year of the second.
    expect(date('between 10 and 20 March 2025', 'en')).toEqual({
      kind: 'between',
      from: { kind: 'day', year: 2025, month: 3, day: 10 },
      to: { kind: 'day', year: 2025, month: 3, day: 20 },
    });
  });
});

describe('date phrases whose words follow the date, in a Turkish question only', () => {
  it('since, until and between written after their dates', () => {
    expect(date("2010'dan beri", 'tr')).toEqual({ kind: 'since', from: year(2010) });
    expect(date("2010'dan bu yana", 'tr')).toEqual({ kind: 'since', from: year(2010) });
    expect(date("2015'e kadar", 'tr')).toEqual({ kind: 'until', to: year(2015), inclusive: true });
    expect(date("2010'dan 2015'e", 'tr')).toEqual({
      kind: 'between',
      from: year(2010),
      to: year(2015),
    });
    expect(date('2010 ile 2015 arasında', 'tr')).toEqual({
      kind: 'between',
      from: year(2010),
      to: year(2015),
    });
    expect(date('Mart 2015 ile Mayıs 2015 arasında', 'tr')).toEqual({
      kind: 'between',
      from: { kind: 'month', month: 3, year: 2015 },
      to: { kind: 'month', month: 5, year: 2015 },
    });
    expect(date('2010 sonrası', 'tr')).toEqual({
      kind: 'since',
      from: { kind: 'between', from: year(2010), to: year(2010) },
    });
    expect(date('2010 öncesi', 'tr')).toEqual({ kind: 'until', to: year(2010), inclusive: false });
  });

  it('the start of a period until today', () => {
    expect(date('yılbaşından bu yana', 'tr')).toEqual({
      kind: 'current',
      unit: 'year',
      toDate: true,
    });
    expect(date('ay başından beri', 'tr')).toEqual({
      kind: 'current',
      unit: 'month',
      toDate: true,
    });
    expect(dates('yılbaşından', 'tr')).toEqual([]);
  });

  it('an English question does not read Turkish words after its dates', () => {
    expect(dates("2010'dan beri", 'en')).toEqual([year(2010)]);
    expect(dates('2010 öncesi', 'en')).toEqual([year(2010)]);
    expect(dates('yılbaşından bu yana', 'en')).toEqual([]);
  });
});
