import Qty from 'js-quantities';
import type { SemanticModel } from '../model/semantic-model';
import { nameWords } from '../model/humanize';
import type { Locale, Token } from '../text/normalize';
import { languagePack } from './keywords';
import { englishLemma } from './lexical/english-lemmas';
import { lookup, underConcept } from './lexical/wordnet';

// Units of measure, read and converted by js-quantities: the unit a number is said in ("over 5 kg",
// "more than 20 pounds") and the unit a column's name says its values are in ("Body Mass (g)",
// "Weight_in_lbs", "Miles_per_Gallon"), so "5 kg" on a column of grams tests 5000.

// The kinds of quantity read as units of measure. Temperatures are not: a degree said is a
// difference in js-quantities (30 °C would become 54 °F), and an absolute temperature is asked back
// rather than converted wrongly. Time is a unit only where a column is in one ("Running Time min"):
// elsewhere "5 years" is a span of dates.
const MEASURES = new Set([
  'mass',
  'length',
  'volume',
  'area',
  'speed',
  'energy',
  'power',
  'pressure',
  'force',
  'time',
]);

export type MeasureUnit = { unit: string; kind: string };

const parsed = new Map<string, MeasureUnit | null>();
function parse(text: string): MeasureUnit | undefined {
  let found = parsed.get(text);
  if (found === undefined) {
    found = null;
    try {
      const q = Qty.parse(`1 ${text}`);
      const unit = q?.units() ?? '';
      // A ratio of two units ("mi/gal") has no named kind; it converts to its own kind only.
      const kind = q?.kind() ?? (unit.includes('/') ? `per:${unit}` : undefined);
      if (q && unit && kind && (MEASURES.has(kind) || kind.startsWith('per:')))
        found = { unit, kind: kind.startsWith('per:') ? compoundKind(q) : kind };
    } catch {
      found = null;
    }
    parsed.set(text, found);
  }
  return found ?? undefined;
}

// Compound units have no named kind in js-quantities: two of them are the same kind when they
// convert to each other, so the kind is the base units they reduce to ("mi/gal" and "km/l").
function compoundKind(q: Qty): string {
  return `per:${q.toBase().units()}`;
}

// The unit a word said after a number names, in any language (unit symbols and the library's own
// names and plurals: "kg", "kilograms", "pounds", "mm", "miles"). Time units only where the data
// has a column in one.
export function measureUnit(word: string, model: SemanticModel): MeasureUnit | undefined {
  if (!/^[\p{L}/]+$/u.test(word)) return undefined;
  const unit = parse(word);
  if (!unit) return undefined;
  if (unit.kind === 'time' && !columnUnits(model).some((c) => c.unit.kind === 'time'))
    return undefined;
  return unit;
}

// The word at i, right after a number, as a unit of measure: not a word of the language's grammar
// ("in" of "over 5 in 2010", read as inches by the library), not a word the data names ("points"
// of a column Points), and, where the English WordNet knows the word, one of its first senses is a
// unit of measurement ("kg", "pounds", "feet"; not "points" or "stone", whose units are rare senses).
export function measureWordAt(
  tokens: Token[],
  i: number,
  model: SemanticModel,
  locale: Locale,
  named: (i: number) => boolean,
): 'measure' | undefined {
  const word = tokens[i]?.norm;
  if (!word || grammarWords(locale).has(word) || named(i)) return undefined;
  return measureUnit(word, model) && unitSense(word) ? 'measure' : undefined;
}

const grammar = new Map<Locale, Set<string>>();
// The closed-class words a language pack's grammar uses: prepositions, articles, conjunctions.
function grammarWords(locale: Locale): Set<string> {
  let found = grammar.get(locale);
  if (!found) {
    const p = languagePack(locale);
    found = new Set([
      ...p.dates.words.monthContext,
      ...p.dates.words.partOf,
      ...p.fromWords,
      ...p.toWords,
      ...p.conjunctions,
      ...p.subjectWords,
      ...p.perWords,
      ...p.presentation.axisLinks.prepositions,
      ...p.presentation.axisLinks.articles,
    ]);
    grammar.set(locale, found);
  }
  return found;
}

