import { modelLexicon } from '../model/lexicon';
import { nameWords } from '../model/humanize';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { fold, own, tokenize } from '../text/normalize';
import { columnsMeasuring } from './columns-named';
import { allPacks, isKeywordHead, isStopWord, languagePack } from './keywords';
import type { LanguagePack } from './languages/language-pack';

// The superlatives of every pack: one is understood whatever language the question is read in.
const ADJECTIVES: Record<string, string[]> = Object.fromEntries(
  allPacks().flatMap((p) => Object.entries(p.superlatives)),
);

// The words of a column's name that make it the extreme of a measure.
const EXTREMES: Record<string, 'max' | 'min'> = {
  max: 'max',
  maximum: 'max',
  high: 'max',
  highest: 'max',
  min: 'min',
  minimum: 'min',
  low: 'min',
  lowest: 'min',
};

// The words of a column's name that make it the whole of the columns beside it.
const TOTAL_WORDS = new Set(['total', 'overall', 'toplam']);

function token(raw: string, index: number): Token {
  return { raw, norm: fold(raw), index, isNumber: false };
}

// The words that name a column as the data names it, checked against the model's own lexicon.
function phraseOf(model: SemanticModel, id: string, locale: Locale): string[] | undefined {
  const lexicon = modelLexicon(model, locale);
  for (const phrase of [nameWords(id).join(' '), id]) {
    const tokens = tokenize(phrase);
    const whole = lexicon
      .matches(tokens, locale, () => true)
      .some(
        (m) =>
          m.start === 0 &&
          m.end === tokens.length &&
          m.quality >= 3 &&
          m.target.kind === 'field' &&
          (m.target.metric ?? m.target.dimension) === id,
      );
    if (whole) return tokens.map((t) => t.raw);
  }
  return undefined;
}

// The one column of these; of a pair that differ by an extreme alone (temp_max, temp_min), the one
// of the direction asked: the hottest day is the highest maximum, the coldest the lowest minimum.
function oneColumn(columns: string[], high: boolean): string | undefined {
  if (columns.length === 1) return columns[0];
  // Of the parts and their total (Cost Repair, Cost Other, Cost Total $), the total.
  const totals = columns.filter((id) => nameWords(id).some((w) => TOTAL_WORDS.has(w)));
  if (totals.length === 1 && columns.length > 2) return totals[0];
  if (columns.length !== 2) return undefined;
  const rest = (id: string) => nameWords(id).filter((w) => !EXTREMES[w]);
  const [a, b] = columns;
  if (rest(a).join(' ') !== rest(b).join(' ')) return undefined;
  const wanted = high ? 'max' : 'min';
  return columns.find((id) => nameWords(id).some((w) => EXTREMES[w] === wanted));
}

// The keywords of a direction ("most", "least"), by their words: the first of the pack's keywords
// said so, once per pack.
const rankWordsByPack = new WeakMap<LanguagePack, Map<string, 'highest' | 'lowest'>>();
function rankWords(pack: LanguagePack): Map<string, 'highest' | 'lowest'> {
  let found = rankWordsByPack.get(pack);
  if (!found) {
    found = new Map();
    for (const [p, k] of pack.keywords)
      if ((k.kind === 'highest' || k.kind === 'lowest') && !found.has(p)) found.set(p, k.kind);
    rankWordsByPack.set(pack, found);
  }
  return found;
}

