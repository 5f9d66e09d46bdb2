import { modelLexicon } from '../model/lexicon';
import { columnSynonyms, nameWords, plural } from '../model/humanize';
import { modelMemo } from '../model/model-memo';
import { EVENT_TAIL } from '../model/row-semantics';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale } from '../text/normalize';
import { tokenize } from '../text/normalize';
import { languagePack } from './keywords';
import { unitKinds } from './lexical/unit-quantities';

type Column = { metric?: string; dimension?: string };

// Kept per model and words: the dictionary's words for a question's words are looked up again by
// every reading. Each caller gets its own copy of the map.
const namedByModel = modelMemo<ReadonlyMap<string, Column>>(2_000);

// Whether a word reached a column through the words the dictionary relates to it may name that
// column: a column of money only by a word of possessions ("price", "sold"), so "quantity", whose
// kind is an amount, never names Tutar (an amount of money).
export function relatedMayName(
  model: SemanticModel,
  column: Column,
  word: string,
  locale: Locale,
): boolean {
  const ofPossession = languagePack(locale).ofPossession;
  if (!ofPossession || !column.metric) return true;
  const money = model.metrics.find((m) => m.id === column.metric)?.format === 'currency';
  return !money || ofPossession(word);
}

// The columns these words name: by a whole name or short name, or as the event a date column dates.
export function columnsNamed(
  model: SemanticModel,
  words: string[],
  locale: Locale,
): Map<string, Column> {
  const key = `${locale}\u0000${words.join('\u0001')}`;
  return new Map(namedByModel(model, key, () => findColumnsNamed(model, words, locale)));
}

function findColumnsNamed(
  model: SemanticModel,
  words: string[],
  locale: Locale,
): Map<string, Column> {
  const lexicon = modelLexicon(model, locale);
  const named = new Map<string, Column>();
  // The dictionary gives nouns in the singular; columns are often named in the plural (Deaths).
  for (const w of words.flatMap((x) => (/^[a-z]+$/.test(x) ? [x, plural(x)] : [x]))) {
    const tokens = tokenize(w);
    for (const m of lexicon.matches(tokens, locale, () => true))
      if (m.start === 0 && m.end === tokens.length && m.quality >= 3 && m.target.kind === 'field')
        named.set(m.target.dimension ?? m.target.metric ?? '', m.target);
  }
  for (const d of model.dimensions) {
    const name = nameWords(d.column);
    const event = name.length === 2 && EVENT_TAIL.test(name[1]) && d.kind === 'time';
    if (event && words.includes(name[0])) named.set(d.id, { dimension: d.id });
  }
  return named;
}

// The unit a column's name gives its numbers: "Body Mass (g)", "Weight_in_lbs", "Weight Kg".
function unitWords(name: string): string[] {
  const inBrackets = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1].trim().toLowerCase());
  const words = nameWords(name);
  return [...inBrackets, ...(words.length > 1 ? [words[words.length - 1]] : [])];
}

// The columns that measure what these words name: named so, or else holding numbers in a unit of
// it ("weight": the column in grams, whatever it is called).
export function columnsMeasuring(
  model: SemanticModel,
  words: string[],
  locale: Locale,
): Map<string, Column> {
  const named = columnsNamed(model, words, locale);
  if (named.size) return named;
  // A short name several columns share ("temperature" of temp_max and temp_min) names them all;
  // else a unit of what is measured.
  const shared = (column: string) => columnSynonyms(column).some((p) => words.includes(p));
  const inUnit = (column: string) =>
    unitWords(column).some((u) => unitKinds(u).some((kind) => words.includes(kind)));
  const measures = (column: string) => shared(column) || inUnit(column);
  for (const m of model.metrics)
    if (m.expression.kind === 'column' && measures(m.expression.column))
      named.set(m.id, { metric: m.id });
  for (const d of model.dimensions)
    if (d.numeric && !named.has(d.id) && measures(d.column)) named.set(d.id, { dimension: d.id });
  return named;
}

// The date column of the rows' event that a word derived from a verb names, where the language's
// grammar tells its verb ("Giriş" of İşe Giriş Tarihi is gir-): a word of the same verb
// ("girenlerin", "girişler"), or a word of another verb said after the same complement as the
// event ("işe alım", "işe alınanlar" of İşe Giriş Tarihi: hiring is entering work seen from the
// employer). Only where exactly one date column is named so.
export function eventColumn(
  model: SemanticModel,
  roots: string[],
  before: string | undefined,
  locale: Locale,
): string | undefined {
  const verbRoots = languagePack(locale).inflection?.verbRoots;
  if (!verbRoots || !roots.length) return undefined;
  const found = model.dimensions.filter((d) => {
    const name = nameWords(d.column);
    if (d.kind !== 'time' || name.length < 2 || !EVENT_TAIL.test(name[name.length - 1]))
      return false;
    const event = verbRoots(name[name.length - 2]);
    if (!event.length) return false;
    if (event.some((r) => roots.includes(r))) return true;
    return name.length >= 3 && !!before && before === name[name.length - 3];
  });
  return found.length === 1 ? found[0].id : undefined;
}
