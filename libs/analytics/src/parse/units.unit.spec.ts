import { readQuestion } from '../engine/ask';
import { columnSynonyms, humanLabel } from '../model/humanize';
import type { Metric, SemanticModel } from '../model/semantic-model';
import type { Intent } from './intent';
import { moneyColumnOf, moneyFlow } from './money-words';
import { convertValue, measureUnit, unitOfColumnName } from './units';

// Numbers with units, scale words and percents on the right scale, and measures derived from two
// columns ("gross minus budget"), read into the Intent in English and Turkish; and the negative
// side: a unit nobody knows, or one no column converts to, is asked back by its word.

const label = (name: string) => ({ en: humanLabel(name), tr: humanLabel(name) });
function metric(name: string, extra: Partial<Metric> = {}): Metric {
  return {
    id: name,
    label: label(name),
    synonyms: { en: columnSynonyms(name), tr: columnSynonyms(name) },
    expression: { kind: 'column', column: name },
    defaultAggregation: 'sum',
    format: 'number',
    ...extra,
  };
}
const rows: Metric = {
  id: 'count',
  label: { en: 'Number of records', tr: 'Kayıt sayısı' },
  synonyms: { en: [], tr: [] },
  expression: { kind: 'rows' },
  defaultAggregation: 'count',
  format: 'number',
};
function model(name: string, entity: [string, string], metrics: Metric[]): SemanticModel {
  return {
    name,
    table: 't',
    source: { type: 'file', datasource_id: name },
    entity: { en: [entity[0]], tr: [entity[1]] },
    entityLabel: { en: entity[0], tr: entity[1] },
    metrics: [...metrics, rows],
    dimensions: [
      {
        id: 'Genre',
        label: label('Genre'),
        synonyms: { en: ['genre'], tr: ['tür'] },
        column: 'Genre',
        kind: 'categorical',
        distinct: 5,
      },
    ],
    values: { Genre: ['Drama', 'Comedy'] },
    rowCount: 300,
  };
}

const penguins = model(
  'penguins.json',
  ['penguins', 'penguen'],
  [
    metric('Body Mass (g)', { defaultAggregation: 'avg' }),
    metric('Flipper Length (mm)', { defaultAggregation: 'avg' }),
  ],
);
const money = { format: 'currency' as const, currency: 'USD' };
const movies = model(
  'movies.json',
  ['movies', 'film'],
  [
    metric('US Gross', money),
    metric('Worldwide Gross', money),
    metric('US DVD Sales', money),
    metric('Production Budget', money),
  ],
);
const orders = model(
  'orders.csv',
  ['orders', 'sipariş'],
  [
    metric('Tutar', { format: 'currency', currency: 'TRY' }),
    metric('Discount', { defaultAggregation: 'avg', fraction: true }),
  ],
);

function read(m: SemanticModel, phrase: string, locale: 'en' | 'tr' = 'en'): Intent {
  const result = readQuestion(m, { phrase, locale, now: '2025-11-20' });
  if (!('intent' in result))
    throw new Error(`expected a reading of "${phrase}", got ${JSON.stringify(result.problem)}`);
  return result.intent;
}

// The words a question is asked back about (not understood, or not found in the data).
function askedAbout(m: SemanticModel, phrase: string, locale: 'en' | 'tr' = 'en'): string[] {
  const result = readQuestion(m, { phrase, locale, now: '2025-11-20' });
  if (!('problem' in result) || result.problem.kind !== 'unknown')
    throw new Error(`expected "${phrase}" to be asked back, got ${JSON.stringify(result)}`);
  return result.problem.words;
}

