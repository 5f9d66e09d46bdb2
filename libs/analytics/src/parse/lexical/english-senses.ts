import type { WordSense } from '../languages/language-pack';
import { englishLemma } from './english-lemmas';
import type { LemmaEntry, Synset } from './wordnet';
import { definitionOf, lookup, synset, underConcept } from './wordnet';

// The classes of verbs (WordNet's lexicographer files) that ask for an answer or say how rows
// relate to each other: show, compute, create, use, hold, belong, play, sell. Verbs of change and
// motion ("grew", "fell", "rose") are not among them: they change the numbers asked for.
const RELATING_VERBS = new Set([
  'verb.communication',
  'verb.cognition',
  'verb.creation',
  'verb.perception',
  'verb.possession',
  'verb.social',
  'verb.consumption',
  'verb.stative',
  'verb.competition',
]);
// Nouns that name people or groups of them ("people", "persons", "members").
const PEOPLE = new Set(['noun.person', 'noun.group']);
// Nouns of kinds, methods and ideas ("type", "method", "attribute"), as opposed to nouns of
// measurable attributes ("range", "difference", "level": noun.attribute), which change the answer.
const CLASSIFIERS = new Set(['noun.cognition', 'noun.Tops']);
const SENSES = 3;

const relates = (v: Synset) => RELATING_VERBS.has(v.lexname);
// A verb of competition with an opposite ("win" ↔ lose) says how a contest ended, which divides the
// rows; one without ("play", "compete") only relates them.
const outcome = (v: Synset) =>
  v.lexname === 'verb.competition' && v.related.some((r) => r.kind === 'antonym');

const weight = (entries: LemmaEntry[], pos: LemmaEntry['pos']) =>
  entries.filter((e) => e.pos === pos).reduce((n, e) => n + e.tagged + e.synsets.length / 100, 0);

const cache = new Map<string, WordSense | undefined>();

// What WordNet says of an English word: its lemma, whether it is mainly a relating verb or a noun
// of people, and the words its first senses are related to (synonyms and derivations: weighed →
// weight, sold → sale, hired → hire).
export function englishSense(word: string): WordSense | undefined {
  if (cache.has(word)) return cache.get(word);
  const lemma = /^[a-z]+$/.test(word) ? englishLemma(word) : word;
  const entries = lookup(lemma);
  let sense: WordSense | undefined;
  if (entries.length) {
    const verbWeight = weight(entries, 'verb');
    const adjWeight = weight(entries, 'adj');
    const nounWeight = weight(entries, 'noun') + adjWeight;
    const senses = (pos: LemmaEntry['pos'], n = SENSES) =>
      entries
        .filter((e) => e.pos === pos)
        .flatMap((e) => e.synsets.slice(0, n).map((o) => synset(pos, o)));
    const verbs = senses('verb');
    const nouns = senses('noun');
    // "involved" is lemmatised as the adjective; after a noun it may still be the verb's past.
    const verbOf = verbs.length ? verbs : verbBase(word);
    const related = new Set<string>();
    for (const s of [...verbs, ...nouns, ...senses('adj')])
      for (const w of s.words) related.add(w.replace(/_/g, ' '));
    // The nouns a verb forms come from all its senses: "weigh" forms "weight" only in its fourth
    // ("have a certain weight"), and a derivation names the same thing whatever the sense.
    // What a verb causes is named by that verb's nouns: "kill" causes "die", whose noun is death.
    const caused = verbs.flatMap((v) => v.causes.map((o) => synset('verb', o)));
    for (const s of [...senses('verb', Infinity), ...caused, ...nouns, ...senses('adj')])
      for (const r of s.related)
        if (r.kind === 'derived') for (const w of r.words) related.add(w.replace(/_/g, ' '));
    related.delete(lemma);
    sense = {
      lemma,
      irregularVerb:
        lemma !== word &&
        !/(ing|ed|s)$/.test(word) &&
        !lookup(word).length &&
        verbWeight > nounWeight,
      relatingVerb:
        verbWeight > nounWeight && !!verbs[0] && relates(verbs[0]) && !verbOf.some(outcome),
      relatingIfVerb: verbOf.some(relates) && !verbOf.some(outcome),
      people: nounWeight >= verbWeight && !!nouns[0] && PEOPLE.has(nouns[0].lexname),
      related: [...related],
      adjective: adjWeight > nounWeight - adjWeight && adjWeight > verbWeight,
      classifier:
        nounWeight - adjWeight >= verbWeight && !!nouns[0] && CLASSIFIERS.has(nouns[0].lexname),
      partitive: nounWeight - adjWeight >= verbWeight && nouns[0]?.lexname === 'noun.relation',
    };
  }
  if (cache.size > 50_000) cache.clear();
  cache.set(word, sense);
  return sense;
}

