import type { Locale, Token } from '../text/normalize';
import type { TextMatch } from './intent';
import { languagePack } from './keywords';
import { PhraseIndex } from './phrase-index';

// "whose first name ends with the letter m", "names that start with Orbit", "containing D or S",
// "M ile başlayan": a test on the letters of a text column, with the values as written.
export type TextTestItem = {
  kind: 'textTest';
  start: number;
  end: number;
  match: TextMatch;
  values: string[];
};

const indexes = new Map<Locale, PhraseIndex<TextMatch>>();
function testIndex(locale: Locale): PhraseIndex<TextMatch> {
  let index = indexes.get(locale);
  if (!index) {
    const words = languagePack(locale).textTests;
    index = new PhraseIndex<TextMatch>();
    for (const match of ['starts', 'ends', 'contains'] as const)
      for (const phrase of words[match]) index.add(phrase, match, false);
    indexes.set(locale, index);
  }
  return index;
}

export function findTextTests(
  tokens: Token[],
  locale: Locale,
  free: (i: number) => boolean,
): TextTestItem[] {
  const pack = languagePack(locale);
  const { valueWords, follows } = pack.textTests;
  const joiners = new Set([...pack.conjunctions, ...pack.alternatives]);
  const items: TextTestItem[] = [];
  const taken = (i: number) => items.some((x) => i >= x.start && i < x.end);
  const matches = testIndex(locale)
    .matches(tokens, locale, free)
    // Leftmost, then longest: "ends with the letter m" is an ending, not "with the letter m".
    .sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  for (const m of matches) {
    if (taken(m.start) || taken(m.end - 1)) continue;
    const values: string[] = [];
    const step = follows ? -1 : 1;
    let at = follows ? m.start - 1 : m.end;
    const skip = () => {
      while (at >= 0 && at < tokens.length && valueWords.includes(tokens[at].norm) && free(at))
        at += step;
    };
    if (!follows) {
      skip();
      // "ends with the letter a": the last word skipped was the value.
      if ((at >= tokens.length || tokens[at].pause) && at - 1 >= m.end) at -= 1;
    }
    let edge = at;
    // One value, or several joined by "or" / "and" ("containing D or S").
    while (at >= 0 && at < tokens.length && free(at) && !taken(at)) {
      if (follows && valueWords.includes(tokens[at].norm)) {
        at += step;
        continue;
      }
      values.push(tokens[at].raw.replace(/['’`].*$/, ''));
      edge = at;
      const joiner = tokens[at + step];
      if (!joiner || !joiners.has(joiner.norm) || tokens[at + 2 * step] === undefined) break;
      // "contains TN?, and I want …": a joiner after a pause starts another clause.
      if ((follows ? tokens[at] : joiner).pause) break;
      at += 2 * step;
    }
    if (!values.length) continue;
    items.push({
      kind: 'textTest',
      match: m.target,
      values: follows ? values.reverse() : values,
      start: follows ? edge : m.start,
      end: follows ? m.end : edge + 1,
    });
  }
  return items;
}
