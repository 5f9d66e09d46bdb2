import { questionLocale, weekStartOf } from '../engine/locale';
import { modelLexicon } from '../model/lexicon';
import type { SemanticModel } from '../model/semantic-model';
import { ledgerModel } from '../testing/fixture-models';
import type { Locale } from '../text/normalize';
import { isOwnStopWord, isStopWord } from './keywords';
import { expandSuperlatives } from './superlatives';
import { lower, tokenize } from '../text/normalize';

// What the language packs decide beyond single words: which language a question is in, which day
// its weeks start on, which languages' field names it reads, how it lower-cases.
describe('the language of a question', () => {
  it('is the caller’s locale when one is given', () => {
    expect(questionLocale('tr-TR', 'revenue by region')).toBe('tr');
    expect(questionLocale('TR', 'revenue by region')).toBe('tr');
    expect(questionLocale('en-GB', 'bölgeye göre gelir')).toBe('en');
    // A locale no pack speaks is read in English.
    expect(questionLocale('de-DE', 'bölgeye göre gelir')).toBe('en');
  });

  it('else shows in Turkish letters or common Turkish words', () => {
    expect(questionLocale(undefined, 'ağırlık')).toBe('tr');
    expect(questionLocale(undefined, 'Şehir')).toBe('tr');
    expect(questionLocale(undefined, 'gelir bolgeye gore')).toBe('tr');
    expect(questionLocale(undefined, 'son 6 saatte gelir')).toBe('tr');
    expect(questionLocale(undefined, 'revenue by region last year')).toBe('en');
    // "en" is a Turkish word only on its own: "entries" is English.
    expect(questionLocale(undefined, 'entries by day')).toBe('en');
  });
});

describe('the first day of a week', () => {
  it('is Sunday in the United States, Canada and the Philippines, Monday elsewhere', () => {
    expect(weekStartOf('en-US', 'en')).toBe(0);
    expect(weekStartOf('en-ca', 'en')).toBe(0);
    expect(weekStartOf('EN-PH', 'en')).toBe(0);
    expect(weekStartOf('en-GB', 'en')).toBe(1);
    expect(weekStartOf('en', 'en')).toBe(1);
    expect(weekStartOf(undefined, 'en')).toBe(1);
    expect(weekStartOf('tr-TR', 'tr')).toBe(1);
    // A Turkish question keeps the Turkish week whatever the caller's region.
    expect(weekStartOf('en-US', 'tr')).toBe(1);
  });
});

describe('the names of fields a question reads', () => {
  // A Turkish ledger whose amount is also called "takings" in English and "hasılat" in Turkish.
  const base = ledgerModel('tr');
  const model: SemanticModel = {
    ...base,
    metrics: base.metrics.map((m) =>
      m.id === 'Tutar' ? { ...m, synonyms: { en: ['takings'], tr: ['hasılat'] } } : m,
    ),
  };
  const fieldsIn = (phrase: string, locale: Locale) =>
    modelLexicon(model, locale)
      .matches(tokenize(phrase), locale, () => true)
      .map((m) => m.target);

  it('a Turkish question reads English names of fields too, an English one no Turkish names', () => {
    const amount = { kind: 'field', metric: 'Tutar', dimension: undefined };
    expect(fieldsIn('hasılat', 'tr')).toContainEqual(amount);
    expect(fieldsIn('takings', 'tr')).toContainEqual(amount);
    expect(fieldsIn('takings', 'en')).toContainEqual(amount);
    expect(fieldsIn('hasılat', 'en')).not.toContainEqual(amount);
  });
});

describe('filler words', () => {
  it('a Turkish reading passes over English fillers too, but they are no sign of Turkish', () => {
    expect(isStopWord('goster', 'tr')).toBe(true);
    expect(isStopWord('show', 'tr')).toBe(true);
    expect(isOwnStopWord('show', 'tr')).toBe(false);
    expect(isStopWord('goster', 'en')).toBe(false);
  });
});

describe('superlatives that carry their measure', () => {
  const read = (phrase: string, locale: Locale) =>
    expandSuperlatives(tokenize(phrase), locale).map((t) => t.norm);

  it('are read in either language whatever the question is read in', () => {
    for (const locale of ['en', 'tr'] as const) {
      expect(read('windiest month', locale)).toEqual(['highest', 'wind', 'month']);
      expect(read('most expensive product', locale)).toEqual(['highest', 'price', 'product']);
      expect(read('en sıcak ay', locale)).toEqual(['en yuksek', 'maksimum', 'sicaklik', 'ay']);
    }
    expect(read('en yüksek gelir', 'tr')).toEqual(['en', 'yuksek', 'gelir']);
  });
});

describe('lower case', () => {
  it('follows the language: Turkish dotted and dotless i', () => {
    expect(lower('İSTANBUL IĞDIR', 'tr')).toBe('istanbul ığdır');
    expect(lower('ISTANBUL', 'en')).toBe('istanbul');
  });
});
