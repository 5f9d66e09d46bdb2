import type { ModelTarget } from '../model/lexicon';
import { nameWords } from '../model/humanize';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { englishLemma } from './lexical/english-lemmas';
import { dictionaryHas } from './lexical/word-senses';
import { lookup } from './lexical/wordnet';
import type { Match } from './phrase-index';

// Column names shortened the way schemas shorten them, said in full by the person asking:
// STU_FNAME asked as "first name", EMP_DOB as "date of birth". A word of a column's name that no
// dictionary knows is read as
// - a letter and a noun ("fname"): a compound WordNet lists whose first word starts with that
//   letter and whose head is that noun ("first name", "last name");
// - initials ("dob"): as many words said whose first letters spell it, the last one a noun.
// English only: the compounds and nouns are WordNet's.
type Short = { word: string; target: ModelTarget };

export function abbreviatedNameMatches(
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Match<ModelTarget>[] {
  if (locale !== 'en') return [];
  const shorts = shortWords(model);
  if (!shorts.length) return [];
  const out: Match<ModelTarget>[] = [];
  const words = tokens.map((t) => (t.isNumber ? '' : t.norm));
  for (let i = 0; i < tokens.length; i++) {
    if (!/^[a-z]+$/.test(words[i])) continue;
    for (const s of shorts) {
      if (words[i][0] !== s.word[0]) continue;
      if (compoundSaid(words, i, s.word))
        out.push({ start: i, end: i + 2, target: s.target, quality: 2 });
      if (initialsSaid(words, i, s.word))
        out.push({ start: i, end: i + s.word.length, target: s.target, quality: 2 });
    }
  }
  return out;
}

const shortsByModel = new WeakMap<SemanticModel, Short[]>();
function shortWords(model: SemanticModel): Short[] {
  const known = shortsByModel.get(model);
  if (known) return known;
  const targets = new Map<string, ModelTarget & { kind: 'field' }>();
  for (const m of model.metrics)
    if (m.expression.kind !== 'rows') targets.set(m.id, { kind: 'field', metric: m.id });
  for (const d of model.dimensions)
    targets.set(d.id, { ...(targets.get(d.id) ?? { kind: 'field' }), dimension: d.id });
  const shorts: Short[] = [];
  for (const [id, target] of targets)
    for (const word of nameWords(id))
      if (/^[a-z]{3,8}$/.test(word) && !dictionaryHas(word, englishLemma(word)))
        shorts.push({ word, target });
  shortsByModel.set(model, shorts);
  return shorts;
}

function compoundSaid(words: string[], i: number, short: string): boolean {
  const head = short.slice(1);
  const next = words[i + 1] ?? '';
  if (head.length < 3 || (next !== head && englishLemma(next) !== head)) return false;
  if (!lookup(head).some((e) => e.pos === 'noun')) return false;
  return lookup(`${words[i]}_${head}`).some((e) => e.pos === 'noun');
}

function initialsSaid(words: string[], i: number, short: string): boolean {
  if (short.length > 4) return false;
  const said = words.slice(i, i + short.length);
  return (
    said.length === short.length &&
    said.every((w, k) => /^[a-z]+$/.test(w) && w[0] === short[k]) &&
    said[0].length > 1 &&
    dictionaryHas(said[said.length - 1], englishLemma(said[said.length - 1]), 'noun')
  );
}
