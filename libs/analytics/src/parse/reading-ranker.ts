import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { tokenize } from '../text/normalize';
import type { Problem, Reading, ReadingOption } from './intent';
import { interpret } from './interpret';
import { isOwnStopWord, locales } from './keywords';
import type { Item } from './segment';
import { segmentation } from './segment';
import { expandSuperlatives } from './superlatives';
import { READING_WEIGHTS } from './reading-weights';

// Several readings of one question, ranked by a small linear model whose features a person can
// read (SEMPRE's design): the grammar proposes, the evidence chooses. The readings are the greedy
// segmentation in each language, and for each choice it made between readings of different kinds
// of the same words ("rate" the column or the keyword), the segmentation that sets that choice
// aside. The weights are fitted on the public question sets by tools/scripts/fit-reading-weights.mjs.

export type Candidate = {
  language: Locale;
  tokens: Token[];
  items: Item[];
  result: Reading | Problem;
  features: ReadingFeatures;
};

export type ReadingFeatures = {
  // Content words nothing explained (named back), and words recognised (filler of its language
  // included).
  unknown: number;
  known: number;
  // Choices of the greedy segmentation set aside: the further from it, the less likely.
  flips: number;
  // The reading ends in a question back (an ambiguity, a chart without an axis, ...), not a card.
  problem: number;
  // Read in another language than the one the question was first read in.
  otherLanguage: number;
  // How exactly the data's words matched, on average (3 a whole name, 2 a word of it, less a
  // near spelling).
  matchQuality: number;
};

export type ReadingWeights = { [K in keyof ReadingFeatures]: number } & {
  // Below this score difference two readings that answer differently are asked back.
  margin: number;
};

export const DEFAULT_WEIGHTS: ReadingWeights = READING_WEIGHTS;

const AMBIGUOUS = new Set(['ambiguousField', 'ambiguousValue']);

// At most this many choices set aside per language: the parse stays inside its millisecond.
const MAX_FLIPS = 3;

export type RankedReading = { candidate: Candidate; score: number };

// doubtful: what the data says of a reading that the grammar cannot (hours asked of a column of
// dates alone): the reading will end in a question back, which counts against it.
export function rankReadings(
  model: SemanticModel,
  phrase: string,
  first: Locale,
  weights: ReadingWeights = DEFAULT_WEIGHTS,
  doubtful: (reading: Reading) => boolean = () => false,
): RankedReading[] {
  const out: Candidate[] = [];
  // The words are the same in every language; each language reads its own superlatives into them.
  const words = tokenize(phrase);
  for (const language of [first, ...locales().filter((l) => l !== first)]) {
    const tokens = expandSuperlatives(words, language, model);
    const base = segmentation(tokens, model, language);
    const read = (items: Item[], flips: number) => {
      const candidate = candidateOf(model, tokens, items, language, language !== first, flips);
      if (!('kind' in candidate.result) && doubtful(candidate.result))
        candidate.features.problem = 1;
      out.push(candidate);
      return candidate;
    };
    const greedy = read(base.items, 0);
    // Equally good readings the grammar found itself are asked back as they are: setting a choice
    // aside to escape the question would guess.
    if (AMBIGUOUS.has(('kind' in greedy.result && greedy.result.kind) || '')) continue;
    for (const key of base.decisions.slice(0, MAX_FLIPS))
      read(segmentation(tokens, model, language, new Set([key])).items, 1);
  }
  return out
    .map((candidate) => ({ candidate, score: scoreOf(candidate.features, weights) }))
    .sort((a, b) => b.score - a.score);
}

// The best reading, or a question back when another that answers differently scores within the
// margin: the evidence does not tell them apart, so the person chooses. The words they read
// differently are named, with what each reading took them for.
export function chosenReading(
  ranked: RankedReading[],
  weights: ReadingWeights = DEFAULT_WEIGHTS,
): Reading | Problem {
  const [best, ...rest] = ranked;
  const answer = best.candidate.result;
  if ('kind' in answer) return answer;
  const rival = rest.find(
    (r) =>
      best.score - r.score < weights.margin &&
      !('kind' in r.candidate.result) &&
      JSON.stringify(r.candidate.result.intent) !== JSON.stringify(answer.intent),
  );
  const differ = rival && firstDifference(best.candidate, rival.candidate);
  return differ ?? answer;
}

function firstDifference(a: Candidate, b: Candidate): Problem | undefined {
  const same = (x: Item, y: Item) => JSON.stringify(x) === JSON.stringify(y);
  const x = a.items.find((i) => !b.items.some((j) => same(i, j)));
  if (!x) return undefined;
  const y = b.items.find((j) => j.start < x.end && x.start < j.end && !same(x, j));
  const phrase = a.tokens
    .slice(Math.min(x.start, y?.start ?? x.start), Math.max(x.end, y?.end ?? x.end))
    .map((t) => t.raw)
    .join(' ');
  const options = [x, y].flatMap((i): ReadingOption[] => {
    if (i?.kind === 'field') return [{ field: { metric: i.metric, dimension: i.dimension } }];
    if (i?.kind === 'value') return i.options.map((value) => ({ value }));
    if (i?.kind === 'entity') return [{ rows: true }];
    return [];
  });
  return options.length >= 2 ? { kind: 'readings', phrase, options } : undefined;
}

export function scoreOf(f: ReadingFeatures, w: ReadingWeights): number {
  let score = 0;
  for (const k of Object.keys(f) as (keyof ReadingFeatures)[]) score += f[k] * w[k];
  return score;
}

function candidateOf(
  model: SemanticModel,
  tokens: Token[],
  items: Item[],
  language: Locale,
  otherLanguage: boolean,
  flips: number,
): Candidate {
  const result = interpret(items, tokens, model, language);
  const covered = new Set(items.flatMap((i) => range(i.start, i.end)));
  const filler = tokens.filter((t, i) => !covered.has(i) && /\p{L}/u.test(t.norm));
  const own = filler.filter((t) => isOwnStopWord(t.norm, language)).length;
  // Numbers read the same in both languages; the words around them tell the readings apart.
  const recognised = items.filter((i) => i.kind !== 'unknown' && i.kind !== 'number');
  const fields = items.flatMap((i) => (i.kind === 'field' ? [i.quality] : []));
  return {
    language,
    tokens,
    items,
    result,
    features: {
      unknown: items.filter((i) => i.kind === 'unknown').length + filler.length - own,
      known: recognised.reduce((n, i) => n + i.end - i.start, own),
      flips,
      problem: 'kind' in result ? 1 : 0,
      otherLanguage: otherLanguage ? 1 : 0,
      matchQuality: fields.length ? fields.reduce((a, b) => a + b, 0) / fields.length : 0,
    },
  };
}

const range = (start: number, end: number) =>
  Array.from({ length: end - start }, (_, k) => start + k);