describe('units of measure (js-quantities)', () => {
  it("reads the unit a column's name says its values are in", () => {
    expect(unitOfColumnName('Body Mass (g)')?.unit).toBe('g');
    expect(unitOfColumnName('Flipper Length (mm)')?.unit).toBe('mm');
    expect(unitOfColumnName('Weight Kg')?.unit).toBe('kg');
    expect(unitOfColumnName('weight_kg')?.unit).toBe('kg');
    expect(unitOfColumnName('Weight_in_lbs')?.unit).toBe('lbs');
    expect(unitOfColumnName('Miles_per_Gallon')?.unit).toBe('mi/gal');
    // A whole word at the end of a name is what it counts, not a unit.
    expect(unitOfColumnName('Release Year')).toBeUndefined();
    expect(unitOfColumnName('Days')).toBeUndefined();
    expect(unitOfColumnName('Worldwide Gross')).toBeUndefined();
  });

  it('converts between units of one kind and refuses other kinds', () => {
    const kg = measureUnit('kg', penguins);
    const g = unitOfColumnName('Body Mass (g)');
    const mm = unitOfColumnName('Flipper Length (mm)');
    expect(kg && g && convertValue(5, kg, g)).toBe(5000);
    const pounds = measureUnit('pounds', penguins);
    expect(pounds && g && convertValue(11, pounds, g)).toBeCloseTo(4989.516, 3);
    expect(kg && mm && convertValue(5, kg, mm)).toBeUndefined();
    // Time is a unit only where a column is in one; temperatures are never converted.
    expect(measureUnit('years', penguins)).toBeUndefined();
    expect(measureUnit('celsius', penguins)).toBeUndefined();
  });

  it('converts a weight said in kilograms or pounds to a column of grams', () => {
    expect(read(penguins, 'how many penguins weigh over 5 kg').conditions).toEqual([
      { field: 'Body Mass (g)', op: '>', values: [5000] },
    ]);
    expect(read(penguins, 'penguins heavier than 5 kg').conditions).toEqual([
      { field: 'Body Mass (g)', op: '>', values: [5000] },
    ]);
    expect(read(penguins, 'how many penguins weigh over 11 pounds').conditions).toEqual([
      { field: 'Body Mass (g)', op: '>', values: [4989.51607] },
    ]);
    expect(read(penguins, '5 kg üzerindeki penguen sayısı', 'tr').conditions).toEqual([
      { field: 'Body Mass (g)', op: '>', values: [5000] },
    ]);
    expect(read(penguins, "5 kg'dan fazla olan penguen sayısı", 'tr').conditions).toEqual([
      { field: 'Body Mass (g)', op: '>', values: [5000] },
    ]);
    expect(read(penguins, 'flipper length over 20 cm').conditions).toEqual([
      { field: 'Flipper Length (mm)', op: '>', values: [200] },
    ]);
  });

  it('converts both ends of a range, and reads "m" as metres where a column is in a length', () => {
    expect(read(penguins, 'how many penguins weigh between 3 and 4 kg').conditions).toEqual([
      { field: 'Body Mass (g)', op: 'between', values: [3000, 4000] },
    ]);
    expect(read(penguins, 'penguins with flipper length over 0.2 m').conditions).toEqual([
      { field: 'Flipper Length (mm)', op: '>', values: [200] },
    ]);
    // Without a column of lengths, "m" is a million.
    expect(read(movies, 'movies with a production budget over 100 m').conditions).toEqual([
      { field: 'Production Budget', op: '>', values: [1e8] },
    ]);
  });

  it('keeps a plain number on a column named with a unit as said', () => {
    expect(read(penguins, 'how many penguins have body mass over 5000').conditions).toEqual([
      { field: 'Body Mass (g)', op: '>', values: [5000] },
    ]);
  });

  it('asks back a unit it does not know, or one the column is not in, by its word', () => {
    expect(askedAbout(penguins, 'how many penguins weigh over 5 blorps')).toEqual(['blorps']);
    expect(askedAbout(penguins, 'how many penguins weigh over 5 litres')).toEqual(['litres']);
    expect(askedAbout(penguins, 'penguins with flipper length over 5 kg')).toEqual(['kg']);
    // A word the library reads as a unit only in a rare sense (typographic points) is no unit.
    expect(askedAbout(penguins, 'penguins with flipper length over 20 points')).toEqual(['points']);
    expect(askedAbout(penguins, '5 litre üzerindeki penguen sayısı', 'tr')).toEqual(['litre']);
  });
});

