import { nameWords } from '../model/humanize';
import type { ModelTarget } from '../model/lexicon';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { languagePack } from './keywords';
import { lookup, underConcept } from './lexical/wordnet';
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
  const pack = languagePack(locale);
  if (!pack.broaderNouns) return items;
  const out: Item[] = [];
  for (let k = 0; k < items.length; k++) {
    const x = items[k];
    const next = items[k + 1];
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
  const readings: ModelTarget[] = [
    { kind: 'field', metric: x.metric, dimension: x.dimension },
    ...x.alternatives,
  ];
  const fits = readings.filter((r) => {
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
