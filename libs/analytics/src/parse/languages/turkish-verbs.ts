import { stems } from '../morphology';
import { turkishBecomingSense, turkishNounSense } from '../lexical/turkish-senses';
import { hasTurkishWordnet, turkishPartsOfSpeech } from '../lexical/turkish-wordnet';
import type { WordSense } from './language-pack';
import type { Derivation } from './turkish-derivation';
import { HARD, turkishDerivations } from './turkish-derivation';

// The Turkish verb and copula endings a question uses, written once as a grammar (folded: ı→i,
// ü→u, ş→s, ğ→g, ç→c, ö→o): voice and negation, then a tense or a participle, then person,
// possessive or case. "yağdı" = yağ+dı, "satan" = sat+an, "görülen" = gör+ül+en, "olduğu" =
// ol+duğ+u, "kadardı" = kadar+dı, "artacak" = art+acak, "düşmüş" = düş+müş, "sattık" = sat+tı+k.
// Vowel harmony is not checked: folding leaves two of the four high vowels, and a wrong split only
// yields a stem that names nothing.

// Passive (-Il, -In, -n) and negation (-mA) come right after the verb's root.
const VOICE = ['', 'il', 'ul', 'in', 'un', 'l', 'n'];
const NEGATION = ['', 'ma', 'me'];
// Finite tenses, each followed by a person ending. The aorist (-Ir, -Ar) is left out: bare, it
// ends too many nouns (şehir, değer, kadar).
const TENSES = [
  'di',
  'du',
  'ti',
  'tu',
  'mis',
  'mus',
  'iyor',
  'uyor',
  'yor',
  'acak',
  'ecek',
  'yacak',
  'yecek',
  'dir',
  'dur',
  'tir',
  'tur',
];
const PERSON = [
  '',
  'm',
  'n',
  'k',
  'niz',
  'nuz',
  'ler',
  'lar',
  'sin',
  'sun',
  'iz',
  'uz',
  'im',
  'um',
];
// Participles, which name rows ("satan" the ones that sell) or facts ("olduğu"), with the noun
// endings they take ("satanlar", "olduğunu").
const PARTICIPLES = [
  'an',
  'en',
  'yan',
  'yen',
  'dik',
  'duk',
  'tik',
  'tuk',
  'dig',
  'dug',
  'tig',
  'tug',
  'acak',
  'ecek',
  'yacak',
  'yecek',
  'acag',
  'eceg',
];
const PARTICIPLE_TAIL = [
  '',
  'i',
  'u',
  'lar',
  'ler',
  'lari',
  'leri',
  'in',
  'un',
  'ini',
  'unu',
  'a',
  'e',
];
// The copula after a noun or an adjective: "kadardı", "fazladır", "enflasyondu", "yüksekmiş".
const COPULA = [
  'di',
  'du',
  'ti',
  'tu',
  'ydi',
  'ydu',
  'dir',
  'dur',
  'tir',
  'tur',
  'mis',
  'mus',
  'ymis',
  'ymus',
];
// Nouns Turkish forms from a verb's root: the act (-Iş, -mA), its result (-I, -Im): sat → satış.
const NOMINALISERS = ['is', 'us', 'ma', 'me', 'im', 'um', 'i', 'u'];

export type VerbReading = { stem: string; participle: boolean; copula: boolean };

const verbEndings = (() => {
  const out = new Map<string, { participle: boolean }>();
  for (const v of VOICE)
    for (const n of NEGATION) {
      for (const t of TENSES) for (const p of PERSON) out.set(v + n + t + p, { participle: false });
      for (const t of PARTICIPLES)
        for (const tail of PARTICIPLE_TAIL) out.set(v + n + t + tail, { participle: true });
    }
  return [...out].sort((a, b) => b[0].length - a[0].length);
})();

// Every way a folded word splits into a stem and a verb or copula ending, longest ending first.
// Kept per word: every word of every question is read in Turkish too, against thousands of endings.
const readingsOf = new Map<string, VerbReading[]>();
export function turkishVerbReadings(word: string): VerbReading[] {
  const known = readingsOf.get(word);
  if (known) return known;
  const out = splitVerb(word);
  if (readingsOf.size > 50_000) readingsOf.clear();
  readingsOf.set(word, out);
  return out;
}

function splitVerb(word: string): VerbReading[] {
  const out: VerbReading[] = [];
  for (const [ending, { participle }] of verbEndings)
    if (word.length - ending.length >= 2 && word.endsWith(ending))
      out.push({ stem: word.slice(0, -ending.length), participle, copula: false });
  for (const ending of COPULA)
    if (word.length - ending.length >= 3 && word.endsWith(ending))
      out.push({ stem: word.slice(0, -ending.length), participle: false, copula: true });
  return out;
}