describe('scale words', () => {
  it('scales a number by thousand, million, billion, k, M, bn and bin, milyon, milyar', () => {
    const tested = (m: SemanticModel, phrase: string, locale: 'en' | 'tr' = 'en') =>
      read(m, phrase, locale).conditions[0]?.values;
    expect(tested(movies, 'movies with a production budget over 100 million')).toEqual([1e8]);
    expect(tested(movies, 'movies with a production budget over 2.5 billion')).toEqual([2.5e9]);
    expect(tested(movies, 'movies with a production budget over 300 thousand')).toEqual([3e5]);
    expect(tested(movies, 'movies with a production budget over 50 k')).toEqual([5e4]);
    expect(tested(movies, 'movies with a production budget over 5 bn')).toEqual([5e9]);
    expect(tested(orders, '5 bin TL üzerindeki sipariş sayısı', 'tr')).toEqual([5000]);
    expect(read(orders, '5 bin TL üzerindeki sipariş sayısı', 'tr').conditions[0].field).toBe(
      'Tutar',
    );
    expect(tested(orders, 'tutarı 2 milyondan fazla olan siparişler', 'tr')).toEqual([2e6]);
  });
});

describe('money said by a verb (WordNet)', () => {
  it('tells money spent from money earned', () => {
    expect(moneyFlow('cost')).toBe('out');
    expect(moneyFlow('gross')).toBe('in');
    expect(moneyFlow('sales')).toBe('in');
    expect(moneyFlow('budget')).toBeUndefined();
  });

  it('places "cost more than 100 million to make" on the one column of money spent', () => {
    expect(moneyColumnOf('cost', movies, 'en')).toBe('Production Budget');
    expect(read(movies, 'how many movies cost more than 100 million to make').conditions).toEqual([
      { field: 'Production Budget', op: '>', values: [1e8] },
    ]);
  });

  it('does not choose among several columns of money earned', () => {
    expect(moneyColumnOf('grossed', movies, 'en')).toBeUndefined();
    const result = readQuestion(movies, {
      phrase: 'how many movies grossed more than 100 million',
    });
    expect(result).toHaveProperty('problem');
  });
});

describe('measures derived from two columns', () => {
  const profit = { id: 'Worldwide Gross', arithmetic: { op: 'minus', other: 'Production Budget' } };
  it('reads "minus", "less" and "the difference between" as one measure minus the other', () => {
    for (const phrase of [
      'profit by genre (worldwide gross minus budget)',
      'worldwide gross less production budget by genre',
      'difference between worldwide gross and production budget by genre',
    ]) {
      const intent = read(movies, phrase);
      expect(intent.metrics).toEqual([expect.objectContaining(profit)]);
      expect(intent.groups).toEqual([{ dimension: 'Genre' }]);
    }
  });

  it('reads "plus" and the Turkish eksi, artı and farkı', () => {
    expect(read(movies, 'worldwide gross plus us dvd sales').metrics).toEqual([
      expect.objectContaining({
        id: 'Worldwide Gross',
        arithmetic: { op: 'plus', other: 'US DVD Sales' },
      }),
    ]);
    expect(read(movies, 'türe göre worldwide gross eksi production budget', 'tr').metrics).toEqual([
      expect.objectContaining(profit),
    ]);
    expect(read(movies, 'worldwide gross artı us dvd sales', 'tr').metrics).toEqual([
      expect.objectContaining({
        id: 'Worldwide Gross',
        arithmetic: { op: 'plus', other: 'US DVD Sales' },
      }),
    ]);
    expect(read(movies, 'worldwide gross ile production budget farkı', 'tr').metrics).toEqual([
      expect.objectContaining(profit),
    ]);
  });

  it('asks back "minus" with a measure on one side only', () => {
    expect(askedAbout(movies, 'worldwide gross minus genre')).toContain('minus');
  });
});

describe('percents on a column of fractions', () => {
  it('tests "a discount over 20%" as 0.2 where the values lie between 0 and 1', () => {
    expect(read(orders, 'how many orders have a discount over 20%').conditions).toEqual([
      { field: 'Discount', op: '>', values: [0.2] },
    ]);
    expect(read(orders, 'how many orders have a discount over 0.2').conditions).toEqual([
      { field: 'Discount', op: '>', values: [0.2] },
    ]);
  });
});