// WordNet's detachment rules for verbs (morphy(7WN)): the first base of an inflected form that
// WordNet lists as a verb, with its first senses.
const VERB_ENDINGS: [string, string][] = [
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['s', ''],
];
function verbBase(word: string): Synset[] {
  for (const [ending, base] of VERB_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const entry = lookup(word.slice(0, -ending.length) + base).find((e) => e.pos === 'verb');
    if (entry) return entry.synsets.slice(0, SENSES).map((o) => synset('verb', o));
  }
  return [];
}

// The other words of a noun's first sense, in the plural too ("movies" → films, pictures, flicks):
// the words people use for a table's rows besides the file's own name.
const synonymsOf = new Map<string, readonly string[]>();
export function englishNounSynonyms(word: string): string[] {
  return [...remembered(synonymsOf, word, () => nounSynonyms(word))];
}

function nounSynonyms(word: string): string[] {
  const lemma = /^[a-z]+$/.test(word) ? englishLemma(word) : word;
  const noun = lookup(lemma).find((e) => e.pos === 'noun');
  if (!noun?.synsets.length) return [];
  const words = synset('noun', noun.synsets[0]).words.map((w) =>
    w.replace(/_/g, ' ').toLowerCase(),
  );
  return words.filter((w) => w !== lemma && /^[a-z ]+$/.test(w));
}

// The words of the senses up to `levels` steps more general than a noun's first sense ("rain" →
// precipitation, "earthquake" → geological phenomenon; "units" → definite quantity, quantity).
const broaderOf = new Map<string, readonly string[]>();
export function englishBroaderNouns(word: string, levels = 1): string[] {
  return [...remembered(broaderOf, `${levels} ${word}`, () => broaderNouns(word, levels))];
}

function broaderNouns(word: string, levels: number): string[] {
  const lemma = /^[a-z]+$/.test(word) ? englishLemma(word) : word;
  const noun = lookup(lemma).find((e) => e.pos === 'noun');
  if (!noun?.synsets.length) return [];
  const out: string[] = [];
  let level = [noun.synsets[0]];
  for (let i = 0; i < levels; i++) {
    level = level.flatMap((o) => synset('noun', o).hypernyms);
    for (const o of level)
      out.push(...synset('noun', o).words.map((w) => w.replace(/_/g, ' ').toLowerCase()));
  }
  return out;
}

// Whether a noun names a change of a measure, and which way, by the first senses' more general
// ones: "jump" and "surge" are increases, "drop" and "decline" decreases, "rise" a change.
const CHANGE_LEVELS = 2;
type Change = 'up' | 'down' | 'change' | undefined;
const changeOf = new Map<string, Change>();
export function englishChange(word: string): Change {
  return remembered(changeOf, word, () => change(word));
}

function change(word: string): Change {
  const lemma = /^[a-z]+$/.test(word) ? englishLemma(word) : word;
  const noun = lookup(lemma).find((e) => e.pos === 'noun');
  let found: 'up' | 'down' | 'change' | undefined;
  for (const offset of noun?.synsets.slice(0, SENSES) ?? []) {
    let level = [offset];
    for (let i = 0; i < CHANGE_LEVELS && level.length; i++) {
      level = level.flatMap((o) => synset('noun', o).hypernyms);
      const words = level.flatMap((o) => synset('noun', o).words);
      if (words.includes('increase')) return 'up';
      if (words.includes('decrease')) return 'down';
      // A change of magnitude; "change" itself only one step up ("damage" is a change of integrity).
      if (words.includes('change_of_magnitude') || (i === 0 && words.includes('change')))
        found ??= 'change';
    }
  }
  return found;
}

// What WordNet says of a word is asked again by every reading of every question: kept per word,
// forgotten when the table is full.
function remembered<T>(table: Map<string, T>, key: string, find: () => T): T {
  if (table.has(key)) return table.get(key) as T;
  const found = find();
  if (table.size > 50_000) table.clear();
  table.set(key, found);
  return found;
}

// A noun's senses in WordNet's order, the commonest first (offsets).
const nounSenses = (word: string): number[] =>
  lookup(word).find((e) => e.pos === 'noun')?.synsets ?? [];
const commonestNounSense = (word: string): number | undefined => nounSenses(word)[0];

// Whether a noun's commonest sense is defined by what a verb does: rain is "water falling in drops
// …", so rain that fell is the rain itself, not a fall of it.
const doneByOf = new Map<string, boolean>();
export function englishDoneBy(noun: string, verb: string): boolean {
  return remembered(doneByOf, `${noun} ${verb}`, () => doneBy(noun, verb));
}

