import { nameWords } from '../model/humanize';
import { translatePhrase } from '../model/translations';
import { englishLemma } from '../parse/lexical/english-lemmas';
import type { Synset } from '../parse/lexical/wordnet';
import { lookup, synset } from '../parse/lexical/wordnet';
import { stems } from '../parse/morphology';
import { everyWording } from './wording/wording';

// A level (population, a balance, a price) is counted at a point in time. The wordings name a few
// (`levelWords`); WordNet carries them to the words a column may use instead: one of their
// synonyms ("head count", "tier"), a kind of one of them within two steps, or the people a
// population is made of ("inhabitants", "dwellers", "residents", "villagers": nouns of people formed
// from the verb a level word is formed from, inhabit ↔ populate, or kinds of them). Only a word's
// first sense is read, so "cost" (an outlay first, a price second) stays a flow.

let listed: Set<string> | undefined;
const levelWords = (): Set<string> =>
  (listed ??= new Set(everyWording().flatMap((w) => w.levelWords)));

// How far up WordNet's "is a kind of" chain a word's first sense may meet a level word's sense:
// further up, everything is a "possession" or an "attribute".
const HYPERNYM_STEPS = 2;
// A level word's senses that count: its three most frequent ("balance" of an account is the second).
const SEED_SENSES = 3;
// Nouns of people and of groups of them: the ones a population or a staff is counted in.
const PEOPLE = new Set(['noun.person', 'noun.group']);

// senses: the level words' own senses; verbs: the verbs they are formed from.
type Seeds = { senses: Set<number>; verbs: Set<number> };
let seeds: Seeds | undefined;

const nounSenses = (word: string): number[] =>
  lookup(word).find((e) => e.pos === 'noun')?.synsets ?? [];

// The verb a noun sense is formed from, as its most frequent verb sense (populate → inhabit's synset).
function formingVerbs(s: Synset): number[] {
  return s.related
    .filter((r) => r.kind === 'derived')
    .flatMap((r) => r.words)
    .map((w) => lookup(w).find((e) => e.pos === 'verb')?.synsets[0])
    .filter((o): o is number => o !== undefined);
}

function seedsOf(): Seeds {
  if (seeds) return seeds;
  const found: Seeds = { senses: new Set(), verbs: new Set() };
  for (const word of levelWords())
    for (const offset of nounSenses(word).slice(0, SEED_SENSES)) {
      found.senses.add(offset);
      for (const verb of formingVerbs(synset('noun', offset))) found.verbs.add(verb);
    }
  seeds = found;
  return found;
}

// Whether an English word's first sense is a level word's sense, a kind of one, or (for a noun of
// people) formed from the same verb as one.
function wordnetLevel(word: string): boolean {
  const first = nounSenses(word)[0];
  if (first === undefined) return false;
  const { senses, verbs } = seedsOf();
  let layer = [first];
  for (let step = 0; step <= HYPERNYM_STEPS && layer.length; step++) {
    if (layer.some((o) => senses.has(o))) return true;
    layer = layer.flatMap((o) => synset('noun', o).hypernyms);
  }
  const own = synset('noun', first);
  if (!PEOPLE.has(own.lexname)) return false;
  // The people of a population are its inhabitants, and a resident is a kind of inhabitant.
  return [own, ...own.hypernyms.map((o) => synset('noun', o))].some((s) =>
    formingVerbs(s).some((v) => verbs.has(v)),
  );
}

const cache = new Map<string, boolean>();

// The forms a column's word may be looked up by: itself, its stems in either language
// ("nüfusları" → nufus, "prices" → price), its English lemma and its English translation.
function forms(word: string): string[] {
  const out = new Set<string>([word]);
  for (const locale of ['en', 'tr'] as const) for (const s of stems(word, locale)) out.add(s.base);
  if (/^[a-z]+$/.test(word)) out.add(englishLemma(word));
  for (const form of [...out]) for (const t of translatePhrase(form)) out.add(t);
  return [...out];
}

function isLevelWord(word: string): boolean {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const all = forms(word);
  const words = levelWords();
  const level =
    all.some((f) => words.has(f)) ||
    all.some((f) => /^[a-z]+( [a-z]+)?$/.test(f) && wordnetLevel(f));
  if (cache.size > 10_000) cache.clear();
  cache.set(word, level);
  return level;
}

// Whether a column's name names a level: one of its words does, or two of them together
// ("head count", "stock price").
export function namesLevel(column: string): boolean {
  const words = nameWords(column);
  const pairs = words.slice(1).map((w, i) => `${words[i]} ${w}`);
  return words.some(isLevelWord) || pairs.some((p) => wordnetLevel(p));
}
