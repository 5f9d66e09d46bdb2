import type { Gradable } from '../languages/language-pack';
import { englishLemma } from './english-lemmas';
import { lookup, synset } from './wordnet';

// How many of an adjective's senses are read: its commonest ones ("light" as weight before colour).
const SENSES = 2;

const cache = new Map<string, Gradable | undefined>();

// What an English adjective grades, from WordNet's attribute pointers: "heaviest" is the high pole
// of weight, "cooler" the low pole of temperature, "rainy" (a satellite of wet) the high pole of
// wetness. WordNet lists an attribute's adjectives as pairs of antonyms, the high pole first
// (temperature: hot, cold, warm, cool), which gives the direction. Derived nouns come too
// ("rainy" → rain, "deadly" → death): the data may name those instead.
export function englishGradable(word: string): Gradable | undefined {
  if (cache.has(word)) return cache.get(word);
  const found = gradableOf(word);
  if (cache.size > 50_000) cache.clear();
  cache.set(word, found);
  return found;
}

function gradableOf(word: string): Gradable | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  const lemma = englishLemma(word);
  const adjective = lookup(lemma).find((e) => e.pos === 'adj');
  if (!adjective) return undefined;
  // Only a word used mainly as an adjective: "light" the noun, "fast" the verb are not graded here
  // unless compared ("lighter", "fastest").
  const degree: Gradable['degree'] =
    lemma === word ? 'base' : /st$/.test(word) ? 'superlative' : 'comparative';
  if (degree === 'base') {
    const weight = (pos: string) =>
      lookup(lemma)
        .filter((e) => e.pos === pos)
        .reduce((n, e) => n + e.tagged + e.synsets.length / 100, 0);
    if (weight('adj') <= weight('noun') + weight('verb')) return undefined;
  }
  const attributes: string[] = [];
  const derived: string[] = [];
  let pole: Gradable['pole'] | undefined;
  for (const offset of adjective.synsets.slice(0, SENSES)) {
    const sense = synset('adj', offset);
    for (const r of sense.related)
      if (r.kind === 'derived') derived.push(...r.words.map((w) => w.replace(/_/g, ' ')));
    // A satellite grades what its head grades, in the head's direction.
    const heads = sense.attributes.length ? [offset] : sense.similar;
    for (const head of heads) {
      const headSense = synset('adj', head);
      for (const a of headSense.attributes) {
        const attribute = synset('noun', a);
        const at = attribute.attributes.indexOf(head);
        // Only a scale of two poles: the adjective paired with it is its antonym (hot and cold
        // of temperature; not "late" among the eight adjectives of timing).
        const pair = attribute.attributes[at ^ 1];
        const antonyms = headSense.related
          .filter((r) => r.kind === 'antonym')
          .flatMap((r) => r.words);
        if (
          at < 0 ||
          pair === undefined ||
          !synset('adj', pair).words.some((w) => antonyms.includes(w))
        )
          continue;
        pole ??= at % 2 === 0 ? 'high' : 'low';
        attributes.push(...attribute.words.map((w) => w.replace(/_/g, ' ')));
      }
    }
  }
  if (!pole) {
    const scale = unnamedScale(adjective.synsets.slice(0, SENSES));
    if (!scale) return undefined;
    pole = scale.pole;
    derived.push(...scale.nouns);
  }
  return {
    lemma,
    degree,
    pole,
    attributes: [...new Set(attributes)],
    derived: [...new Set(derived)],
  };
}

// A scale WordNet names no attribute for ("expensive" and "cheap"), told by the nouns the head's
// satellites are made from: "costly" (cost + -ly) and "pricey" (price + -y) lean on "expensive",
// so "expensive" is the high pole of cost and price, and its antonym "cheap" the low pole.
function unnamedScale(senses: number[]): { pole: Gradable['pole']; nouns: string[] } | undefined {
  for (const offset of senses) {
    const sense = synset('adj', offset);
    const heads =
      sense.similar.length && !sense.related.some((r) => r.kind === 'antonym')
        ? sense.similar
        : [offset];
    for (const head of heads) {
      const own = nounsOfSatellites(head);
      if (own.length) return { pole: 'high', nouns: own };
      const antonyms = synset('adj', head)
        .related.filter((r) => r.kind === 'antonym')
        .flatMap((r) => r.words);
      for (const word of antonyms)
        for (const entry of lookup(word).filter((e) => e.pos === 'adj'))
          for (const other of entry.synsets.slice(0, SENSES)) {
            const nouns = nounsOfSatellites(other);
            if (nouns.length) return { pole: 'low', nouns };
          }
    }
  }
  return undefined;
}

// The nouns a head adjective's satellites (and the head itself) are made from by a suffix of
// having.
function nounsOfSatellites(head: number): string[] {
  const nouns = new Set<string>();
  const headSense = synset('adj', head);
  for (const offset of [head, ...headSense.similar]) {
    const s = synset('adj', offset);
    for (const r of s.related)
      if (r.kind === 'derived')
        for (const noun of r.words)
          if (s.words.some((adjective) => madeFrom(adjective, noun))) nouns.add(noun);
  }
  return [...nouns];
}

// Whether an adjective is the noun with a suffix of having: costly of cost, pricy of price, rainy
// of rain, joyful of joy, famous of fame.
function madeFrom(adjective: string, noun: string): boolean {
  const stem = noun.replace(/e$/, '');
  return adjective.startsWith(stem) && /^(ly|y|ey|ful|ous)$/.test(adjective.slice(stem.length));
}
