import { nameWords } from '../model/humanize';
import type { ModelTarget } from '../model/lexicon';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { isStopWord, languagePack } from './keywords';
import { isCurrencyCode, isMoney, moneyTotal } from './money-words';
import { stems } from './morphology';
import { readings } from './sense-fields';
import { lookup, synset, underConcept } from './lexical/wordnet';
import type { Item } from './segment';

// Concepts a noun of how much of something falls under: speed is a rate, a level a degree, an
// amount a magnitude, a count a measure.
const MAGNITUDES = new Set(['magnitude', 'magnitude_relation', 'measure', 'property']);
// How far above the noun's sense the concept may stand ("speed" → rate → magnitude_relation).
const MAGNITUDE_DEPTH = 3;
// A noun's commonest senses only: "level" is first a degree, then a tool.
const SENSES = 2;

// A noun the data does not name, said right after a column's name, that only says which column or
// what of it is meant:
// - of several columns a word of the data names ("IMDB" of IMDB Rating and IMDB Votes), the one
//   whose other name words are the noun or what the dictionary puts above it ("score" is a kind
//   of rating);
// - of one column of numbers, a noun of how much ("wind speed", "rain amount", "price level"):
//   what the column holds.
// Anything else stays unknown and is named back.
export function withQualifyingNouns(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item[] {
  items = byCurrencyCode(items);
  const out: Item[] = [];
  for (let k = 0; k < items.length; k++) {
    const x = items[k];
    const next = items[k + 1];
    // "large wildlife" where Large is a Wildlife Size: the value says which of the columns the
    // word names (Wildlife Size, Wildlife Species) and is of that column.
    const ofValue = valueColumn(x, next);
    if (ofValue) {
      out.push(ofValue);
      k++;
      continue;
    }
    // "the under 10000 group" where the Group column holds "<10000": the bin, not a test.
    const bin = binSaid(x, items[k - 1], next, model);
    if (bin) {
      out.push(bin);
      continue;
    }
    // "by share in the 200000+ group" where a PCT column holds each group's share: the column.
    const share = shareColumn(x, tokens, model, locale);
    if (share) {
      out.push(share);
      continue;
    }
    // "military flights" where Flight is only the last word of Phase of flight: a noun a value
    // qualifies is what has that value, not a column it only qualifies in the column's name.
    if (qualifierAfterValue(x, items[k - 1], tokens, locale)) {
      out.push({ kind: 'unknown', start: x.start, end: x.end, word: tokens[x.start].raw });
      continue;
    }
    // "the most damage in dollars" where Effect Amount of damage holds no money: the money it cost.
    const money = saidInMoney(x, next, tokens, model, locale);
    if (money) {
      out.push(money);
      k++;
      continue;
    }
    // "country of origin" of a Country column: a compound of the dictionary that is a kind of
    // what the column's word names.
    if (x.kind === 'field' && next && kindOfCompound(x, next, tokens, locale)) {
      out.push({ ...x, end: next.end });
      k++;
      continue;
    }
    if (
      x.kind !== 'field' ||
      x.arithmetic ||
      next?.kind !== 'unknown' ||
      next.start !== x.end ||
      next.end - next.start !== 1
    ) {
      out.push(x);
      continue;
    }
    const word = tokens[next.start].norm;
    if (!languagePack(locale).broaderNouns) {
      out.push(x);
      continue;
    }
    const target = x.alternatives.length
      ? narrowed(x, word, tokens, locale)
      : numeric(x, model) && isMagnitude(word)
        ? ({ kind: 'field', metric: x.metric, dimension: x.dimension } as const)
        : undefined;
    if (!target || target.kind !== 'field') {
      out.push(x);
      continue;
    }
    out.push({
      kind: 'field',
      start: x.start,
      end: next.end,
      ...(target.metric ? { metric: target.metric } : {}),
      ...(target.dimension ? { dimension: target.dimension } : {}),
      quality: x.quality,
      alternatives: [],
      ...(x.pause ? { pause: true } : {}),
    });
    k++;
  }
  return out;
}

// The one of a field's readings whose name, past the words said, holds the noun or a word the
// dictionary gives for it or above it.
function narrowed(
  x: Extract<Item, { kind: 'field' }>,
  word: string,
  tokens: Token[],
  locale: Locale,
): ModelTarget | undefined {
  const pack = languagePack(locale);
  const said = new Set(tokens.slice(x.start, x.end).map((t) => t.norm));
  const meant = new Set(
    [word, ...(pack.nounSynonyms?.(word) ?? []), ...(pack.broaderNouns?.(word, 2) ?? [])].flatMap(
      (w) => (w.includes(' ') ? [] : [w]),
    ),
  );
  const fits = readings(x).filter((r) => {
    if (r.kind !== 'field') return false;
    const rest = nameWords(r.metric ?? r.dimension ?? '').filter((w) => !said.has(w));
    return rest.some((w) => meant.has(w));
  });
  return fits.length === 1 ? fits[0] : undefined;
}

function numeric(x: Extract<Item, { kind: 'field' }>, model: SemanticModel): boolean {
  if (x.metric)
    return model.metrics.some((m) => m.id === x.metric && m.expression.kind === 'column');
  return model.dimensions.some((d) => d.id === x.dimension && d.numeric);
}

// Whether an English noun's commonest senses are a quantity or a degree of something.
function isMagnitude(noun: string): boolean {
  if (!/^[a-z]+$/.test(noun)) return false;
  return lookup(noun)
    .filter((e) => e.pos === 'noun')
    .some((e) =>
      e.synsets.slice(0, SENSES).some((o) => underConcept(o, MAGNITUDES, MAGNITUDE_DEPTH)),
    );
}

function valueColumn(x: Item, next: Item | undefined): Item | undefined {
  if (x.kind !== 'value' || next?.kind !== 'field' || next.start !== x.end) return undefined;
  if (!next.alternatives.length || next.arithmetic) return undefined;
  const columns = new Set(
    [next, ...next.alternatives].flatMap((r) =>
      'dimension' in r && r.dimension ? [r.dimension] : [],
    ),
  );
  const options = x.options.filter((o) => columns.has(o.dimension));
  if (new Set(options.map((o) => o.dimension)).size !== 1) return undefined;
  return { ...x, end: next.end, options };
}

function qualifierAfterValue(
  x: Item,
  before: Item | undefined,
  tokens: Token[],
  locale: Locale,
): boolean {
  if (x.kind !== 'field' || x.quality >= 3 || x.end - x.start !== 1 || x.arithmetic) return false;
  if (before?.kind !== 'value' || before.end !== x.start) return false;
  const column = x.dimension ?? x.metric ?? '';
  if (before.options.some((o) => o.dimension === column)) return false;
  const words = nameWords(column);
  // The head of "Phase of flight" is Phase: the words before the first "of".
  const of = words.findIndex((w) => languagePack(locale).subjectWords.includes(w));
  const head = of > 0 ? words[of - 1] : words.at(-1);
  // Only a match by a word of the name: a column read from the rows' noun ("satışlar" as the
  // amount sold) is no qualifier of it.
  const said = [tokens[x.start].norm, ...stems(tokens[x.start].norm, locale).map((s) => s.base)];
  const named = words.filter((w) => said.includes(w));
  return !!head && named.length > 0 && !named.includes(head);
}

// A bin of numbers as the data writes it: "<10000" (below), "200000+" (from there up).
function binOf(value: string): { below: boolean; bound: number } | undefined {
  const m = /^\s*(?:([<>])=?\s*(\d[\d,.]*)|(\d[\d,.]*)\s*\+)\s*$/.exec(value);
  if (!m) return undefined;
  const bound = Number((m[2] ?? m[3]).replace(/,/g, ''));
  return { below: m[1] === '<', bound };
}

// A test of a number said beside a column of bins, that one of its bins is: "under 10000" of
// "<10000", "over 200000" or "200000 and over" of "200000+".
function binSaid(
  x: Item,
  before: Item | undefined,
  after: Item | undefined,
  model: SemanticModel,
): Item | undefined {
  if (x.kind !== 'comparison' || x.field || x.unit || x.values.length !== 1) return undefined;
  const below = x.op === '<' || x.op === '<=';
  if (!below && x.op !== '>' && x.op !== '>=') return undefined;
  for (const beside of [
    after?.start === x.end ? after : undefined,
    before?.end === x.start ? before : undefined,
  ]) {
    if (beside?.kind !== 'field' || !beside.dimension || beside.alternatives.length) continue;
    const value = (model.values[beside.dimension] ?? []).find((v) => {
      const bin = binOf(v);
      return bin?.below === below && bin.bound === x.values[0];
    });
    if (value)
      return {
        kind: 'value',
        start: x.start,
        end: x.end,
        options: [{ dimension: beside.dimension, value }],
        ...(x.pause ? { pause: true } : {}),
      };
  }
  return undefined;
}

// The keyword of a share where the data keeps shares in one column named by the keyword's word or
// its dictionary synonyms (share: portion, part, percentage): that column, not rows counted.
function shareColumn(
  x: Item,
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item | undefined {
  if (x.kind !== 'keyword' || x.keyword.kind !== 'share') return undefined;
  const pack = languagePack(locale);
  const word = tokens[x.start].norm;
  const words = new Set([word, ...(pack.nounSynonyms?.(word) ?? [])]);
  // By the column's own words: the lexicon leaves out a column's words that are keywords.
  const named = model.metrics.filter(
    (m) =>
      m.expression.kind === 'column' &&
      [...nameWords(m.id), ...(m.synonyms[locale] ?? [])].some((w) => words.has(w)),
  );
  if (named.length !== 1) return undefined;
  return {
    kind: 'field',
    start: x.start,
    end: x.end,
    metric: named[0].id,
    quality: 2,
    alternatives: [],
    ...(x.pause ? { pause: true } : {}),
  };
}

// "price greater than 700 (in USD)" where price_in_dollars, price_in_euros and price_in_pounds are
// the data's prices: the code of a currency (ISO 4217, named by the runtime's own list) says which
// column of several is meant, the one named after that currency, and is no word left unexplained.
const CURRENCY_NAMES = new Intl.DisplayNames(['en'], { type: 'currency' });
function byCurrencyCode(items: Item[]): Item[] {
  const code = items.find(
    (x): x is Extract<Item, { kind: 'unknown' }> => x.kind === 'unknown' && isCurrencyCode(x.word),
  );
  if (!code) return items;
  const named = nameWords(CURRENCY_NAMES.of(code.word.toUpperCase()) ?? '');
  const forms = new Set(named.flatMap((w) => [w, `${w}s`]));
  let found = false;
  const out = items.map((x) => {
    if (x.kind !== 'field' || !x.alternatives.length || x.arithmetic) return x;
    const fits = readings(x).filter(
      (r) =>
        r.kind === 'field' && nameWords(r.metric ?? r.dimension ?? '').some((w) => forms.has(w)),
    );
    const [fit] = fits;
    if (fits.length !== 1 || fit.kind !== 'field') return x;
    found = true;
    return { ...x, metric: fit.metric, dimension: fit.dimension, alternatives: [] };
  });
  return found ? out.filter((x) => x !== code) : items;
}

// A column's word, "of" and an unknown noun that WordNet lists together as one noun filed under the
// column's word ("country of origin": a country; "rate of return": a rate).
function kindOfCompound(x: Item, next: Item, tokens: Token[], locale: Locale): boolean {
  const pack = languagePack(locale);
  if (x.kind !== 'field' || x.end - x.start !== 1 || x.arithmetic || x.alternatives.length)
    return false;
  if (!oneWordAfterNext(x, next)) return false;
  if (!pack.subjectWords.includes(tokens[x.end].norm) || locale !== 'en') return false;
  const head = pack.sense?.(tokens[x.start].norm)?.lemma ?? tokens[x.start].norm;
  const compound = `${head}_${tokens[x.end].norm}_${tokens[next.start].norm}`;
  return lookup(compound).some(
    (e) =>
      e.pos === 'noun' &&
      e.synsets.some((o) =>
        synset('noun', o).hypernyms.some((h) => synset('noun', h).words.includes(head)),
      ),
  );
}

// A column of categories, a short word and a unit of money ("damage in dollars"): the data's money
// measure (its total where several add up to it), the words all of it.
function saidInMoney(
  x: Item,
  next: Item | undefined,
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item | undefined {
  if (x.kind !== 'field' || x.metric || x.arithmetic || x.alternatives.length) return undefined;
  if (!next || !oneWordAfterNext(x, next)) return undefined;
  if (locale !== 'en' || !isStopWord(tokens[x.end].norm, locale)) return undefined;
  const unit = languagePack(locale).sense?.(tokens[next.start].norm)?.lemma;
  if (!unit || !isMoney(unit)) return undefined;
  const metric = moneyTotal(model);
  return metric
    ? { kind: 'field', start: x.start, end: next.end, metric, quality: 2, alternatives: [] }
    : undefined;
}

// An unknown single word one word after the field ("country of origin", "damage in dollars").
const oneWordAfterNext = (x: Item, next: Item) =>
  next.kind === 'unknown' && next.start === x.end + 1 && next.end - next.start === 1;
