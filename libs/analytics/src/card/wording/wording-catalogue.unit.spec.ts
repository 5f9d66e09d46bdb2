import { everyWording, wordingOf } from './wording';
import { WORDING_CATALOGUES, WORDING_FORMATS } from './wording-i18n';

type Tree = { [key: string]: string | readonly string[] | Tree };

// Every text of a catalogue by its dotted key ("range.lastN"); a list is one text per item.
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) {
      (value as readonly string[]).forEach((v, i) => out.set(`${path}.${i}`, v));
    } else for (const [k, v] of texts(value as Tree, `${path}.`)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(ordinal_)?(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([^,}]+?)\s*(?:,([^}]*))?}}/g;

// A key without its plural form, and the values (and formatters) its forms name together.
function byBase(tree: Tree) {
  const bases = new Map<
    string,
    { values: Set<string>; cardinal: Set<string>; ordinal: Set<string> }
  >();
  for (const [key, text] of texts(tree)) {
    const plural = PLURAL.exec(key);
    const base = plural ? key.slice(0, plural.index) : key;
    const entry = bases.get(base) ?? { values: new Set(), cardinal: new Set(), ordinal: new Set() };
    if (plural) (plural[1] ? entry.ordinal : entry.cardinal).add(plural[2]);
    for (const [, name] of text.matchAll(PLACEHOLDER)) entry.values.add(name);
    bases.set(base, entry);
  }
  return bases;
}

// Where a language says a value the other leaves unsaid, by its grammar.
const ONLY_IN: Record<string, { en?: string[]; tr?: string[] }> = {
  // "Revenue is above 5 only for China." / "… olan tek ülke: China."
  'sentence.keptOne': { tr: ['noun'] },
  // "China has the highest revenue" / "… en yüksek olan ülke: China".
  'sentence.rankedOne_desc': { tr: ['group'] },
  'sentence.rankedOne_asc': { tr: ['group'] },
  // "3 countries with the highest revenue: …" / "… en yüksek ülke: …", no number.
  'sentence.rankedMany_desc': { en: ['count'] },
  'sentence.rankedMany_asc': { en: ['count'] },
  // "peaking at 9 in June" / "zirve Haziran (9)": English says a preposition before a period.
  'sentence.overTime': { en: ['at'] },
  // "up 5" / "+5": the direction in a word or in the sign.
  'insight.movedMost_up': { en: ['amount'], tr: ['signed'] },
  'insight.movedMost_down': { en: ['amount'], tr: ['signed'] },
};

const LANGUAGES = ['en', 'tr'] as const;

