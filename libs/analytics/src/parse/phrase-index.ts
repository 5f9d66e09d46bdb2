import type { Locale, Token } from '../text/normalize';
import { fold } from '../text/normalize';
import { abbreviates, looseQuality, stems, verbRootsOf, wordQuality } from './morphology';

export type Match<T> = { start: number; end: number; target: T; quality: number };

type Entry<T> = { words: string[]; target: T; loose: boolean };

// Multi-word phrases (column names, values, keywords) looked up from question tokens: exact and
// inflected forms through a hash map, abbreviations and typos by a scan over the few loose words.
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Entry<T>[]>();
  private readonly looseFirst = new Map<string, Entry<T>[]>();
  // Phrases by the verb root of their first word, where the language's grammar finds one: a word
  // of the same verb stands for it ("ayrılanlar" for Ayrıldı). Roots differ by language.
  private readonly byRoot = new Map<string, Entry<T>[]>();
  // The loose words a question word stands for (an abbreviation or a typo of them), per language and
  // word: a scan over every loose word, asked again by each reading of a question. Forgotten when a
  // phrase is added, and when full.
  private readonly looseHits = new Map<Locale, Map<string, Entry<T>[][]>>();

  constructor(private readonly rootLocale?: Locale) {}

  add(phrase: string, target: T, loose = true, rooted = false): void {
    this.looseHits.clear();
    const words = fold(phrase)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!words.length || words.length > 8) return;
    const entry = { words, target, loose };
    const list = this.byFirst.get(words[0]) ?? [];
    list.push(entry);
    this.byFirst.set(words[0], list);
    if (rooted && this.rootLocale)
      for (const root of verbRootsOf(words[0], this.rootLocale)) {
        const r = this.byRoot.get(root) ?? [];
        r.push(entry);
        this.byRoot.set(root, r);
      }
    if (loose) {
      const l = this.looseFirst.get(words[0]) ?? [];
      l.push(entry);
      this.looseFirst.set(words[0], l);
    }
  }

  // A phrase found only by a word of the same verb as its first ("gönderilenler" of "gönderim"),
  // never as written (the word as written may name something else: the rows).
  addByRoot(phrase: string, target: T): void {
    const words = fold(phrase)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!words.length || !this.rootLocale) return;
    const entry = { words, target, loose: false };
    for (const root of verbRootsOf(words[0], this.rootLocale)) {
      const r = this.byRoot.get(root) ?? [];
      r.push(entry);
      this.byRoot.set(root, r);
    }
  }

  matches(tokens: Token[], locale: Locale, free: (i: number) => boolean): Match<T>[] {
    const out: Match<T>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (!free(i)) continue;
      const token = tokens[i].norm;
      const tried = new Set<Entry<T>>();
      const tryEntries = (entries: Entry<T>[] | undefined, firstQuality: number) => {
        for (const entry of entries ?? []) {
          if (tried.has(entry)) continue;
          tried.add(entry);
          let quality = firstQuality;
          let j = 1;
          for (; j < entry.words.length; j++) {
            const t = tokens[i + j];
            if (!t || !free(i + j)) break;
            const q = wordQuality(t.norm, entry.words[j], locale);
            if (q === 0 || (q === 1 && !entry.loose)) break;
            quality = Math.min(quality, q);
          }
          if (j === entry.words.length)
            out.push({ start: i, end: i + j, target: entry.target, quality });
        }
      };
      for (const s of stems(token, locale)) tryEntries(this.byFirst.get(s.base), s.quality);
      if (this.rootLocale === locale)
        for (const root of verbRootsOf(token, locale)) tryEntries(this.byRoot.get(root), 2);
      if (token.length >= 4 && !tokens[i].isNumber)
        for (const entries of this.looseEntries(token, locale)) tryEntries(entries, 1);
    }
    return out;
  }

  private looseEntries(token: string, locale: Locale): Entry<T>[][] {
    let hits = this.looseHits.get(locale);
    if (!hits) this.looseHits.set(locale, (hits = new Map<string, Entry<T>[][]>()));
    const known = hits.get(token);
    if (known) return known;
    const found: Entry<T>[][] = [];
    for (const [word, entries] of this.looseFirst)
      if (looseQuality(token, word) > 0 || abbreviates(token, word, locale)) found.push(entries);
    if (hits.size >= LOOSE_HITS_LIMIT) hits.clear();
    hits.set(token, found);
    return found;
  }
}

const LOOSE_HITS_LIMIT = 20_000;
