import { distance } from 'fastest-levenshtein';
import type { Locale } from '../text/normalize';
import { own } from '../text/normalize';
import { allPacks, languagePack } from './keywords';
import { englishLemma } from './lexical/english-lemmas';

// English endings come off every token (questions mix languages); a language's own inflection
// chains (Turkish case, plural, possessive) come from its pack.
// Read when first used: the packs and this module import each other through the keyword index.
const everyEnding = () => allPacks().flatMap((p) => p.endings);

export type Stem = { base: string; quality: number };

// Candidate dictionary forms of a token, best first: the token itself, then with endings removed.
// Kept per token: every reader of a question asks for the same words' stems again.
// (By language, then by the token itself: no key is built for a look-up.)
const stemCache = new Map<Locale, Map<string, Stem[]>>();
export function stems(token: string, locale: Locale): Stem[] {
  let byToken = stemCache.get(locale);
  if (!byToken) stemCache.set(locale, (byToken = new Map<string, Stem[]>()));
  const known = byToken.get(token);
  if (known) return known;
  if (byToken.size > 50_000) byToken.clear();
  const found = stemsOf(token, locale);
  byToken.set(token, found);
  return found;
}

function stemsOf(token: string, locale: Locale): Stem[] {
  const out: Stem[] = [{ base: token, quality: 3 }];
  const seen = new Set([token]);
  const add = (base: string) => {
    if (base.length >= 2 && !seen.has(base)) {
      seen.add(base);
      out.push({ base, quality: 2 });
    }
  };
  // "ids": a two-letter word has its plural too.
  if (token.length === 3 && token.endsWith('s')) add(token.slice(0, -1));
  if (token.length >= 4) {
    if (token.endsWith('ies')) add(token.slice(0, -3) + 'y');
    // "sunny" → sun, "foggy" → fog
    if (/([bdgklmnprt])\1y$/.test(token)) add(token.slice(0, -2));
    for (const s of everyEnding())
      if (token.length - s.length >= 3 && token.endsWith(s)) add(token.slice(0, -s.length));
    // "yielding", "selling": a verb's -ing form is its lemma, as the lemmatiser gives it.
    if (token.length >= 6 && token.endsWith('ing') && /^[a-z]+$/.test(token))
      add(englishLemma(token));
  }
  const chains = languagePack(locale).inflection;
  if (chains && token.length >= 3) {
    for (const s of chains.suffixes) {
      if (token.length - s.length < 2 || !token.endsWith(s)) continue;
      const base = token.slice(0, -s.length);
      add(base);
      // A consonant softened before a vowel ending: "grubu" is grup + u.
      const hard = own(chains.softened, base[base.length - 1]);
      if (/^[aeiou]/.test(s) && hard) add(base.slice(0, -1) + hard);
    }
    for (const base of chains.bases?.(token) ?? []) add(base);
  }
  return out;
}

// How well a question word stands for a lexicon word: 3 exact, 2 inflected, 1 abbreviation or typo.
export function wordQuality(token: string, word: string, locale: Locale): number {
  if (token === word) return 3;
  if (stems(token, locale).some((s) => s.base === word)) return 2;
  // A Turkish name is often inflected itself ("Ürün Grubu"): "gruplarına" meets it on the root "grup".
  if (languagePack(locale).inflection?.rootsInflect && sharesRoot(token, word, locale)) return 2;
  if (sameVerb(token, word, locale)) return 2;
  return looseQuality(token, word);
}

// Roots this short are too common to say two words name one thing ("al", "ol").
const VERB_ROOT_MIN = 3;

// The verb roots of a word, where the language's grammar derives it from a verb ("girenlerin" →
// gir), long enough to tell words apart.
const longRoots = new Map<string, string[]>();
export function verbRootsOf(word: string, locale: Locale): string[] {
  const key = `${locale} ${word}`;
  const known = longRoots.get(key);
  if (known) return known;
  const roots = languagePack(locale).inflection?.verbRoots?.(word) ?? [];
  const found = roots.filter((r) => r.length >= VERB_ROOT_MIN);
  if (longRoots.size > 50_000) longRoots.clear();
  longRoots.set(key, found);
  return found;
}

// Two words derived from one verb ("uzaktan çalışanlar" of Uzaktan Çalışma, "ayrılanlar" of
// Ayrıldı): a form of the other. A word after the first of a phrase may be of a short root: the first word anchors it ("teslim
// edilenler" of Teslim Edildi).
function sameVerb(token: string, word: string, locale: Locale): boolean {
  if (token.length < 4 || word.length < 4) return false;
  const roots = (w: string) => languagePack(locale).inflection?.verbRoots?.(w) ?? [];
  const theirs = roots(word);
  return !!theirs.length && roots(token).some((r) => theirs.includes(r));
}

const roots = new Map<string, Set<string>>();
function rootsOf(word: string, locale: Locale): Set<string> {
  const key = `${locale} ${word}`;
  let found = roots.get(key);
  if (!found) {
    found = new Set(
      stems(word, locale)
        .map((s) => s.base)
        .filter((b) => b.length >= 3),
    );
    if (roots.size > 20_000) roots.clear();
    roots.set(key, found);
  }
  return found;
}

function sharesRoot(token: string, word: string, locale: Locale): boolean {
  if (token.length < 4 || word.length < 4 || token[0] !== word[0]) return false;
  const mine = rootsOf(token, locale);
  for (const r of rootsOf(word, locale))
    if (r !== word && r.length >= 4 && mine.has(r)) return true;
  return false;
}

export function looseQuality(token: string, word: string): number {
  if (word.length >= 4 && token.length >= word.length + 3 && token.startsWith(word)) return 1;
  if (
    word.length >= 5 &&
    token.length >= 4 &&
    token[0] === word[0] &&
    Math.abs(token.length - word.length) <= 2
  ) {
    const allowed = word.length >= 9 ? 2 : 1;
    if (distance(token, word) <= allowed) return 1;
  }
  return 0;
}

// "dept" of "department", "stu" of "student", "crs" of "course": a short column word whose letters
// come in order in the question's word, with the same first letter, and that the language's
// dictionary does not know as a word of its own ("age" is a word, not an abbreviation of "average").
// Where the dictionary knows the short word as an abbreviation ("hrs" → hour), that is the word it
// abbreviates.
export function abbreviates(token: string, word: string, locale: Locale): boolean {
  if (word.length < 3 || word.length > 4 || token[0] !== word[0]) return false;
  let k = 0;
  for (const ch of token) if (ch === word[k]) k++;
  if (k < word.length) return false;
  // Only where the language has a dictionary (Turkish has a verb grammar, not a word list).
  const { sense, isContentWord } = languagePack(locale);
  if (!sense || !isContentWord) return false;
  const known = sense(word);
  if (known) return known.lemma !== word && known.related.includes(sense(token)?.lemma ?? token);
  return token.length >= word.length + 3;
}
