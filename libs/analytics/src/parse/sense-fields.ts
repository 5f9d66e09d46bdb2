import { nameWords } from '../model/humanize';
import type { ModelTarget } from '../model/lexicon';
import { modelMemo } from '../model/model-memo';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { columnsMeasuring } from './columns-named';
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
  return shared(read).map((x) =>
    x.kind === 'field' ? (wholeOfParts(x, tokens, model, locale) ?? x) : x,
  );
}

function senseField(x: Item, word: string, model: SemanticModel, locale: Locale): Item | undefined {
  const pack = languagePack(locale);
  const lemma = pack.sense?.(word)?.lemma ?? word;
  const bySense = new Map<string, Column[]>();
  for (const kinds of pack.senseKinds?.(lemma) ?? []) {
    const columns = [...columnsMeasuring(model, kinds, locale).values()];
    if (columns.length) bySense.set(columns.map(idOf).sort().join('\u0000'), columns);
  }
  const columns =
    bySense.size === 1 ? [...bySense.values()][0] : kindOfValues(model, locale, lemma);
  if (!columns?.length || columns.length > MOST_COLUMNS) return undefined;
  const [first, ...others] = columns;
  return {
    kind: 'field',
    start: x.start,
    end: x.end,
    ...first,
    quality: 2,
    alternatives: others.map((o) => ({ kind: 'field' as const, ...o })),
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
  const wa = nameWords(a.id);
  const wb = nameWords(b.id);
  const onlyA = wa.filter((w) => !wb.includes(w));
  const onlyB = wb.filter((w) => !wa.includes(w));
  if (wa.length !== wb.length || onlyA.length !== 1 || onlyB.length !== 1) return undefined;
  if (!languagePack(locale).opposites?.(onlyA[0], onlyB[0])) return undefined;
  // "goals scored at home": a side said elsewhere may mean one part, so the whole is not assumed.
  if (tokens.some((t) => t.norm === onlyA[0] || t.norm === onlyB[0])) return undefined;
  return {
    kind: 'field',
    start: x.start,
    end: x.end,
    metric: a.id,
    quality: x.quality,
    alternatives: [],
    arithmetic: { op: 'plus', other: b.id },
    ...(x.pause ? { pause: true } : {}),
  };
}
