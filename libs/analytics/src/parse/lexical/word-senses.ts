import type { LemmaEntry } from './wordnet';
import { lookup } from './wordnet';

// Lemmas of an English word form as WordNet's morphology finds them (morphy's detachment rules):
// "members" → member, "courses" → course, "weighed" → weigh.
const DETACH: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/s$/, ''],
  [/es$/, 'e'],
  [/ed$/, ''],
  [/ed$/, 'e'],
  [/ing$/, ''],
  [/ing$/, 'e'],
  [/men$/, 'man'],
];
export function baseForms(word: string): string[] {
  const out = new Set<string>([word]);
  for (const [ending, base] of DETACH) if (ending.test(word)) out.add(word.replace(ending, base));
  out.add(word.replace(/(ses|xes|zes|ches|shes)$/, (m) => m.slice(0, -2)));
  return [...out].filter((w) => w.length >= 2);
}

const tagged = (entries: LemmaEntry[], pos: LemmaEntry['pos']) =>
  entries.filter((e) => e.pos === pos).reduce((n, e) => n + e.tagged + e.synsets.length / 100, 0);

// Whether WordNet's tagged senses of the word are mainly verbs ("return", "show"; not "fraction",
// "brand").
export function isMainlyVerb(word: string): boolean {
  const entries = lookup(word);
  const verb = tagged(entries, 'verb');
  return verb >= 1 && verb >= tagged(entries, 'noun') + tagged(entries, 'adj');
}

const nouny = new Map<string, boolean>();
// Whether WordNet knows the word (or its lemma) mainly as a noun or an adjective ("course", "high"):
// those senses were seen tagged more often than its verb and adverb senses together.
export function isContentWord(word: string): boolean {
  let found = nouny.get(word);
  if (found === undefined) {
    found = baseForms(word).some((form) => {
      const entries = lookup(form);
      const named = tagged(entries, 'noun') + tagged(entries, 'adj');
      return named > 0 && named > tagged(entries, 'verb') + tagged(entries, 'adv');
    });
    nouny.set(word, found);
  }
  return found;
}

// Whether WordNet knows a word or its lemma, in any part of speech or as a noun; `inUse`: only
// senses seen in its tagged texts ("date", not Ate the goddess).
export function dictionaryHas(
  word: string,
  lemma: string,
  pos?: LemmaEntry['pos'],
  inUse = false,
): boolean {
  return [word, lemma].some((w) =>
    lookup(w).some((e) => (!pos || e.pos === pos) && (!inUse || e.tagged > 0)),
  );
}
