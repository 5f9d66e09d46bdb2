import { nameWords } from '../model/humanize';
import type { ModelTarget } from '../model/lexicon';
import { modelMemo } from '../model/model-memo';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { columnsMeasuring, relatedMayName } from './columns-named';
import { languagePack } from './keywords';
import type { Item } from './segment';

type Column = { metric?: string; dimension?: string };
type Field = Extract<Item, { kind: 'field' }>;

// At most this many columns for one word: more is no reading, only a guess.
const MOST_COLUMNS = 2;

// Words the data does not spell that the dictionary relates to its columns through one of the
// word's senses, the data choosing the sense:
// - a noun one of whose senses is a kind of what columns measure ("goals": a goal is a score, and
//   home_score and away_score are scores);
// - a noun that one of a column's words is a kind of ("league": a division, in sports, is a league).
// Then two neighbouring words that each name several columns name the one they share ("home goals":
// home_score), and a word that still names two columns that add up, parts of one whole, names
// their sum ("total goals": home_score + away_score).
export function withSenseFields(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item[] {
  if (!languagePack(locale).senseKinds) return items;
  const read = items.map((x) =>
    x.kind === 'unknown' && x.end - x.start === 1
      ? (senseField(x, tokens[x.start].norm, model, locale) ?? x)
      : x,
  );
  return sideSaid(shared(read), tokens, model, locale).map((x) =>
    x.kind === 'field' ? (wholeOfParts(x, tokens, model, locale) ?? x) : x,
  );
}

// Columns named apart by a pair of opposites (home_team / away_team, home_score / away_score), by
// the side word: home → home_team, home_score.
const sidesByModel = modelMemo<ReadonlyMap<string, { opposite: string; columns: Set<string> }>>(4);
function sidesOf(model: SemanticModel, locale: Locale) {
  return sidesByModel(model, locale, () => {
    const out = new Map<string, { opposite: string; columns: Set<string> }>();
    const ids = [...new Set([...model.dimensions, ...model.metrics].map((f) => f.id))];
    for (const a of ids)
      for (const b of ids) {
        const apart = sidesApart(a, b, locale);
        if (!apart) continue;
        const side = out.get(apart[0]) ?? { opposite: apart[1], columns: new Set<string>() };
        side.columns.add(a);
        out.set(apart[0], side);
      }
    return out;
  });
}

// "top 3 teams by goals scored at home", "how many goals did Juventus score at home": where one side
// of such a pair is said and its opposite is not, every word naming both sides names that side's
// column, and the side word, once it has said so, names nothing more.
function sideSaid(items: Item[], tokens: Token[], model: SemanticModel, locale: Locale): Item[] {
  const sides = sidesOf(model, locale);
  if (!sides.size) return items;
  const said = [...new Set(tokens.map((t) => t.norm).filter((w) => sides.has(w)))];
  const side = said.length === 1 ? sides.get(said[0]) : undefined;
  if (!side || said.includes(side.opposite)) return items;
  const theirs = sides.get(side.opposite)?.columns ?? new Set<string>();
  const mine = side.columns;
  let used = false;
  const out = items.map((x): Item => {
    if (x.kind === 'field' && x.alternatives.length) {
      const all = readings(x).map(readingId);
      const kept = readings(x).filter((r) => mine.has(readingId(r)));
      if (kept.length !== 1 || !all.some((id) => theirs.has(id))) return x;
      if (all.some((id) => !mine.has(id) && !theirs.has(id))) return x;
      const [r] = kept;
      if (r.kind !== 'field') return x;
      used = true;
      const { metric: _m, dimension: _d, ...rest } = x;
      return {
        ...rest,
        ...(r.metric ? { metric: r.metric } : {}),
        ...(r.dimension ? { dimension: r.dimension } : {}),
        alternatives: [],
      };
    }
    if (x.kind === 'value' && x.options.length > 1) {
      const kept = x.options.filter((o) => mine.has(o.dimension));
      if (kept.length !== 1 || !x.options.some((o) => theirs.has(o.dimension))) return x;
      used = true;
      return { ...x, options: kept };
    }
    return x;
  });
  if (!used) return out;
  // The side word alone ("at home"), read as a column of its side, has said which side; a column
  // said again ("goals … score") is the same column.
  const seen = new Set<string>();
  return out.filter((x) => {
    if (x.kind !== 'field' || x.arithmetic) return true;
    const ids = readings(x).map(readingId);
    const alone =
      x.end - x.start === 1 && tokens[x.start].norm === said[0] && ids.every((i) => mine.has(i));
    if (alone) return false;
    if (x.alternatives.length) return true;
    const [id] = ids;
    const again = seen.has(id);
    seen.add(id);
    return !again;
  });
}

function senseField(x: Item, word: string, model: SemanticModel, locale: Locale): Item | undefined {
  const pack = languagePack(locale);
  const lemma = pack.sense?.(word)?.lemma ?? word;
  const bySense = new Map<string, Column[]>();
  for (const kinds of pack.senseKinds?.(lemma) ?? []) {
    const columns = [...columnsMeasuring(model, kinds, locale).values()].filter((c) =>
      relatedMayName(model, c, word, locale),
    );
    if (columns.length) bySense.set(columns.map(idOf).sort().join('\u0000'), columns);
  }
  const columns =
    bySense.size === 1 ? [...bySense.values()][0] : kindOfValues(model, locale, lemma);
  if (!columns?.length || columns.length > MOST_COLUMNS) return undefined;
  const [first, ...others] = columns;
  // "goals" of home_score: a plural of a kind of what a measure holds counts its units.
  const units = !!first.metric && lemma !== word && bySense.size === 1;
  return {
    kind: 'field',
    start: x.start,
    end: x.end,
    ...first,
    quality: 2,
    alternatives: others.map((o) => ({ kind: 'field' as const, ...o })),
    ...(units ? { units } : {}),
  };
}

const idOf = (c: Column) => c.dimension ?? c.metric ?? '';

// The column of categories one of whose name words is, in one of its senses, a kind of the word,
// where its values say so too: "league" of Division, a division being a league and the values
// "English Premier League", "Deutsche Bundesliga", …
function kindOfValues(model: SemanticModel, locale: Locale, word: string): Column[] | undefined {
  const kinds = kindOfColumns(model, locale).get(word) ?? [];
  const valued = kinds.filter((id) =>
    (model.values[id] ?? []).some((v) => nameWords(v).includes(word)),
  );
  return valued.length === 1 ? [{ dimension: valued[0] }] : undefined;
}

// The words each categorical column's name words are kinds of, in any of their senses.
const kindsByModel = modelMemo<ReadonlyMap<string, string[]>>(4);
function kindOfColumns(model: SemanticModel, locale: Locale): ReadonlyMap<string, string[]> {
  return kindsByModel(model, locale, () => {
    const pack = languagePack(locale);
    const out = new Map<string, string[]>();
    for (const d of model.dimensions) {
      if (d.kind !== 'categorical' || d.numeric) continue;
      for (const w of new Set(nameWords(d.id).filter((n) => n.length >= 4)))
        for (const kind of new Set((pack.senseKinds?.(w) ?? []).flat())) {
          const list = out.get(kind) ?? [];
          if (!list.includes(d.id)) list.push(d.id);
          out.set(kind, list);
        }
    }
    return out;
  });
}

// A field's readings: the one it was read as, then the others its words allow.
export const readings = (x: Field): ModelTarget[] => [
  { kind: 'field', metric: x.metric, dimension: x.dimension },
  ...x.alternatives,
];
const readingId = (r: ModelTarget) => (r.kind === 'field' ? (r.dimension ?? r.metric ?? '') : '');

// Two neighbouring fields, one at least naming several columns, that share exactly one.
function shared(items: Item[]): Item[] {
  const out: Item[] = [];
  for (let k = 0; k < items.length; k++) {
    const a = items[k];
    const b = items[k + 1];
    if (
      a.kind === 'field' &&
      b?.kind === 'field' &&
      a.end === b.start &&
      !a.arithmetic &&
      !b.arithmetic &&
      (a.alternatives.length || b.alternatives.length)
    ) {
      const ofB = new Set(readings(b).map(readingId));
      const both = readings(a).filter((r) => ofB.has(readingId(r)));
      if (both.length === 1 && both[0].kind === 'field') {
        out.push({
          kind: 'field',
          start: a.start,
          end: b.end,
          ...(both[0].metric ? { metric: both[0].metric } : {}),
          ...(both[0].dimension ? { dimension: both[0].dimension } : {}),
          quality: Math.min(a.quality, b.quality),
          alternatives: [],
          ...(a.pause ? { pause: true } : {}),
          ...(a.units || b.units ? { units: true } : {}),
        });
        k++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

// Two measures whose names differ by a pair of opposites (home_score, away_score): two sides of one
// whole, which a word naming both means. Not two readings of one thing (IMDB and Rotten Tomatoes
// ratings), nor a part and its whole (US and Worldwide Gross).
function wholeOfParts(
  x: Field,
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Item | undefined {
  if (x.alternatives.length !== 1 || x.arithmetic) return undefined;
  const [a, b] = readings(x).map((r) =>
    r.kind === 'field' && r.metric
      ? model.metrics.find((m) => m.id === r.metric && m.expression.kind === 'column')
      : undefined,
  );
  if (!a || !b || a.defaultAggregation !== b.defaultAggregation) return undefined;
  const apart = sidesApart(a.id, b.id, locale);
  if (!apart) return undefined;
  // "goals scored at home": a side said elsewhere may mean one part, so the whole is not assumed.
  if (tokens.some((t) => apart.includes(t.norm))) return undefined;
  return {
    kind: 'field',
    start: x.start,
    end: x.end,
    metric: a.id,
    quality: x.quality,
    alternatives: [],
    arithmetic: { op: 'plus', other: b.id },
    ...(x.pause ? { pause: true } : {}),
    ...(x.units ? { units: true } : {}),
  };
}

// The one word each of two column names has that the other lacks, where the two are opposites
// (home_score, away_score: home and away).
function sidesApart(a: string, b: string, locale: Locale): [string, string] | undefined {
  const wa = nameWords(a);
  const wb = nameWords(b);
  const onlyA = wa.filter((w) => !wb.includes(w));
  const onlyB = wb.filter((w) => !wa.includes(w));
  if (wa.length !== wb.length || onlyA.length !== 1 || onlyB.length !== 1) return undefined;
  return languagePack(locale).opposites?.(onlyA[0], onlyB[0]) ? [onlyA[0], onlyB[0]] : undefined;
}
