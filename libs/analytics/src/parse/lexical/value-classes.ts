import { lookup, synset } from './wordnet';

export type ValueClass = { offset: number; words: string[] };

// Most values of the column must be named things of the class, and at least this many.
const SHARE = 0.6;
const AT_LEAST = 3;
// Enough values to see the kind; the look-ups are cached but a column may hold thousands.
const SAMPLE = 80;
// A value's commonest senses only: "Japan" is first an archipelago, then an Asian country.
const SENSES = 2;

// The kinds of named things a column holds, from WordNet's instance links: "Alabama", "Texas",
// "Wyoming" are each an instance of *American state*, whose more general sense is *state,
// province*; "Chicago" and "Manchester" are cities. Each kind comes with its English words
// ("american state"; "state", "province"), so people can call the column by what its values are
// ("how many states", "which city"). Words that are not names of things (common nouns, codes)
// have no instance links and tell nothing.
export function valueClasses(values: readonly string[]): ValueClass[] {
  const named = values.filter((v) => /^\p{L}[\p{L} .'-]*$/u.test(v)).slice(0, SAMPLE);
  const considered = Math.min(values.filter((v) => /\p{L}/u.test(v)).length, SAMPLE);
  if (named.length < AT_LEAST) return [];
  const votes = new Map<number, number>();
  for (const value of named) {
    const noun = lookup(value).find((e) => e.pos === 'noun');
    const kinds = new Set<number>();
    for (const offset of noun?.synsets.slice(0, SENSES) ?? [])
      for (const kind of synset('noun', offset).instanceOf) {
        kinds.add(kind);
        for (const broader of synset('noun', kind).hypernyms) kinds.add(broader);
      }
    for (const kind of kinds) votes.set(kind, (votes.get(kind) ?? 0) + 1);
  }
  return [...votes]
    .filter(([, n]) => n >= AT_LEAST && n >= SHARE * considered)
    .map(([offset]) => ({
      offset,
      words: synset('noun', offset).words.map((w) => w.replace(/_/g, ' ')),
    }));
}