describe('answer wording catalogues (i18next)', () => {
  const en = byBase(WORDING_CATALOGUES.en);
  const tr = byBase(WORDING_CATALOGUES.tr);

  it('holds every key in both languages', () => {
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('fills the same values into a text in both languages', () => {
    const unsaid = (lng: 'en' | 'tr', base: string, values: Set<string>) =>
      [...values].filter((v) => !ONLY_IN[base]?.[lng]?.includes(v)).sort();
    const differing = [...en.keys()].filter(
      (base) =>
        unsaid('en', base, en.get(base)!.values).join() !==
        unsaid('tr', base, tr.get(base)?.values ?? new Set()).join(),
    );
    expect(differing).toEqual([]);
  });

  it("gives a counted text every plural form its language's rules have", () => {
    for (const lng of LANGUAGES) {
      const need = (type: Intl.PluralRuleType) =>
        new Intl.PluralRules(lng, { type }).resolvedOptions().pluralCategories.slice().sort();
      for (const [base, { cardinal, ordinal }] of byBase(WORDING_CATALOGUES[lng])) {
        // `_zero` is i18next's own extra form for a count of 0 ("No country has …").
        const forms = [...cardinal].filter((f) => f !== 'zero').sort();
        if (forms.length)
          expect({ base, lng, forms }).toEqual({ base, lng, forms: need('cardinal') });
        if (ordinal.size) {
          expect({ base, lng, forms: [...ordinal].sort() }).toEqual({
            base,
            lng,
            forms: need('ordinal'),
          });
        }
      }
    }
  });

  it('names only formatters the wording instance has', () => {
    for (const lng of LANGUAGES) {
      for (const text of texts(WORDING_CATALOGUES[lng]).values()) {
        for (const [, , formats] of text.matchAll(PLACEHOLDER)) {
          for (const f of formats?.split(',') ?? []) expect(WORDING_FORMATS).toContain(f.trim());
        }
      }
    }
  });

  it('counts units, rows and hours in the form the number takes', () => {
    const [e, t] = [wordingOf('en'), wordingOf('tr')];
    expect(e.lastN(1, 'day')).toBe('last 1 day');
    expect(e.lastN(3, 'day')).toBe('last 3 days');
    expect(e.lastN(2, 'half')).toBe('last 2 halves');
    expect(t.lastN(3, 'day')).toBe('son 3 gün');
    expect(t.lastN(1, 'day')).toBe('son 1 gün');
    expect(e.lastHours(1)).toBe('last hour');
    expect(e.lastHours(6)).toBe('last 6 hours');
    expect(t.lastHours(6)).toBe('son 6 saat');
    expect(e.previousUnit('month')).toBe('last month');
    expect(e.currentUnit('year', true)).toBe('year to date');

    const passed = (n: number) => ({
      n,
      count: n.toLocaleString('en-US'),
      noun: 'Order',
      tests: 'a total above 5',
    });
    expect(e.passed(passed(0))).toBe('No order has a total above 5.');
    expect(e.passed(passed(1))).toBe('1 order has a total above 5.');
    expect(e.passed(passed(1204))).toBe('1,204 orders have a total above 5.');
    expect(t.passed({ ...passed(3), noun: 'sipariş', tests: 'tutarı 5 üzerinde' })).toBe(
      'tutarı 5 üzerinde olan 3 sipariş var.',
    );
    expect(t.passed({ ...passed(0), noun: 'sipariş', tests: 'tutarı 5 üzerinde' })).toBe(
      'tutarı 5 üzerinde olan sipariş yok.',
    );

    const kept = { label: 'Revenue', test: 'above 5', noun: 'Country', max: 'A', min: 'B' };
    expect(e.keptMany({ ...kept, count: 1 })).toBe(
      'Revenue is above 5 for 1 country: highest A, lowest B.',
    );
    expect(e.keptMany({ ...kept, count: 3 })).toBe(
      'Revenue is above 5 for 3 countries: highest A, lowest B.',
    );
    expect(
      e.title({
        metrics: 'Revenue',
        groups: ['Category'],
        rank: { direction: 'desc', limit: 5 },
        filters: '',
        range: '',
        previous: '',
      }),
    ).toBe('Top 5 Categories by revenue');
    expect(
      e.title({
        metrics: 'Revenue',
        groups: ['Category'],
        rank: { direction: 'asc', limit: 1 },
        filters: '',
        range: 'this year',
        previous: '',
      }),
    ).toBe('Bottom 1 Category by revenue, this year');
  });

  it('writes ordinals by the language: 1st, 2nd, 3rd, 11th; 90.', () => {
    const said = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(
      (n) => wordingOf('en').percentile('Price', n).split(' ')[0],
    );
    expect(said).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(wordingOf('tr').percentile('Fiyat', 90)).toBe('Fiyat 90. yüzdelik');
  });

  it('joins names and applies English grammar to names from the data', () => {
    const [e, t] = [wordingOf('en'), wordingOf('tr')];
    const series = { metric: 'Revenue', up: ['China', 'India', 'Peru'], down: [], flat: ['Chile'] };
    expect(e.seriesTrend(series)).toBe(
      'Revenue rose for China, India, and Peru, stayed flat for Chile over the period.',
    );
    expect(t.seriesTrend(series)).toBe(
      'Revenue dönem boyunca China, India ve Peru için arttı, Chile için yatay kaldı.',
    );
    expect(e.gap({ metric: 'Emissions', top: 'Fossil Fuels', bottom: 'China', ratio: '3' })).toBe(
      "Fossil Fuels' emissions is 3 times China's.",
    );
    expect(e.passedTest('Order total', 'above 5')).toBe('an order total above 5');
    expect(e.rate('Churned')).toBe('Churn rate');
    expect(e.chartNeedsAxis('area')).toMatch(/^An area chart needs/);
    expect(t.chartNeedsAxis(undefined)).toMatch(/^Sıralama için/);
  });

  it('leaves no key or placeholder in a text a person reads', () => {
    for (const w of everyWording()) {
      const said = [
        ...w.months,
        ...Object.values(w.aggregation),
        ...Object.values(w.grain),
        w.relativeDay(0),
        w.relativeDay(-1),
        w.half(1, 2024),
        w.half(2, undefined),
        w.countLabel('order', true),
        w.countName('order', false),
        w.perPeriod('quarterly', 'Revenue'),
        w.groupTest('between', '1', '9'),
        w.comparedScalar({
          label: 'L',
          value: '1',
          range: 'r',
          previous: '2',
          previousRange: 'p',
          direction: 'new',
          percent: '',
        }),
        w.trend('mixed', 'Revenue', '1 → 2'),
        w.unusual({ key: 'k', value: '1', above: false, seasonal: true }),
        w.driverHead({
          metric: 'Revenue',
          moved: 'same',
          by: '',
          when: 'last month',
          was: 'p',
          before: '1',
          after: '1',
        }),
        w.driverTail({ head: 'H.', against: true, down: true, named: 'A' }),
        w.textMatch('Name', 'ends', ['a', 'b']),
        w.noHours({ source: 's', column: 'c', window: undefined }),
        w.suggestAggregation('avg'),
        w.suggestHowMany(undefined),
        w.everyRow.label,
        w.driverColumns.mix,
      ];
      for (const text of said) {
        expect(text).not.toMatch(/{{|^[a-z]+\.[a-zA-Z_.]+$/);
        expect(text).not.toBe('');
      }
    }
  });
});
