import { questionLocale, weekStartOf } from '../engine/locale';
import type { Locale } from '../text/normalize';
import { tokenize } from '../text/normalize';
import { findDates } from './date-phrases';
import type { RangeSpec } from './date-spec';
import type * as keywords from './keywords';

// A third language is one more pack: a German pack built here, registered beside English and
// Turkish, is recognised and reads its own date phrases with no change to the rules.
jest.mock('./keywords', () => {
  const actual = jest.requireActual<typeof keywords>('./keywords');
  const none: string[] = [];
  // Built when first asked for: the keyword index and the stemmer import each other.
  let german: ReturnType<typeof actual.languagePack> | undefined;
  const build = (): ReturnType<typeof actual.languagePack> => ({
    ...actual.languagePack('en'),
    endings: ['n', 'en', 'e'],
    signs: { letters: ['ß', 'ä'], words: ['und', 'der', 'nach'] },
    weekStart: 1,
    regionWeekStarts: {},
    dates: {
      months:
        'januar februar marz april mai juni juli august september oktober november dezember'.split(
          ' ',
        ),
      monthAbbreviations: [3],
      units: { tag: 'day', woche: 'week', monat: 'month', quartal: 'quarter', jahr: 'year' },
      hourWords: ['stunde'],
      numberWords: { eins: 1, zwei: 2, drei: 3 },
      notNumbers: [],
      ordinals: { erste: 1, zweite: 2, dritte: 3, vierte: 4 },
      plainWordMonths: [],
      unitBeforeYear: true,
      words: {
        today: ['heute'],
        yesterday: ['gestern'],
        articles: ['die', 'den'],
        last: ['letzten', 'vergangene'],
        this: ['dieses', 'diesen'],
        soFar: ['bis heute'],
        soFarThis: none,
        toDate: none,
        toDateWords: {},
        partOf: none,
        monthOf: none,
        monthContext: ['im'],
        decadeEndings: none,
        decadeSuffixes: none,
        spanStart: ['zwischen'],
        spanJoiners: ['und'],
        yearJoiners: ['bis'],
        since: ['seit', 'ab'],
        after: ['nach'],
        until: ['bis'],
        before: ['vor'],
      },
    },
  });
  return {
    ...actual,
    languagePack: (locale: string) =>
      locale === 'de' ? (german ??= build()) : actual.languagePack(locale as Locale),
    allPacks: () => [...actual.allPacks(), (german ??= build())],
    locales: () => [...actual.locales(), 'de'],
  };
});

const GERMAN = 'de' as Locale;
const dates = (phrase: string, locale: Locale): RangeSpec[] =>
  findDates(tokenize(phrase), locale, () => true).map((d) => d.spec);
const year = (y: number): RangeSpec => ({ kind: 'year', year: y });

describe('a third language pack plugs into the date phrases', () => {
  it('reads its own words in its questions', () => {
    expect(dates('heute', GERMAN)).toEqual([{ kind: 'relativeDay', offset: 0 }]);
    expect(dates('die letzten drei Monate', GERMAN)).toEqual([
      { kind: 'lastN', unit: 'month', n: 3 },
    ]);
    expect(dates('dieses Jahr bis heute', GERMAN)).toEqual([
      { kind: 'current', unit: 'year', toDate: true },
    ]);
    expect(dates('seit März 2020', GERMAN)).toEqual([
      { kind: 'since', from: { kind: 'month', month: 3, year: 2020 } },
    ]);
    expect(dates('zwischen 2010 und 2015', GERMAN)).toEqual([
      { kind: 'between', from: year(2010), to: year(2015) },
    ]);
    expect(dates('2010 bis 2015', GERMAN)).toEqual([
      { kind: 'between', from: year(2010), to: year(2015) },
    ]);
    expect(dates('vor 2010', GERMAN)).toEqual([
      { kind: 'until', to: year(2010), inclusive: false },
    ]);
    expect(dates('das dritte Quartal 2015', GERMAN)).toEqual([
      { kind: 'quarter', quarter: 3, year: 2015 },
    ]);
  });

  it('its words before a date read in a mixed question, the others keep theirs', () => {
    expect(dates('seit 2010', 'en')).toEqual([{ kind: 'since', from: year(2010) }]);
    expect(dates('since 2010', GERMAN)).toEqual([{ kind: 'since', from: year(2010) }]);
    expect(dates('son 3 ay', GERMAN)).toEqual([{ kind: 'lastN', unit: 'month', n: 3 }]);
    // Turkish words after a date stay Turkish: a German question has none.
    expect(dates("2010'dan beri", GERMAN)).toEqual([year(2010)]);
    expect(dates("2010'dan beri", 'tr')).toEqual([{ kind: 'since', from: year(2010) }]);
  });
});

describe('a third language pack plugs into the reading of a question', () => {
  it('is chosen by its locale or by its letters and words', () => {
    expect(questionLocale('de-AT', 'revenue')).toBe(GERMAN);
    expect(questionLocale(undefined, 'Umsatz der letzten drei Monate')).toBe(GERMAN);
    expect(questionLocale(undefined, 'Größe')).toBe(GERMAN);
    expect(questionLocale(undefined, 'revenue by region')).toBe('en');
    expect(questionLocale(undefined, 'bölgeye göre gelir')).toBe('tr');
    expect(weekStartOf('de-DE', GERMAN)).toBe(1);
  });
});
