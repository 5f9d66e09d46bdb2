import { COUNTRIES } from '@parley/domain';
import { searchFilter } from './search-filter';

const names = COUNTRIES.map((c) => c.name);
const found = (locale: string, query: string, among: readonly string[] = names) => {
  const matches = searchFilter(locale);
  return among.filter((name) => matches(name, query)).sort();
};

describe('searching the options of a select', () => {
  it('keeps only what contains the typed text, whatever its case', () => {
    expect(found('en-US', 'Turk')).toEqual(
      ['Turkmenistan', 'Turks & Caicos Islands', 'Türkiye'].sort(),
    );
    expect(found('en-US', 'KINGDOM')).toEqual(['United Kingdom']);
    expect(found('en-US', 'Turk')).not.toContain('Afghanistan');
  });

  it('ignores accents, so plain letters find accented names', () => {
    expect(found('en-GB', 'turkiye')).toEqual(['Türkiye']);
    expect(found('en-US', 'aland')).toEqual(['Åland Islands', 'New Zealand'].sort());
    expect(found('en-US', 'cote')).toContain('Côte d’Ivoire');
  });

  it('finds Türkiye from "turk" in Turkish too, where ü is a letter of its own', () => {
    expect(found('tr', 'turk', ['Türkiye', 'Almanya'])).toEqual(['Türkiye']);
    expect(found('tr', 'istanbul', ['Europe/Istanbul', 'İstanbul', 'Europe/London'])).toEqual([
      'Europe/Istanbul',
      'İstanbul',
    ]);
    expect(found('tr', 'ığdır', ['Iğdır', 'Idaho'])).toEqual(['Iğdır']);
  });

  it('lists everything for an empty query and nothing for a text no option contains', () => {
    expect(found('en-US', '  ')).toHaveLength(names.length);
    expect(found('en-US', 'zzzz')).toEqual([]);
  });
});