// WordNet's concepts of units: of measurement, and of time.
const UNIT_CONCEPTS = new Set(['unit_of_measurement', 'time_unit']);
const unitSenses = new Map<string, boolean>();
function unitSense(word: string): boolean {
  let found = unitSenses.get(word);
  if (found === undefined) {
    const forms = new Set([word, /^[a-z]+$/.test(word) ? englishLemma(word) : word]);
    const nouns = [...forms].flatMap((f) => lookup(f).filter((e) => e.pos === 'noun'));
    found = !nouns.length || nouns.some((n) => n.synsets.slice(0, 3).some(isUnitConcept));
    unitSenses.set(word, found);
  }
  return found;
}

function isUnitConcept(offset: number): boolean {
  return underConcept(offset, UNIT_CONCEPTS, 11);
}

// A scale word that is also a unit of measure ("m": million or metre) is the unit where a column
// of the data is in a unit of its kind.
export function unitNotScale(word: string, model: SemanticModel): boolean {
  const unit = measureUnit(word, model);
  return !!unit && columnsInUnit(model, unit).length > 0;
}

// The unit a column's name says its values are in: a trailing "(g)" or "[kg]", "…_in_lbs",
// "Miles_per_Gallon", or a last word that is a unit's short symbol ("Weight Kg", "Running Time min").
// A whole word at the end of a name ("Year", "Days") is what it counts, not a unit it is in.
export function unitOfColumnName(name: string): MeasureUnit | undefined {
  const bracketed = /[([]\s*([^()[\]]+?)\s*[)\]]\s*$/.exec(name);
  if (bracketed) return parse(bracketed[1]) ?? parse(bracketed[1].toLowerCase());
  const words = nameWords(name);
  if (words.length < 2) return undefined;
  const at = words.lastIndexOf('in');
  if (at > 0 && at < words.length - 1) return parse(words.slice(at + 1).join(' '));
  const per = words.indexOf('per');
  if (per > 0 && per === words.length - 2) return parse(`${words[per - 1]}/${words[per + 1]}`);
  const last = words[words.length - 1];
  return last.length <= 3 ? parse(last) : undefined;
}

type ColumnUnit = { id: string; unit: MeasureUnit };
const byModel = new WeakMap<SemanticModel, ColumnUnit[]>();

// The measures and numeric columns whose names say their unit, once per model.
export function columnUnits(model: SemanticModel): ColumnUnit[] {
  let found = byModel.get(model);
  if (!found) {
    found = [];
    for (const m of model.metrics)
      if (m.expression.kind === 'column') {
        const unit = unitOfColumnName(m.expression.column);
        if (unit) found.push({ id: m.id, unit });
      }
    for (const d of model.dimensions)
      if (d.numeric && !found.some((c) => c.id === d.id)) {
        const unit = unitOfColumnName(d.column);
        if (unit) found.push({ id: d.id, unit });
      }
    byModel.set(model, found);
  }
  return found;
}

export function unitOfColumn(model: SemanticModel, id: string): MeasureUnit | undefined {
  return columnUnits(model).find((c) => c.id === id)?.unit;
}

// The columns whose unit the one said converts to ("kg" → "Body Mass (g)").
export function columnsInUnit(model: SemanticModel, said: MeasureUnit): string[] {
  return columnUnits(model)
    .filter((c) => convertible(said, c.unit))
    .map((c) => c.id);
}

function convertible(from: MeasureUnit, to: MeasureUnit): boolean {
  if (from.kind !== to.kind) return false;
  try {
    return Qty.parse(`1 ${from.unit}`)?.isCompatible(to.unit) ?? false;
  } catch {
    return false;
  }
}

// A value said in one unit, in another; undefined where the two do not convert.
export function convertValue(
  value: number,
  from: MeasureUnit,
  to: MeasureUnit,
): number | undefined {
  if (!convertible(from, to)) return undefined;
  if (from.unit === to.unit) return value;
  const converted = Qty(value, from.unit).to(to.unit).scalar;
  // The library's floating point ("4999.999999999999" for 5 kg in g) rounded at 12 digits.
  return Number(converted.toPrecision(12));
}