function doneBy(noun: string, verb: string): boolean {
  if (!/^[a-z]+$/.test(noun) || !/^[a-z]+$/.test(verb)) return false;
  const first = commonestNounSense(englishLemma(noun));
  if (first === undefined) return false;
  const action = englishLemma(verb);
  return definitionOf('noun', first)
    .split(/[^a-z]+/)
    .some((w) => w.length > 2 && englishLemma(w) === action);
}

// For each sense of a noun, the words of the senses one step more general: "goal" is, among other
// things, a kind of score; "division" (in sports) a kind of league. Every sense, not the first:
// which one is meant is for the data to say.
const kindsOf = new Map<string, string[][]>();
export function englishSenseKinds(word: string): string[][] {
  return remembered(kindsOf, word, () => {
    const lemma = /^[a-z]+$/.test(word) ? englishLemma(word) : word;
    const noun = lookup(lemma).find((e) => e.pos === 'noun');
    return (noun?.synsets ?? []).map((o) =>
      synset('noun', o).hypernyms.flatMap((h) =>
        synset('noun', h).words.map((w) => w.replace(/_/g, ' ').toLowerCase()),
      ),
    );
  });
}

// Whether two words are opposites in one of their senses, by WordNet's antonyms: home ↔ away,
// male ↔ female, domestic ↔ foreign.
const oppositeOf = new Map<string, boolean>();
export function englishOpposites(a: string, b: string): boolean {
  return remembered(oppositeOf, `${a} ${b}`, () =>
    lookup(a).some((e) =>
      e.synsets.some((o) =>
        synset(e.pos, o).related.some((r) => r.kind === 'antonym' && r.words.includes(b)),
      ),
    ),
  );
}

// Whether a word's commonest senses are of possessions and their transfer (WordNet's noun and verb
// files "possession"): money words ("price", "revenue", "payroll", "amount") and verbs of trade
// ("sold", "paid"), not a bare "quantity".
const possession = new Map<string, boolean>();
export function englishOfPossession(word: string): boolean {
  return remembered(possession, word, () => {
    const lemmas = new Set([word, englishLemma(word)]);
    return [...lemmas].some((l) =>
      lookup(l).some((e) =>
        e.synsets.slice(0, 3).some((o) => synset(e.pos, o).lexname.endsWith('.possession')),
      ),
    );
  });
}

// Whether a noun's first sense is a stretch of time ("interval", "period", "span").
const TIME_CONCEPTS = new Set(['time_period', 'time_interval', 'time_unit']);
export function englishTimeNoun(word: string): boolean {
  const first = commonestNounSense(word);
  return first !== undefined && underConcept(first, TIME_CONCEPTS, 2);
}

// Whether a noun names one occurrence of an activity a table is named after: "games" and
// "matches" of football.json. WordNet files football under compounds whose head says what it is
// ("field game", "athletic game": a game); the noun is that head, or shares with it, in a sense
// that is an act or an event, the class one step up (a match and a game are both contests).
const EVENTS = new Set(['noun.act', 'noun.event']);
const occurrenceOf = new Map<string, boolean>();
export function englishOccurrenceOf(noun: string, activity: string): boolean {
  return remembered(occurrenceOf, `${noun} ${activity}`, () => occurrence(noun, activity));
}

function occurrence(noun: string, activity: string): boolean {
  if (!/^[a-z]+$/.test(noun) || !/^[a-z]+$/.test(activity)) return false;
  const first = commonestNounSense(englishLemma(activity));
  if (first === undefined || !EVENTS.has(synset('noun', first).lexname)) return false;
  const heads = new Set<string>();
  let level = [first];
  for (let depth = 0; depth < 3 && level.length; depth++) {
    level = level.flatMap((o) => synset('noun', o).hypernyms);
    for (const o of level)
      for (const w of synset('noun', o).words) {
        const parts = w.toLowerCase().split('_');
        if (parts.length > 1) heads.add(parts[parts.length - 1]);
      }
  }
  const lemma = englishLemma(noun);
  if (heads.has(lemma)) return true;
  const eventClasses = (word: string) =>
    new Set(
      nounSenses(word)
        .slice(0, SENSES)
        .map((o) => synset('noun', o))
        .filter((s) => EVENTS.has(s.lexname))
        .flatMap((s) => s.hypernyms),
    );
  const own = eventClasses(lemma);
  return [...heads].some((h) => [...eventClasses(h)].some((o) => own.has(o)));
}

// The words of the definition of a noun's commonest sense, as lemmas: "census" is "a periodic
// count of the population".
const definitionWordsOf = new Map<string, string[]>();
export function englishDefinitionWords(word: string): string[] {
  return remembered(definitionWordsOf, word, () => {
    if (!/^[a-z]+$/.test(word)) return [];
    const first = commonestNounSense(englishLemma(word));
    if (first === undefined) return [];
    return definitionOf('noun', first)
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .map(englishLemma);
  });
}
