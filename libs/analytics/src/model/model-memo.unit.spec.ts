import { readQuestion } from '../engine/ask';
import { PhraseIndex } from '../parse/phrase-index';
import { dim, metric, rows } from '../testing/fixture-models';
import { tokenize } from '../text/normalize';
import { modelMemo } from './model-memo';
import type { SemanticModel } from './semantic-model';

// What the parse keeps per model (the columns a word names, the column that names each row) and
// per phrase index (the loose words a typo stands for) must never answer for another model: a
// source's new version is a new model, and the question is read against that one.

function penguins(measures: ReturnType<typeof metric>[]): SemanticModel {
  return {
    name: 'penguins.csv',
    table: 't',
    source: { type: 'file', datasource_id: 'penguins.csv' },
    entity: { en: ['penguins'], tr: ['penguins'] },
    entityLabel: { en: 'penguins', tr: 'penguen' },
    metrics: [...measures, rows],
    dimensions: [
      dim('Species', 'categorical', { distinct: 3 }),
      dim('Island', 'categorical', { distinct: 3 }),
    ],
    values: { Species: ['Adelie', 'Gentoo', 'Chinstrap'], Island: ['Biscoe', 'Dream'] },
    rowCount: 344,
  };
}

const withMass = () =>
  penguins([metric('Body Mass (g)', 'avg'), metric('Flipper Length (mm)', 'avg')]);
const withWeight = () =>
  penguins([metric('Weight (kg)', 'avg'), metric('Flipper Length (mm)', 'avg')]);
const withoutMass = () => penguins([metric('Flipper Length (mm)', 'avg')]);

const measured = (model: SemanticModel, phrase: string) => {
  const read = readQuestion(model, { phrase, locale: 'en' });
  return 'intent' in read ? read.intent.metrics.map((m) => m.id) : read.problem;
};

describe('answers kept per model', () => {
  it('reads a question against the version of the model it is asked of', () => {
    expect(measured(withWeight(), 'the heaviest species')).toEqual(['Weight (kg)']);
    // The next version of the source has no column named weight: its weight is the column in
    // grams, not the column the earlier version named so.
    const first = withMass();
    expect(measured(first, 'the heaviest species')).toEqual(['Body Mass (g)']);
    // The one after has no column of weight at all: "heaviest" is named back, not answered from
    // what the earlier versions knew.
    const next = withoutMass();
    expect(measured(next, 'the heaviest species')).toMatchObject({
      kind: 'unknown',
      words: ['heaviest'],
    });
    // And the other way round: what the second version did not know does not stick to a model
    // that has the column again.
    expect(measured(withMass(), 'the heaviest species')).toEqual(['Body Mass (g)']);
    expect(measured(first, 'the heaviest species')).toEqual(['Body Mass (g)']);
  });

  it('keeps answers apart per model and per key, and forgets them past its bound', () => {
    const memo = modelMemo<string>(2);
    let computed = 0;
    const look = (model: SemanticModel, key: string) =>
      memo(model, key, () => `${model.metrics[0].id} ${key} ${++computed}`);
    const a = withMass();
    const b = withoutMass();
    expect(look(a, 'x')).toBe('Body Mass (g) x 1');
    expect(look(a, 'x')).toBe('Body Mass (g) x 1');
    expect(look(b, 'x')).toBe('Flipper Length (mm) x 2');
    expect(look(a, 'y')).toBe('Body Mass (g) y 3');
    // A third key for model a passes its bound of 2: its answers are found again when asked.
    expect(look(a, 'z')).toBe('Body Mass (g) z 4');
    expect(look(a, 'x')).toBe('Body Mass (g) x 5');
    // Model b kept its own.
    expect(look(b, 'x')).toBe('Flipper Length (mm) x 2');
  });
});

describe('a phrase index', () => {
  it('finds a misspelt word of a phrase added after an earlier look-up of that word', () => {
    const index = new PhraseIndex<string>();
    const typo = tokenize('precipitaton');
    expect(index.matches(typo, 'en', () => true)).toEqual([]);
    index.add('precipitation', 'rain');
    expect(index.matches(typo, 'en', () => true)).toEqual([
      { start: 0, end: 1, target: 'rain', quality: 1 },
    ]);
    // A word nothing in the index is spelt like stays unmatched.
    expect(index.matches(tokenize('temperature'), 'en', () => true)).toEqual([]);
  });
});
