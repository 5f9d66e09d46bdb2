import { englishDoneBy } from './english-senses';

describe('englishDoneBy', () => {
  it('finds a verb in the definition of the noun before it, whatever its form', () => {
    // WordNet: rain is "water falling in drops …", snow "precipitation falling from clouds …".
    expect(englishDoneBy('rain', 'fell')).toBe(true);
    expect(englishDoneBy('snow', 'falls')).toBe(true);
  });

  it('leaves a verb of change to nouns it does not define', () => {
    for (const noun of ['sales', 'price', 'deaths', 'population'])
      expect(englishDoneBy(noun, 'fell')).toBe(false);
    expect(englishDoneBy('rain', 'rose')).toBe(false);
  });
});