// A superlative the language's lexical resources grade ("heaviest": the most weight), where what
// it grades is one column of the data: the keyword of its direction and that column's name.
function gradedSuperlative(
  tokens: Token[],
  i: number,
  locale: Locale,
  model: SemanticModel,
): { words: string[]; end: number } | undefined {
  const pack = languagePack(locale);
  if (!pack.gradable) return undefined;
  // "most expensive", "least heavy": the keyword of a direction before an adjective.
  const rank = rankWords(pack).get(tokens[i].norm);
  if (!rank && isKeywordHead(tokens[i].norm, locale)) return undefined;
  const at = rank ? i + 1 : i;
  const graded = tokens[at] && pack.gradable(tokens[at].norm);
  if (!graded || graded.degree !== (rank ? 'base' : 'superlative')) return undefined;
  const high = (graded.pole === 'high') === (rank !== 'lowest');
  const measured = [...graded.attributes, ...graded.derived];
  // "rainiest": the rain is precipitation where the data says so.
  measured.push(...graded.derived.flatMap((w) => pack.broaderNouns?.(w) ?? []));
  const column = oneColumn([...columnsMeasuring(model, measured, locale).keys()], high);
  const name = column && phraseOf(model, column, locale);
  if (!name) return undefined;
  const keyword = pack.keywords.find(([, k]) => k.kind === (high ? 'highest' : 'lowest'));
  if (!keyword) return undefined;
  const words = [keyword[0]];
  // "the hottest temperature": what is measured is said right after, in words the data knows.
  if (!measured.includes(tokens[at + 1]?.norm ?? '')) words.push(...name);
  return { words, end: at + 1 };
}

// "the high temperature", "the daily low": where the data keeps a measure's extremes apart
// (temp_max, temp_min), a plain adjective of an extreme said of that measure, or alone as a noun,
// names that column.
function extremeColumn(
  tokens: Token[],
  i: number,
  locale: Locale,
  model: SemanticModel,
): { words: string[]; end: number } | undefined {
  const pack = languagePack(locale);
  const graded = pack.gradable?.(tokens[i].norm);
  if (graded?.degree !== 'base' || !EXTREMES[tokens[i].norm]) return undefined;
  // The name of the pair's column of that extreme, the words read up to `end`.
  const named = (pair: string[], end: number) => {
    const column = oneColumn(pair, graded.pole === 'high');
    const name = column && phraseOf(model, column, locale);
    return name ? { words: name, end } : undefined;
  };
  const next = tokens[i + 1];
  const measured = next ? [...columnsMeasuring(model, [next.norm], locale).keys()] : [];
  if (measured.length === 2) return named(measured, i + 2);
  // Said as a noun: nothing of the data follows it.
  if (next && !next.pause && !isStopWord(next.norm, locale)) return undefined;
  const pairs = extremePairs(model);
  return pairs.length === 1 ? named(pairs[0], i + 1) : undefined;
}

// The pairs of numeric columns whose names differ by an extreme alone (temp_max, temp_min).
function extremePairs(model: SemanticModel): string[][] {
  const numeric = [
    ...model.metrics.filter((m) => m.expression.kind === 'column').map((m) => m.id),
    ...model.dimensions.filter((d) => d.numeric).map((d) => d.id),
  ];
  const byRest = new Map<string, Set<string>>();
  for (const id of numeric) {
    const words = nameWords(id);
    if (!words.some((w) => EXTREMES[w])) continue;
    const rest = words.filter((w) => !EXTREMES[w]).join(' ');
    byRest.set(rest, (byRest.get(rest) ?? new Set()).add(id));
  }
  return [...byRest.values()].filter((ids) => ids.size === 2).map((ids) => [...ids]);
}

// Rewrites superlatives into the keyword and the measure the rest of the parser knows.
export function expandSuperlatives(
  tokens: Token[],
  locale: Locale,
  model?: SemanticModel,
): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const two = tokens[i + 1] ? `${tokens[i].norm} ${tokens[i + 1].norm}` : '';
    // What the dictionary grades in the data's own columns comes first; the pack's list of
    // superlatives is for what it does not grade.
    const graded = model
      ? (gradedSuperlative(tokens, i, locale, model) ?? extremeColumn(tokens, i, locale, model))
      : undefined;
    const listed = graded ? undefined : (own(ADJECTIVES, two) ?? own(ADJECTIVES, tokens[i].norm));
    const words = graded?.words ?? listed;
    if (!words) {
      out.push({ ...tokens[i], index: out.length });
      continue;
    }
    if (graded) i = graded.end - 1;
    else if (own(ADJECTIVES, two)) i++;
    for (const w of words) out.push(token(w, out.length));
  }
  return out;
}
