import {
  englishDoneBy,
  englishOccurrenceOf,
  englishOfPossession,
  englishSense,
} from './english-senses';

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

describe('englishOccurrenceOf', () => {
  it('finds the nouns of one occurrence of an activity through its kinds', () => {
    // football: a field game; a match is a contest, as a game is.
    expect(englishOccurrenceOf('games', 'football')).toBe(true);
    expect(englishOccurrenceOf('matches', 'football')).toBe(true);
  });

  it('leaves nouns of what happens within it, and tables named after no activity', () => {
    for (const noun of ['goals', 'teams', 'seasons'])
      expect(englishOccurrenceOf(noun, 'football')).toBe(false);
    expect(englishOccurrenceOf('days', 'weather')).toBe(false);
  });
});

describe('verbs of competition', () => {
  it('reads a verb of how a contest ended, which has an opposite, as no relating verb', () => {
    expect(englishSense('win')?.relatingIfVerb).toBe(false);
    expect(englishSense('lost')?.relatingIfVerb).toBe(false);
    expect(englishSense('played')?.relatingIfVerb).toBe(true);
  });
});

describe('englishOfPossession', () => {
  it('knows words of money and of trade by their senses, not a bare quantity', () => {
    for (const w of ['price', 'revenue', 'payroll', 'amount', 'sold', 'paid'])
      expect([w, englishOfPossession(w)]).toEqual([w, true]);
    for (const w of ['quantity', 'weight', 'goals'])
      expect([w, englishOfPossession(w)]).toEqual([w, false]);
  });
});
