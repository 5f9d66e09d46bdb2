import { normalisePhrase, phraseVariables, samePhrase } from './phrase-rules';

describe('phrase normalisation', () => {
  it('turns non-breaking spaces, curly apostrophes and en dashes into plain characters', () => {
    expect(normalisePhrase('last\u00a0month\u2019s sales 2024\u20132025')).toBe(
      "last month's sales 2024-2025",
    );
  });
  it('joins pasted lines into one and trims', () => {
    expect(normalisePhrase('  revenue\n by country \r\n last year ')).toBe(
      'revenue by country last year',
    );
  });
  it('treats phrases differing only in case and spacing as the same question', () => {
    expect(samePhrase('Revenue  by Country', 'revenue by country')).toBe(true);
    expect(samePhrase('revenue by country', 'revenue by city')).toBe(false);
  });
  it('finds variables in curly braces', () => {
    expect(phraseVariables('sales in {country.name} for { date1 }')).toEqual([
      'country.name',
      'date1',
    ]);
    expect(phraseVariables('no variables')).toEqual([]);
  });
});
