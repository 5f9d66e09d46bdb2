import type { Locale } from '../text/normalize';
import { fold } from '../text/normalize';
import { english } from './languages/en';
import type { Keyword, LanguagePack } from './languages/language-pack';
import { turkish } from './languages/tr';
import { PhraseIndex } from './phrase-index';
import stopwordsIso from 'stopwords-iso';

export type { Keyword, LanguagePack };

// English first: a question read in no other language is read in English.
const PACKS: Record<Locale, LanguagePack> = { en: english, tr: turkish };

// Every language a question can be read in; the first is the reading when nothing says otherwise.
export function locales(): Locale[] {
  return Object.keys(PACKS) as Locale[];
}

export function languagePack(locale: Locale): LanguagePack {
  return PACKS[locale];
}

export function allPacks(): LanguagePack[] {
  return Object.values(PACKS);
}

const indexes = new Map<Locale, PhraseIndex<Keyword>>();

export function keywordIndex(locale: Locale): PhraseIndex<Keyword> {
  let index = indexes.get(locale);
  if (!index) {
    index = new PhraseIndex<Keyword>();
    for (const [phrase, keyword] of PACKS[locale].keywords)
      index.add(phrase, keyword, phrase.length >= 6);
    indexes.set(locale, index);
  }
  return index;
}

// The function words of a language's stop-word list (stopwords-iso), less the words that carry the
// logic of a question ("not", "more", "between"). The list also holds nouns and adjectives
// ("course", "members", "high"): they name something the data may lack, so they stay content words
// (named back when nothing explains them).
const listedSets = new Map<Locale, Set<string>>();
function functionWords(locale: Locale): Set<string> {
  let found = listedSets.get(locale);
  if (!found) {
    const pack = PACKS[locale];
    const logic = new Set(pack.logicWords);
    found = new Set(
      (stopwordsIso[locale] ?? [])
        .map(fold)
        .filter((w) => !logic.has(w) && !pack.isContentWord?.(w)),
    );
    listedSets.set(locale, found);
  }
  return found;
}

// A language's own fillers and the function words of its stop-word list.
function fillersOf(locale: Locale): string[] {
  return [...PACKS[locale].fillers.map(fold), ...functionWords(locale)];
}

// A function word of the language's stop-word list (not one of the pack's own fillers, some of
// which are nouns: "level", "figures").
export function isFunctionWord(word: string, locale: Locale): boolean {
  return functionWords(locale).has(word);
}

const headSets = new Map<Locale, Set<string>>();
// The first words of the language's keywords ("number" of "number of"), which name no column alone.
export function isKeywordHead(word: string, locale: Locale): boolean {
  let found = headSets.get(locale);
  if (!found) {
    found = new Set(PACKS[locale].keywords.map(([p]) => fold(p).split(/\s+/)[0]));
    headSets.set(locale, found);
  }
  return found.has(word);
}

const stopSets = new Map<Locale, { own: Set<string>; all: Set<string> }>();
// A language's fillers, and with them those of the languages it also reads: a Turkish reading also
// passes over English fillers, mixed questions are common.
function stopWords(locale: Locale): { own: Set<string>; all: Set<string> } {
  let found = stopSets.get(locale);
  if (!found) {
    const pack = PACKS[locale];
    const own = new Set(fillersOf(locale));
    const also = pack.alsoReads.flatMap(fillersOf);
    found = { own, all: new Set([...own, ...also]) };
    stopSets.set(locale, found);
  }
  return found;
}

// "hours", "saatlik", "saatte": a word of hours in any language, inflected or not.
export function isHourWord(word: string): boolean {
  return Object.values(PACKS).some((p) => p.dates.hourWords.some((h) => word.startsWith(h)));
}

export function isStopWord(word: string, locale: Locale): boolean {
  return stopWords(locale).all.has(word);
}

// A filler word of this language itself: "be" is passed over in a Turkish reading too, but it is no
// sign that the question is Turkish.
export function isOwnStopWord(word: string, locale: Locale): boolean {
  return stopWords(locale).own.has(word);
}