// A Turkish word read as a verb form: its root as the lemma, and the nouns formed from the root as
// related words, so that "yağdı" meets Yağış and "satan" Satış. relatingVerb marks a participle,
// which relates the rows where it stands before its noun ("görülen değerler").
//
// Where KeNet (the Turkish WordNet) is installed, a verb reading stands only if KeNet knows its
// stem as a verb ("getiren" of getirmek, not "penguen" of a verb *pengumek); a word with no such
// reading is read as the noun or adjective KeNet links to English ("penguen" → penguin), and only a
// word KeNet knows neither way falls back to the grammar's readings.
// Kept per word: every word of every question is read in Turkish too, and a reading looks words up
// in KeNet and English WordNet several times.
const senseOf = new Map<string, WordSense | undefined>();
export function turkishSense(word: string): WordSense | undefined {
  if (senseOf.has(word)) return senseOf.get(word);
  const found = senseOfWord(word);
  if (senseOf.size > 50_000) senseOf.clear();
  senseOf.set(word, found);
  return found;
}

function senseOfWord(word: string): WordSense | undefined {
  const readings = turkishVerbReadings(word).filter((r) => !r.copula && r.stem.length >= 3);
  if (hasTurkishWordnet()) {
    // Nouns and participles: a finite form ("öldü") is read by the verb grammar above.
    const derived = derivationsOf(word).filter((d) => d.kind !== 'finite');
    const verbRoots = derived.length
      ? {
          verbRoots: [...new Set(derived.map((d) => d.root))],
          verbalNoun: derived.some((d) => d.kind === 'noun'),
        }
      : {};
    // A participle KeNet knows as a noun of people ("çalışan" → employee, worker) names them.
    const people = derived.some(
      (d) => d.kind === 'participle' && !!turkishNounSense([d.base])?.people,
    );
    const verbs = readings.filter((r) => isKnownVerb(r.stem));
    if (verbs.length) return { ...verbSense(verbs), ...verbRoots, people };
    const bases = [word, ...stems(word, 'tr').map((s) => s.base)];
    const noun = turkishNounSense(bases);
    if (noun) return { ...noun, ...verbRoots };
    // A verbal noun or a participle with noun endings ("alım", "alınanların"): a noun of the act or
    // of those who do it, which names what the data says with the same verb, or nothing.
    if (derived.length) return { ...derivedSense(derived), ...verbRoots };
    const becoming = turkishBecomingSense(bases);
    if (becoming) return becoming;
  }
  return readings.length ? verbSense(readings) : undefined;
}

// The readings of a word as derived from a verb KeNet knows, kept per word.
const derivationsByWord = new Map<string, Derivation[]>();
function derivationsOf(word: string): Derivation[] {
  const known = derivationsByWord.get(word);
  if (known) return known;
  // What is yet to happen ("işe alınacaklar") is no row's event: such a word stays unexplained.
  const found = hasTurkishWordnet()
    ? turkishDerivations(word, isKnownRoot).filter((d) => !d.future)
    : [];
  if (derivationsByWord.size > 50_000) derivationsByWord.clear();
  derivationsByWord.set(word, found);
  return found;
}

// Whether a folded word is a negated form of a verb in every reading: "çalışmayanların" (of those not
// working), "ayrılmadı"; not "çalışma" (the working) nor "çalışanların".
export function turkishNegatedVerb(word: string): boolean {
  const found = derivationsOf(word);
  return found.length > 0 && found.every((d) => d.negative);
}

// The verb roots a folded word is derived from ("girenlerin" → gir, "ayrildi" → ayril), for
// matching words of one verb. A bare root is no derivation.
const rootsOf = new Map<string, string[]>();
export function turkishVerbRoots(word: string): string[] {
  const known = rootsOf.get(word);
  if (known) return known;
  const found = [...new Set(derivationsOf(word).map((d) => d.root))];
  if (rootsOf.size > 50_000) rootsOf.clear();
  rootsOf.set(word, found);
  return found;
}

function derivedSense(derived: Derivation[]): WordSense {
  const roots = [...new Set(derived.map((d) => d.root))];
  return {
    lemma: roots[0],
    relatingVerb: false,
    relatingIfVerb: false,
    people: false,
    related: roots.flatMap((s) => [s, ...NOMINALISERS.map((n) => s + n)]),
    verbRoots: roots,
  };
}

const isKnownRoot = (root: string) =>
  ['mek', 'mak'].some((inf) => turkishPartsOfSpeech(root + inf).includes('v'));

// A root softened before a vowel ending ("gid" of gitmek) is known by its infinitive.
function isKnownVerb(stem: string): boolean {
  const hard = HARD[stem[stem.length - 1]];
  return [stem, hard ? stem.slice(0, -1) + hard : stem].some((s) =>
    ['mek', 'mak'].some((inf) => turkishPartsOfSpeech(s + inf).includes('v')),
  );
}

function verbSense(readings: VerbReading[]): WordSense {
  const roots = [...new Set(readings.map((r) => r.stem))];
  return {
    lemma: roots[0],
    relatingVerb: readings.some((r) => r.participle),
    relatingIfVerb: true,
    people: false,
    related: roots.flatMap((s) => [s, ...NOMINALISERS.map((n) => s + n)]),
    verbForm: true,
  };
}

// The word a copula is attached to ("kadardı" → kadar), for matching it as that word.
export function copulaBases(word: string): string[] {
  return turkishVerbReadings(word)
    .filter((r) => r.copula)
    .map((r) => r.stem);
}
