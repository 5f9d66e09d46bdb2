import { englishLemma } from './english-lemmas';
import { hasTurkishWordnet } from './turkish-wordnet';
import { lookup } from './wordnet';

// What the lexical resources cost at start, once per process, apart from each parse: the wink-nlp
// model's load, the first WordNet look-up (files opened, one binary search) and the Turkish
// WordNet's read (KeNet, kept in memory). Called before timing questions (the benchmark, the fuzz
// test), it also leaves them loaded.
export function lexicalLoadTimes(): { model: number; wordnet: number; turkishWordnet: number } {
  const start = performance.now();
  englishLemma('loaded');
  const loaded = performance.now();
  lookup('department');
  const looked = performance.now();
  hasTurkishWordnet();
  return {
    model: loaded - start,
    wordnet: looked - loaded,
    turkishWordnet: performance.now() - looked,
  };
}
