import { baseForms } from './word-senses';
import { lookup, synset } from './wordnet';

// How far up WordNet's hierarchy a unit's kind is looked for: gram → metric weight unit → weight
// unit → mass unit.
const LEVELS = 4;
const cache = new Map<string, string[]>();

// The words of what a unit of measurement measures, from WordNet: "g" is a gram, a "metric weight
// unit", so a column named "Body Mass (g)" holds a weight; "mm" a "linear unit". Only senses that
// are quantities count ("g" is also a letter and guanine). Empty for a word that is no unit.
export function unitKinds(unit: string): string[] {
  const word = unit.toLowerCase();
  const known = cache.get(word);
  if (known) return known;
  const kinds = new Set<string>();
  for (const form of new Set([word, ...baseForms(word)])) {
    const noun = lookup(form).find((e) => e.pos === 'noun');
    for (const offset of noun?.synsets ?? []) {
      if (synset('noun', offset).lexname !== 'noun.quantity') continue;
      // The kinds between the unit and "unit of measurement": nothing of a sense that is no unit.
      const chain: string[] = [];
      let level = [offset];
      for (let i = 0; i < LEVELS && level.length; i++) {
        level = level.flatMap((o) => synset('noun', o).hypernyms);
        const words = level.flatMap((o) => synset('noun', o).words);
        if (words.includes('unit_of_measurement')) {
          for (const w of chain) for (const part of w.split('_')) kinds.add(part);
          break;
        }
        chain.push(...words);
      }
    }
  }
  const found = [...kinds];
  if (cache.size > 10_000) cache.clear();
  cache.set(word, found);
  return found;
}
