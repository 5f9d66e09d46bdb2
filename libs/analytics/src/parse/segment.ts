import { abbreviatedNameMatches } from './abbreviated-names';
import type { ModelTarget } from '../model/lexicon';
import { modelLexicon } from '../model/lexicon';
import { modelMemo } from '../model/model-memo';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import { fold, own, tokenize } from '../text/normalize';
import { nameWords } from '../model/humanize';
import { findDates } from './date-phrases';
import { numberAt } from './date-phrases';
import type { RangeSpec } from './date-spec';
import type { Keyword } from './keywords';
import { stems } from './morphology';
import { isMoney, namesMoneyInstead } from './money-words';
import {
  allPacks,
  isFunctionWord,
  isKeywordHead,
  isStopWord,
  keywordIndex,
  languagePack,
} from './keywords';
import type { Match } from './phrase-index';
import type { ViewItem } from './presentation';
import type { TextTestItem } from './text-tests';
import type { LanguagePack } from './languages/language-pack';
import { PERIOD_KEYWORDS } from './languages/language-pack';
import { findTextTests } from './text-tests';
import { findPresentation } from './presentation';
import { columnsMeasuring, columnsNamed, eventColumn, relatedMayName } from './columns-named';
import { measureWordAt, unitNotScale } from './units';
import type { Arithmetic } from './derived-measures';
import { withDerivedMeasures } from './derived-measures';
import { withQualifyingNouns } from './qualified-fields';
import { withMassMeasures } from './mass-values';
import { withSenseFields } from './sense-fields';

export type CompareOp = '>' | '>=' | '<' | '<=' | 'between';

// pause: a comma or a full stop comes right before the item, so it begins a new clause.
type Span = { start: number; end: number; pause?: boolean };
export type Item = Span &
  (
    | {
        kind: 'field';
        metric?: string;
        dimension?: string;
        quality: number;
        alternatives: ModelTarget[];
        // "gross minus budget": the measure derived from this one and another, row by row.
        arithmetic?: Arithmetic;
        // "goals" of a score column: the word counts the column's units, so they add up.
        units?: boolean;
      }
    | { kind: 'value'; options: { dimension: string; value: string }[] }
    | { kind: 'entity' }
    | { kind: 'keyword'; keyword: Keyword }
    | { kind: 'date'; spec: RangeSpec }
    | { kind: 'number'; value: number }
    | { kind: 'rank'; direction: 'desc' | 'asc'; limit: number }
    // field: the column a comparative names ("older than 40" → age); unit: what the number was
    // said in ("500 TL", "$2000"), which places it on a measure of that kind.
    | {
        kind: 'comparison';
        op: CompareOp;
        values: number[];
        field?: string;
        unit?: 'currency' | 'percent' | 'measure';
        unitWord?: string;
      }
    | { kind: 'unknown'; word: string }
    | Omit<ViewItem, 'start' | 'end'>
    | Omit<TextTestItem, 'start' | 'end'>
  );

type Candidate = Match<{ keyword: Keyword } | { model: ModelTarget }>;

const RANK_KINDS = new Set(['top', 'bottom', 'highest', 'lowest']);
// What may stand between a verb and its object: "killed the most people", "killed how many".
const RANKING_OR_COUNT = new Set([...RANK_KINDS, 'howMany', 'aggregation']);

// "100 million", "2.5k", "100 milyondan": a number and the scale word after it.
function scaledNumber(
  tokens: Token[],
  i: number,
  locale: Locale,
): { value: number; end: number } | undefined {
  const t = tokens[i];
  if (!t?.isNumber || t.value === undefined) return undefined;
  const next = tokens[i + 1];
  if (next && !next.isNumber) {
    for (const s of stems(next.norm, locale)) {
      const scale = own(languagePack(locale).scales, s.base);
      if (scale) return { value: t.value * scale, end: i + 2 };
    }
  }
  return { value: t.value, end: i + 1 };
}

function isMonthName(t: Token | undefined, locale: Locale): boolean {
  const { months } = languagePack(locale).dates;
  return !!t && stems(t.norm, locale).some((s) => months.includes(s.base));
}

function isYear(t: Token | undefined): boolean {
  return (
    !!t?.isNumber && /^\d{4}$/.test(t.norm) && Number(t.norm) >= 1800 && Number(t.norm) <= 2199
  );
}

// Splits a question into meaningful pieces: dates, numeric conditions, ranks, the model's fields and
// values, keywords, and the words nobody knows (which make the engine ask instead of guess).
export function segment(tokens: Token[], model: SemanticModel, locale: Locale): Item[] {
  return segmentation(tokens, model, locale).items;
}

// The keywords and the model's words in a question's tokens: the same for every segmentation of
// those tokens (the greedy one and each with a choice set aside), so found once per tokens, model
// and language, and gone with the tokens.
type Phrases = {
  model: SemanticModel;
  locale: Locale;
  everyKeyword: Match<Keyword>[];
  everyModelWord: Match<ModelTarget>[];
};
const phrasesByTokens = new WeakMap<Token[], Phrases[]>();
function phrasesIn(tokens: Token[], model: SemanticModel, locale: Locale): Phrases {
  let found = phrasesByTokens.get(tokens);
  if (!found) {
    found = [];
    phrasesByTokens.set(tokens, found);
  }
  const known = found.find((p) => p.model === model && p.locale === locale);
  if (known) return known;
  const phrases = {
    model,
    locale,
    everyKeyword: keywordIndex(locale).matches(tokens, locale, () => true),
    everyModelWord: [
      ...modelLexicon(model, locale).matches(tokens, locale, () => true),
      ...abbreviatedNameMatches(tokens, model, locale),
    ],
  };
  found.push(phrases);
  return phrases;
}

// Where the segmentation chose between readings of the same words: the key of the reading it took
// over another of a different kind ("rate" the column over "rate" the keyword). Set aside one by
// one (`avoid`), each gives the next-best segmentation, for the reading ranker to weigh.
export type Segmentation = { items: Item[]; decisions: string[] };

export function segmentation(
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
  avoid: ReadonlySet<string> = new Set(),
): Segmentation {
  const decisions: string[] = [];
  const owner: (number | null)[] = tokens.map(() => null);
  const free = (i: number) => i >= 0 && i < tokens.length && owner[i] === null;
  const items: Item[] = [];
  const claim = (item: Item) => {
    for (let i = item.start; i < item.end; i++) owner[i] = items.length;
    items.push(tokens[item.start]?.pause ? { ...item, pause: true } : item);
  };
  // How the answer should look ("as a pie chart", "sorted from high to low") is said apart from
  // what it asks: read first, so its words are neither fields nor unknown.
  // Keywords and the model's words are looked up once; each reader keeps the matches whose words
  // are still free when it reads.
  const { everyKeyword, everyModelWord } = phrasesIn(tokens, model, locale);
  const spanFree = (m: { start: number; end: number }) => {
    for (let i = m.start; i < m.end; i++) if (!free(i)) return false;
    return true;
  };
  for (const item of findPresentation(tokens, locale, free, {
    keywords: everyKeyword.filter(spanFree),
    modelWords: everyModelWord.filter(spanFree),
  }))
    claim(item);
  // "ends with the letter m": the letters are the test's, whatever else they could spell.
  for (const item of findTextTests(tokens, locale, free)) claim(item);
  // "24 hours" is a span of hours, not a breakdown by hour: outside a window the dates read ("last
  // 24 hours", claimed there first), the word stays unknown and the question is asked back.
  const keywords = everyKeyword
    .filter(spanFree)
    .filter(
      (k) =>
        !(
          k.target.kind === 'grainWord' &&
          k.target.grain === 'hourly' &&
          tokens[k.start - 1]?.isNumber
        ),
    );
  const hasTime = model.dimensions.some((d) => d.kind === 'time');
  const units = languagePack(locale).units;
  // A unit of measure the units library reads ("kg", "pounds"), unless the data names the word.
  const unitAt = (i: number) =>
    tokens[i]
      ? (own(units, tokens[i].norm) ??
        measureWordAt(tokens, i, model, locale, (at) => everyModelWord.some((m) => m.start === at)))
      : undefined;
  // A number with its unit: "$ 2000", "2000 $", "500 TL", "5000 g".
  const withUnit = (i: number) => {
    const before = unitAt(i) === 'currency' ? i + 1 : i;
    const scaled = scaledNumber(tokens, before, locale);
    // "0.2 m" where a column is in metres (or millimetres): the unit, not a million.
    const n =
      scaled?.end === before + 2 && unitNotScale(tokens[before + 1].norm, model)
        ? { value: tokens[before].value as number, end: before + 1 }
        : scaled;
    if (!n) return undefined;
    const after = before === i ? unitAt(n.end) : undefined;
    const unitIndex = before > i ? i : after ? n.end : -1;
    // "20 saatten fazla" where a column is "Fazla Mesai (Saat)": the data's own unit word names
    // the column, in its own unit.
    const own = before === i && !after ? columnOfOwnUnit(model, tokens[n.end], locale) : undefined;
    return {
      ...n,
      end: after || own ? n.end + 1 : n.end,
      unit: unitIndex >= 0 ? unitAt(unitIndex) : undefined,
      unitWord: unitIndex >= 0 ? tokens[unitIndex].norm : undefined,
      ...(own ? { field: own } : {}),
    };
  };
  // "older than 40", "heavier than 5000 g": the comparative names the column it compares.
  const comparatives = languagePack(locale).comparatives;
  tokens.forEach((t, i) => {
    const c = own(comparatives, t.norm);
    if (!c || !free(i)) return;
    const than = ['than', 'den', 'dan'].includes(tokens[i + 1]?.norm ?? '') ? i + 2 : i + 1;
    const n = withUnit(than);
    if (!n) return;
    const field = fieldNamed(model, c.words);
    // No column to compare ("older" without an age): the word is named back, never read as a typo.
    if (!field) claim({ kind: 'unknown', start: i, end: i + 1, word: t.raw });
    else
      claim({
        kind: 'comparison',
        start: i,
        end: n.end,
        op: c.op,
        values: [n.value],
        field,
        ...(n.unit ? { unit: n.unit, unitWord: n.unitWord } : {}),
      });
  });

  // "65 and over", "4 ve üzeri": a bound said after its number.
  const bounds = languagePack(locale).boundsAfterNumber ?? {};
  tokens.forEach((t, i) => {
    if (!t.isNumber || !free(i) || (isYear(t) && hasTime)) return;
    const n = withUnit(i);
    if (!n) return;
    for (const length of [3, 2]) {
      const words = tokens.slice(n.end, n.end + length);
      const op = own(bounds, words.map((w) => w.norm).join(' '));
      if (!op || words.length !== length || !words.every((_, k) => free(n.end + k))) continue;
      // "above 10000 or below 7000": the words open a second test, not a bound of the first.
      if (tokens[n.end + length]?.isNumber) continue;
      // "or older": the adjective names what is compared (age).
      const graded = languagePack(locale).gradable?.(words[length - 1].norm);
      const compared = graded && columnsMeasuring(model, graded.attributes, locale);
      const field = compared?.size === 1 ? [...compared.keys()][0] : undefined;
      claim({
        kind: 'comparison',
        start: i,
        end: n.end + length,
        op,
        values: [n.value],
        ...(field || n.field ? { field: field ?? n.field } : {}),
        ...(n.unit ? { unit: n.unit, unitWord: n.unitWord } : {}),
      });
      return;
    }
  });

  // Numeric conditions first, so "over 100" is never read as a year or a rank.
  // "en yüksek 3 mağaza": "yüksek" inside a superlative ranks; it compares nothing.
  const inRank = (k: (typeof keywords)[number]) =>
    keywords.some(
      (r) =>
        RANK_KINDS.has(r.target.kind) &&
        r.start <= k.start &&
        r.end >= k.end &&
        r.end - r.start > k.end - k.start,
    );
  for (const k of keywords) {
    const kind = k.target.kind;
    if ((kind !== 'greater' && kind !== 'less') || !free(k.start) || inRank(k)) continue;
    const n = withUnit(k.end);
    const symbol = ['>', '<', '>=', '<='].includes(tokens[k.start].norm);
    if (n && free(k.end) && !(n.end === k.end + 1 && isYear(tokens[k.end]) && hasTime && !symbol)) {
      const op: CompareOp =
        kind === 'greater' ? (k.target.inclusive ? '>=' : '>') : k.target.inclusive ? '<=' : '<';
      claim({
        kind: 'comparison',
        start: k.start,
        end: n.end,
        op,
        values: [n.value],
        ...(n.unit ? { unit: n.unit, unitWord: n.unitWord } : {}),
        ...(n.field ? { field: n.field } : {}),
      });
    }
  }
  tokens.forEach((t, i) => {
    // Turkish: "100'den fazla", "100 milyondan fazla", "50'nin altında"
    if (!t.isNumber || !free(i) || !languagePack(locale).comparisonFollowsNumber) return;
    const n = withUnit(i);
    const k =
      n &&
      keywords.find(
        (c) => c.start === n.end && (c.target.kind === 'greater' || c.target.kind === 'less'),
      );
    if (n && k && free(k.start) && (t.suffix || n.end > i + 1 || tokens[n.end - 1]?.suffix))
      claim({
        kind: 'comparison',
        start: i,
        end: k.end,
        op: k.target.kind === 'greater' ? '>' : '<',
        values: [n.value],
        ...(n.unit ? { unit: n.unit, unitWord: n.unitWord } : {}),
        ...(n.field ? { field: n.field } : {}),
      });
  });
  tokens.forEach((t, i) => {
    if (!free(i) || !['between', 'arasinda'].includes(t.norm)) return;
    const a = tokens[i + 1];
    const b = tokens[i + 3];
    if (
      a?.isNumber &&
      b?.isNumber &&
      ['and', 've', 'ile'].includes(tokens[i + 2]?.norm) &&
      !(isYear(a) && isYear(b) && hasTime) &&
      // "between 10 and 20 March": days of a month, read with the dates.
      !(hasTime && isMonthName(tokens[i + 4], locale))
    ) {
      // "between 3 and 4 kg": the unit after the second number is both numbers'.
      const unit = unitAt(i + 4);
      claim({
        kind: 'comparison',
        start: i,
        end: unit ? i + 5 : i + 4,
        op: 'between',
        values: [a.value as number, b.value as number].sort((x, y) => x - y),
        ...(unit ? { unit, unitWord: tokens[i + 4].norm } : {}),
      });
    }
  });

  for (const d of findDates(tokens, locale, free)) claim({ kind: 'date', ...d });

  for (const k of keywords) {
    if (!RANK_KINDS.has(k.target.kind) || !spanFree(k)) continue;
    const n = numberAt(tokens, k.end, locale);
    if (n !== undefined && n >= 1 && n <= 1000 && free(k.end) && !isYear(tokens[k.end])) {
      const direction = k.target.kind === 'top' || k.target.kind === 'highest' ? 'desc' : 'asc';
      claim({ kind: 'rank', start: k.start, end: k.end + 1, direction, limit: n });
    }
  }

  // A filler word ("ile", "and") inflected is no field: "ile" is not the column İl.
  const modelMatches = everyModelWord
    .filter(spanFree)
    .map((m) => kindNamed(m, tokens, model, locale))
    .filter(
      (m) => m.quality >= 3 || m.end - m.start > 1 || !isStopWord(tokens[m.start].norm, locale),
    )
    // A value spelled like a filler word (a song called "You") is that value only when written as
    // the data writes it, and not where a sentence capitalises its first word ("A bar chart …"
    // where a column holds the letter A).
    .filter(
      (m) =>
        m.target.kind !== 'value' ||
        m.end - m.start > 1 ||
        !isStopWord(tokens[m.start].norm, locale) ||
        (tokens[m.start].raw === m.target.value && m.start > 0 && !tokens[m.start].pause),
    );
  // The rows' noun said as the data says it is the rows, also where a column that names each row
  // has the same name ("the descriptions for the aircrafts", "institution types" in a table of
  // aircraft or institutions by name), unless a breakdown is asked right before it ("by aircraft").
  const rowNameColumn = rowNameColumns(model);
  // Where a list of columns that starts at `at` ends: past "and", commas and the columns named.
  const listEnd = (at: number): number => {
    const { conjunctions } = languagePack(locale);
    for (let i = at; i < tokens.length;) {
      const field = modelMatches.find((f) => f.start === i && f.target.kind === 'field');
      if (field) i = field.end;
      else if (conjunctions.includes(tokens[i].norm) || tokens[i].norm === ',') i++;
      else return i;
    }
    return tokens.length;
  };
  const entityQuality = (m: Match<ModelTarget>): number => {
    if (m.quality < 3) return 0.5;
    // Said in the plural ("aircrafts" beside the column Aircraft), or before another column
    // ("institution types"): the rows.
    const modifier = modelMatches.some((f) => f.start === m.end && f.target.kind === 'field');
    const named = modelMatches.some(
      (f) =>
        f.start === m.start &&
        f.end === m.end &&
        (f.quality < 3 || modifier) &&
        f.target.kind === 'field' &&
        rowNameColumn.has(f.target.dimension ?? ''),
    );
    const byBefore = keywords.some((k) => k.end === m.start && k.target.kind === 'by');
    // "the ids and locations of all circuits", "the dates and vote percents of elections": a
    // column asked of the rows, alone or with the other columns listed after it.
    const ofAfter = languagePack(locale).subjectWords.includes(tokens[listEnd(m.end)]?.norm ?? '');
    return named && !byBefore && !ofAfter ? 3.5 : 1.5;
  };
  const candidates: Candidate[] = [
    ...keywords.filter((k) => free(k.start)).map((k) => ({ ...k, target: { keyword: k.target } })),
    // A field or value named like the file ("jobs" in jobs.json) is the better reading than the row
    // entity; a near spelling of a column ("circuits" of circuitId) is not.
    ...modelMatches.map((m) => ({
      ...m,
      quality: m.target.kind === 'entity' ? entityQuality(m) : m.quality,
      target: { model: m.target },
    })),
  ];
  const fieldStarts = new Set(
    modelMatches.filter((m) => m.target.kind === 'field').map((m) => m.start),
  );
  // Once per candidate: the sort and the peers below ask it again and again.
  const priorities = new Map<Candidate, number>();
  const priority = (c: Candidate): number => {
    let p = priorities.get(c);
    if (p === undefined) priorities.set(c, (p = priorityOf(c)));
    return p;
  };
  const priorityOf = (c: Candidate): number => {
    if ('keyword' in c.target) return 5;
    const t = c.target.model;
    if (t.kind !== 'field') return t.kind === 'value' ? 3 : 2;
    const rival = keywords.find((k) => k.start === c.start && k.end === c.end);
    if (
      rival?.target.kind === 'grainWord' &&
      t.dimension &&
      model.dimensions.find((d) => d.id === t.dimension)?.kind === 'categorical'
    )
      return 6;
    if (rival?.target.kind === 'aggregation' && c.quality === 3 && !fieldStarts.has(c.end))
      return 6;
    if ((rival?.target.kind === 'growth' || rival?.target.kind === 'overTime') && c.quality === 3)
      return 6;
    // A column literally named like a keyword ("rate", "type", "count") is the column.
    const said = tokens
      .slice(c.start, c.end)
      .map((t) => t.norm)
      .join(' ');
    const id = t.dimension ?? t.metric ?? '';
    const name = nameWords(id).join(' ');
    if (rival && c.quality === 3 && name === said) return 6;
    // The same in the question's language: "oranı" of a column named rate.
    const translated = languagePack(locale).fromEnglish?.(name) ?? [];
    if (
      rival &&
      c.end - c.start === 1 &&
      stems(said, locale).some((x) => translated.includes(x.base))
    )
      return 6;
    return 4;
  };
  // Over the same words, a column that outranks a keyword (priority 6) does so even when the
  // keyword is spelled more exactly ("oranı" the keyword, "oranı" the column named rate).
  const outranks = (a: Candidate, b: Candidate) =>
    a.start === b.start && a.end === b.end && priority(a) === 6 && priority(b) !== 6;
  candidates.sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      Number(outranks(b, a)) - Number(outranks(a, b)) ||
      b.quality - a.quality ||
      priority(b) - priority(a) ||
      a.start - b.start,
  );
  const kindOf = (c: Candidate) => ('keyword' in c.target ? 'keyword' : c.target.model.kind);
  for (let n = 0; n < candidates.length; n++) {
    const c = candidates[n];
    if (!spanFree(c)) continue;
    const key = decisionKey(c);
    if (avoid.has(key)) continue;
    const overlaps = (d: Candidate) => d.start < c.end && c.start < d.end;
    if (candidates.slice(n + 1).some((d) => overlaps(d) && kindOf(d) !== kindOf(c)))
      decisions.push(key);
    if ('keyword' in c.target) {
      claim({ kind: 'keyword', start: c.start, end: c.end, keyword: c.target.keyword });
      continue;
    }
    // Equally good readings of the same words are kept together: the engine asks which one was meant.
    const peers = candidates
      .slice(n)
      .filter(
        (p) =>
          p.start === c.start &&
          p.end === c.end &&
          p.quality === c.quality &&
          'model' in p.target &&
          priority(p) === priority(c),
      )
      .map((p) => (p.target as { model: ModelTarget }).model);
    const t = c.target.model;
    if (t.kind === 'field') {
      const fields = unique(peers.filter((p) => p.kind === 'field'));
      claim({
        kind: 'field',
        start: c.start,
        end: c.end,
        metric: t.metric,
        dimension: t.dimension,
        quality: c.quality,
        alternatives: fields.slice(1),
      });
    } else if (t.kind === 'value') {
      const options = peers.flatMap((p) =>
        p.kind === 'value' ? [{ dimension: p.dimension, value: p.value }] : [],
      );
      claim({ kind: 'value', start: c.start, end: c.end, options: uniqueValues(options) });
    } else {
      claim({ kind: 'entity', start: c.start, end: c.end });
    }
  }
  // A word of several column names that none matched ("level" of catalog_level_name and
  // catalog_level_number): the column the rest of the question has not named yet, or asked back.
  const named = new Set(
    items.flatMap((x) => (x.kind === 'field' ? [x.dimension ?? x.metric ?? ''] : [])),
  );
  const namedBefore = (at: number) =>
    new Set(
      items.flatMap((x) =>
        x.kind === 'field' && x.end <= at ? [x.dimension ?? x.metric ?? ''] : [],
      ),
    );
  tokens.forEach((t, i) => {
    if (!free(i) || t.isNumber || t.norm.length < 2) return;
    if (isFunctionWord(t.norm, locale) || isKeywordHead(t.norm, locale)) return;
    const all = columnsWithWord(model, t.norm, locale);
    const idOf = (f: { metric?: string; dimension?: string }) => f.dimension ?? f.metric ?? '';

    // Not yet named anywhere, else not named before it ("the name and level … with level number
    // between 5 and 10": the level shown is the number, named again in the condition).
    let owners = all.filter((f) => !named.has(idOf(f)));
    if (!owners.length) owners = all.filter((f) => !namedBefore(i).has(idOf(f)));
    // The word of one column only, named before: that column again ("card type codes … in each
    // type").
    if (!owners.length && all.length === 1) owners = all;
    if (!owners.length) return;
    const [first, ...others] = owners;
    claim({
      kind: 'field',
      start: i,
      end: i + 1,
      ...first,
      quality: 2,
      alternatives: others.map((o) => ({ kind: 'field' as const, ...o })),
    });
  });
  // Where an unknown word stands among the words read: what it may qualify or be the object of.
  const stop = (j: number) => isStopWord(tokens[j].norm, locale);
  const wordPlace = (i: number): WordPlace => {
    const pack = languagePack(locale);
    const showing = (j: number) =>
      pack.presentation.verbs.includes(pack.sense?.(tokens[j].norm)?.lemma ?? tokens[j].norm);
    let before = i - 1;
    while (before >= 0 && free(before) && stop(before) && !showing(before)) before--;
    // "show me the result using a bar chart": a verb that only relates may stand before the chart.
    const relating = (j: number) => {
      const sense = pack.sense?.(tokens[j].norm);
      return !!sense && (sense.relatingVerb || sense.relatingIfVerb);
    };
    let after = i + 1;
    while (after < tokens.length && free(after) && (stop(after) || relating(after))) after++;
    const view = (at: number) =>
      items.find((x) => x.kind === 'view' && x.start <= at && at < x.end);
    const asks = before >= 0 && (!!view(before) || showing(before));
    const rowsEnd = (at: number) =>
      modelMatches.some((m) => m.target.kind === 'entity' && m.end === at);
    // "type of disaster", "type of the disasters": "of" and the rows' noun after the word.
    const rowsOfAfter = (at: number) => {
      if (!pack.subjectWords.includes(tokens[at + 1]?.norm ?? '')) return false;
      const article = pack.presentation.axisLinks.articles.includes(tokens[at + 2]?.norm ?? '');
      const start = article ? at + 3 : at + 2;
      return modelMatches.some((m) => m.target.kind === 'entity' && m.start === start);
    };
    // A verb form that names one column through the dictionary ("died" → Deaths).
    const verbOfColumn = (at: number) => {
      const word = tokens[at];
      // "had", "were": a verb of the language's stop words names nothing.
      if (!word || stop(at)) return false;
      const sense = free(at) ? pack.sense?.(word.norm) : undefined;
      if (!sense || sense.lemma === word.norm) return false;
      return columnsNamed(model, [sense.lemma, ...sense.related], locale).size === 1;
    };
    return {
      counted: keywords.some((k) => k.end === i && k.target.kind === 'howMany'),
      beforeCount: keywords.some(
        (k) =>
          k.start === i + 1 && k.target.kind === 'aggregation' && k.target.aggregation === 'count',
      ),
      besideColumn: modelMatches.some(
        (m) => m.target.kind === 'field' && (m.end === i || m.start === i + 1),
      ),
      afterRows: rowsEnd(i),
      besideRows: rowsEnd(i) || rowsOfAfter(i),
      // Asked only of a noun of people: it looks up every related word of the next one.
      beforeVerbOfColumn: () => verbOfColumn(i + 1),
      afterVerbOfColumn: () => {
        // Back over a ranking or counting said between them ("killed the most people").
        let j = i - 1;
        const said = (at: number) => items.find((x) => x.start <= at && at < x.end);
        const ranking = (x: Item | undefined) =>
          x?.kind === 'keyword' && RANKING_OR_COUNT.has(x.keyword.kind);
        while (j >= 0 && (stop(j) || ranking(said(j)))) j--;
        const verb = said(j);
        if (verb?.kind !== 'field' || verb.end - verb.start !== 1) return false;
        const word = tokens[j].norm;
        const sense = pack.sense?.(word);
        if (!sense || sense.lemma === word) return false;
        return !!(sense.verbForm ?? (/(ing|ed)$/.test(word) || sense.irregularVerb));
      },
      ofRows: pack.subjectWords.includes(tokens[i - 1]?.norm ?? '') && rowsEnd(i - 1),
      shownAnswer:
        asks &&
        !!view(after) &&
        view(after)?.kind === 'view' &&
        !!(view(after) as { view: { chart?: string } }).view.chart,
      before: tokens[i - 1]?.norm,
      after: tokens[i + 1]?.norm,
      afterGrain: (() => {
        let j = i - 1;
        while (j >= 0 && stop(j)) j--;
        const x = items.find((y) => y.start <= j && j < y.end);
        return x?.kind === 'keyword' && PERIOD_KEYWORDS.has(x.keyword.kind);
      })(),
      namedColumns: () =>
        new Set(
          items.flatMap((x) => (x.kind === 'field' ? [x.metric ?? '', x.dimension ?? ''] : [])),
        ),
      moneyNamed: modelMatches.some((m) => {
        const t = m.target;
        return (
          t.kind === 'field' &&
          model.metrics.some((x) => x.id === t.metric && x.format === 'currency')
        );
      }),
    };
  };
  // "order value", "order amount": the rows' noun before a word of amounts is what each row is
  // worth, the one column of amounts.
  tokens.forEach((t, i) => {
    if (!free(i) || !languagePack(locale).columnWords.amount.includes(t.norm)) return;
    if (!items.some((x) => x.kind === 'entity' && x.end === i)) return;
    const amount = amountColumn(model);
    if (amount)
      claim({ kind: 'field', start: i, end: i + 1, ...amount, quality: 2, alternatives: [] });
  });
  // "what drove the jump in unemployment", "why were deaths so much higher": in a question of
  // causes, a word of the change explained is that change, which the driver compares anyway.
  const why = items.some((x) => x.kind === 'keyword' && x.keyword.kind === 'driver');
  const changeAsked = (word: string) => {
    const pack = languagePack(locale);
    return why && (!!pack.changeWord?.(word) || pack.gradable?.(word)?.degree === 'comparative');
  };
  tokens.forEach((t, i) => {
    if (!free(i)) return;
    if (t.isNumber) claim({ kind: 'number', start: i, end: i + 1, value: t.value as number });
    // "the two years with the lowest …": a number said in words, in the question's language.
    else if (own(languagePack(locale).dates.numberWords, t.norm) !== undefined)
      claim({ kind: 'number', start: i, end: i + 1, value: numberAt(tokens, i, locale) as number });
    else if (!isStopWord(t.norm, locale) && /\p{L}/u.test(t.norm)) {
      // At the start of a clause a word is read as a verb ("Return a bar chart", "using a pie"),
      // also after words of courtesy or asking alone ("Please return …", "Can you group …").
      const clauseStart = afterClauseOpening(tokens, i, locale);
      // "return rate" where Status holds Returned: a value by its lemma, unless the word begins a
      // clause before an article or such ("Return a bar chart").
      const byLemma = valueByLemma(t.norm, model, locale);
      if (byLemma && !(clauseStart && (!tokens[i + 1] || stop(i + 1)))) {
        claim({ kind: 'value', start: i, end: i + 1, options: [byLemma] });
        return;
      }
      // Where a verb form stands: before a noun of the data it relates the rows ("en çok satan
      // şehir"), at the end of a clause it is the question's verb ("ne kadar yağdı").
      const clauseEnd = beforeClauseClosing(tokens, i, locale);
      // A rank's number may stand between them: "en çok ciro getiren 2 kategori".
      const noun = tokens[i + 1]?.isNumber ? i + 2 : i + 1;
      const beforeNoun = modelMatches.some((m) => m.start === noun);
      const meaning = meaningOf(t.norm, model, locale, clauseStart, {
        clauseEnd,
        beforeNoun,
        verb: () =>
          !!languagePack(locale).verbAt?.(
            tokens.map((x) => x.raw),
            i,
          ),
        ...wordPlace(i),
      });
      if (meaning === 'filler' || changeAsked(t.norm)) return;
      const synonym = meaning ? undefined : keywordSynonym(tokens, i, locale, free);
      if (meaning === 'rows') claim({ kind: 'entity', start: i, end: i + 1 });
      else if (meaning)
        claim({ kind: 'field', start: i, end: i + 1, ...meaning, quality: 2, alternatives: [] });
      else if (synonym)
        claim({ kind: 'keyword', start: i, end: synonym.end, keyword: synonym.target });
      // "Hey, …", "Hi, …": an interjection that names nothing of the data says nothing asked.
      else if (tagAt(tokens, i, locale) !== 'INTJ')
        claim({ kind: 'unknown', start: i, end: i + 1, word: t.raw });
    }
  });
  // The rows' noun names the column that names each row ("players" of Player).
  const rowColumn = (x: Item) =>
    x.kind === 'entity'
      ? [...rowNameColumn].find((id) =>
          tokens
            .slice(x.start, x.end)
            .some((t) => stems(t.norm, locale).some((b) => fold(id) === b.base)),
        )
      : undefined;
  const sorted = withoutRelatingVerbs(
    summedRows(items, tokens, model, locale),
    tokens,
    locale,
    rowColumn,
  ).sort((a, b) => a.start - b.start);
  const qualified = withMassMeasures(
    withQualifyingNouns(withSenseFields(sorted, tokens, model, locale), tokens, model, locale),
    tokens,
    model,
    locale,
  );
  return {
    items: withoutKeyUnits(withDerivedMeasures(qualified, tokens, model, locale), tokens, locale),
    decisions,
  };
}

// Where a clause begins: its first word, or a verb after stop words alone ("Please return …",
// "Can you group …"), which open a request without saying what it asks; not a noun after them
// ("what fraction of …"), which the tagger tells apart.
function afterClauseOpening(tokens: Token[], i: number, locale: Locale): boolean {
  if (i === 0 || tokens[i].pause) return true;
  // "What is the highest GPA for every department Return a pie chart": a sentence begun with its
  // capital where the mark that ended the one before is missing, if the tagger reads a verb there.
  const imperative = languagePack(locale).imperativeAt;
  if (/^\p{Lu}\p{Ll}+$/u.test(tokens[i].raw) && imperative?.(rawWords(tokens), i)) return true;
  for (let k = i - 1; k >= 0; k--) {
    if (tokens[k].isNumber || !isStopWord(tokens[k].norm, locale)) return false;
    if (k === 0 || tokens[k].pause) break;
  }
  return tagAt(tokens, i, locale) === 'VERB';
}

function tagAt(tokens: Token[], i: number, locale: Locale): string | undefined {
  return languagePack(locale).tagAt?.(rawWords(tokens), i);
}

// The question's words as written, for the tagger; one array per token list, since several words of
// one question may ask it.
const written = new WeakMap<Token[], string[]>();
function rawWords(tokens: Token[]): string[] {
  let words = written.get(tokens);
  if (!words) {
    words = tokens.map((t) => t.raw);
    written.set(tokens, words);
  }
  return words;
}

// Where a clause ends: its last word, or a word before stop words alone ("kaç kişi işe alındı
// lütfen", "… çalışıyor acaba"), which close a request without saying more.
function beforeClauseClosing(tokens: Token[], i: number, locale: Locale): boolean {
  for (let k = i + 1; k < tokens.length && !tokens[k].pause; k++)
    if (tokens[k].isNumber || !isStopWord(tokens[k].norm, locale)) return false;
  return true;
}

// "ordered by budget in millions": the column's own words said after it as the sort key (its unit,
// in Budget_million) name the key again, not a second measure.
function withoutKeyUnits(items: Item[], tokens: Token[], locale: Locale): Item[] {
  const glue = languagePack(locale).presentation.glue;
  return items.filter((x, k) => {
    const key = items[k - 1];
    if (x.kind !== 'field' || key?.kind !== 'view' || !key.view.sort?.field) return true;
    if ((x.metric ?? x.dimension) !== key.view.sort.field || x.alternatives.length) return true;
    const between = tokens.slice(key.end, x.start);
    return !(between.length <= 1 && between.every((t) => glue.includes(t.norm)) && !x.pause);
  });
}

// The one value of the data, a single word, whose lemma is this word's ("return", "returns" of
// Returned; "cancel" of Cancelled), where one value of one column has it.
const valuesByLemma = modelMemo<ReadonlyMap<string, { dimension: string; value: string }[]>>(2);
function valueByLemma(
  word: string,
  model: SemanticModel,
  locale: Locale,
): { dimension: string; value: string } | undefined {
  const pack = languagePack(locale);
  if (!pack.sense) return undefined;
  const lemmaOf = (w: string) => pack.sense?.(w)?.lemma ?? w;
  const index = valuesByLemma(model, locale, () => {
    const out = new Map<string, { dimension: string; value: string }[]>();
    for (const [dimension, values] of Object.entries(model.values)) {
      if (values.length > 200) continue;
      for (const value of values) {
        const folded = fold(value);
        if (!/^\p{L}{3,}$/u.test(folded)) continue;
        const lemma = lemmaOf(folded);
        out.set(lemma, [...(out.get(lemma) ?? []), { dimension, value }]);
      }
    }
    return out;
  });
  const found = index.get(lemmaOf(word));
  return found?.length === 1 ? found[0] : undefined;
}

// The columns that name each row, by the rows' noun ("players" of Player): once per model.
const rowNamesByModel = modelMemo<ReadonlySet<string>>(1);
function rowNameColumns(model: SemanticModel): ReadonlySet<string> {
  return rowNamesByModel(
    model,
    '',
    () =>
      new Set(
        model.dimensions
          .filter(
            (d) =>
              model.rowNouns?.includes(fold(d.label.en)) &&
              (d.distinct ?? 0) >= model.rowCount * 0.98,
          )
          .map((d) => d.id),
      ),
  );
}

// A word that only qualifies a column's name, said loosely ("units" of Unit Price), gives way to
// the column the dictionary says it is a kind of ("units": a quantity, the column Quantity).
function kindNamed(
  m: Match<ModelTarget>,
  tokens: Token[],
  model: SemanticModel,
  locale: Locale,
): Match<ModelTarget> {
  if (m.target.kind !== 'field' || m.quality >= 3 || m.end - m.start !== 1) return m;
  const word = tokens[m.start].norm;
  const forms = (w: string) => [w, ...stems(w, locale).map((s) => s.base)];
  const said = new Set(forms(word));
  const head = nameWords(m.target.metric ?? m.target.dimension ?? '').at(-1) ?? '';
  if (forms(head).some((f) => said.has(f))) return m;
  const kind = columnsNamed(model, languagePack(locale).broaderNouns?.(word, 2) ?? [], locale);
  if (kind.size !== 1) return m;
  const [target] = kind.values();
  return { ...m, target: { kind: 'field', ...target } };
}

// "satışların toplamı", "ortalama satış": rows are counted, never summed or averaged, so a sum or
// an average said right beside the rows' noun, where that noun is a word of what sales bring in, is
// the one column of amounts (Tutar). Values may stand between them ("toplam gıda satışları").
function summedRows(items: Item[], tokens: Token[], model: SemanticModel, locale: Locale): Item[] {
  const at = (i: number) => items.find((y) => y.start <= i && i < y.end);
  const beside = (from: number, step: number) => {
    let i = from;
    while (at(i)?.kind === 'value') i += step;
    const k = at(i);
    return (
      k?.kind === 'keyword' &&
      k.keyword.kind === 'aggregation' &&
      (k.keyword.aggregation === 'sum' || k.keyword.aggregation === 'avg')
    );
  };
  return items.map((x) => {
    if (x.kind !== 'entity' || x.end - x.start !== 1) return x;
    const summed = beside(x.start - 1, -1) || beside(x.end, 1);
    const revenue = summed ? revenueColumn(tokens[x.start].norm, model, locale) : undefined;
    return revenue
      ? { kind: 'field', start: x.start, end: x.end, ...revenue, quality: 2, alternatives: [] }
      : x;
  });
}

const decisionKey = (c: Candidate) => `${c.start}-${c.end}-${JSON.stringify(c.target)}`;

// A verb form that reads as a column the question names elsewhere relates the rows ("players
// played each position", by a near spelling or a derivation): it is not that column a second time.
function withoutRelatingVerbs(
  items: Item[],
  tokens: Token[],
  locale: Locale,
  rowColumn: (x: Item) => string | undefined,
): Item[] {
  const sense = languagePack(locale).sense;
  const column = (x: Item) => (x.kind === 'field' ? (x.dimension ?? x.metric) : rowColumn(x));
  return items.filter((x) => {
    if (x.kind !== 'field' || x.end - x.start !== 1 || x.quality >= 3) return true;
    const word = tokens[x.start].norm;
    const s = sense?.(word);
    // Past and present participles only: "states" of State is as likely the noun.
    if (!s || s.lemma === word || !s.relatingIfVerb || !(s.verbForm ?? /(ing|ed)$/.test(word)))
      return true;
    return !items.some((y) => y !== x && column(y) === column(x));
  });
}

type Meaning = 'filler' | 'rows' | { metric?: string; dimension?: string };

// A word the keywords do not list whose first sense the dictionary gives a keyword's word as a
// synonym ("what percent of" read as "what percentage of"): that keyword, with the free words
// after it that the keyword takes.
function keywordSynonym(
  tokens: Token[],
  i: number,
  locale: Locale,
  free: (i: number) => boolean,
): { target: Keyword; end: number } | undefined {
  for (const other of languagePack(locale).nounSynonyms?.(tokens[i].norm) ?? []) {
    const said = tokenize(other);
    if (said.length !== 1) continue;
    const instead = tokens.map((t, k) => (k === i ? said[0] : t));
    const [k] = keywordIndex(locale)
      .matches(instead, locale, (k) => k === i || (k > i && free(k)))
      .filter((m) => m.start === i && m.quality >= 3)
      .sort((a, b) => b.end - a.end);
    if (k) return { target: k.target, end: k.end };
  }
  return undefined;
}

// The verbs of asking to show or compare, once per language: presentation verbs and the words of
// the "compare" keyword.
const askingByPack = new WeakMap<LanguagePack, Set<string>>();
function askingVerbs(pack: LanguagePack): Set<string> {
  let found = askingByPack.get(pack);
  if (!found) {
    found = new Set([
      ...pack.presentation.verbs,
      ...pack.keywords.flatMap(([p, k]) => (k.kind === 'compare' ? [p] : [])),
    ]);
    askingByPack.set(pack, found);
  }
  return found;
}

// The columns one of whose name words is this word (or its stem), one entry per column. Kept per
// model and word: every reading of a question asks it of each word no phrase claimed.
const withWordByModel = modelMemo<readonly { metric?: string; dimension?: string }[]>(5_000);
function columnsWithWord(
  model: SemanticModel,
  word: string,
  locale: Locale,
): { metric?: string; dimension?: string }[] {
  return [
    ...withWordByModel(model, `${locale}\u0000${word}`, () =>
      findColumnsWithWord(model, word, locale),
    ),
  ];
}

function findColumnsWithWord(
  model: SemanticModel,
  word: string,
  locale: Locale,
): { metric?: string; dimension?: string }[] {
  const bases = new Set([word, ...stems(word, locale).map((s) => s.base)]);
  const out = new Map<string, { metric?: string; dimension?: string }>();
  for (const m of model.metrics)
    if (m.expression.kind === 'column' && nameWords(m.id).some((w) => bases.has(w)))
      out.set(m.id, { ...out.get(m.id), metric: m.id });
  for (const d of model.dimensions)
    if (
      nameWords(d.id).some((w) => bases.has(w)) &&
      ![...bases].some((b) => namesMoneyInstead(b, d.column, model))
    )
      out.set(d.id, { ...out.get(d.id), dimension: d.id });
  return [...out.values()];
}

// A word neither the data nor the keywords know, explained by the language's lexical resources:
// a form of a filler or a presentation verb ("showing"), a word related to exactly one column
// ("weighed" → Weight, "hired" → Hire Date), a verb that only relates rows ("held", "belong"), or
// a noun of people in a table of people. Anything else stays unknown and is named back.
type WordPlace = {
  // Right before a word of counting: "the corresponding number of".
  beforeCount: boolean;
  // Right after "how many": what is counted, never an amount ("how many sales").
  counted: boolean;
  // Right before or after a column's name: "attribute Nationality", "color scheme".
  besideColumn: boolean;
  // Right after the rows' noun: "customers use", "players play".
  afterRows: boolean;
  // Right before a verb form that names a column: "people died" (Deaths), "units sold" (Sales).
  beforeVerbOfColumn: () => boolean;
  // After one, past a ranking or a count: "killed the most people", "killed how many people".
  afterVerbOfColumn: () => boolean;
  // Next to the rows' noun: "disaster types", "the type of disaster".
  besideRows: boolean;
  // Right after "<the rows' noun> of": "heads of departments".
  ofRows: boolean;
  // Between a verb of showing and the chart: "show the result in a bar graph".
  shownAnswer: boolean;
  // The word right before it (folded): the complement of a verb ("işe alım").
  before: string | undefined;
  // The word right after it (folded).
  after: string | undefined;
  // A column of money is named elsewhere in the question ("worldwide" of Worldwide Gross).
  moneyNamed: boolean;
  // The columns the question names elsewhere, as read so far.
  namedColumns: () => ReadonlySet<string>;
  // Right after a word of a period: "bin the dates into Year interval".
  afterGrain: boolean;
};

function meaningOf(
  word: string,
  model: SemanticModel,
  locale: Locale,
  clauseStart: boolean,
  at: { clauseEnd: boolean; beforeNoun: boolean; verb: () => boolean } & WordPlace,
): Meaning | undefined {
  const pack = languagePack(locale);
  // "how many sales": sales counted are not the money they bring in.
  const revenue = at.counted ? undefined : revenueColumn(word, model, locale);
  if (revenue) return revenue;
  const sense = pack.sense?.(word);
  if (!sense) return undefined;
  // "ended in a draw": after an article and before no "of", a verb of showing is a noun.
  const afterArticle = !!pack.presentation.nounMarkers?.includes(at.before ?? '');
  const beforeOf = pack.subjectWords.includes(at.after ?? '');
  const shows = pack.presentation.verbs.includes(sense.lemma);
  const noun = afterArticle && !beforeOf;
  if (isStopWord(sense.lemma, locale) || (shows && !noun)) return 'filler';
  // A noun of asking to show or compare ("listing", "a comparison of"): the act, not a column.
  const asking = askingVerbs(pack);
  if (!sense.verbForm && sense.lemma === word && sense.related.some((w) => asking.has(w)))
    return 'filler';
  // The lemma itself first ("hired" → Hire Date), then the words related to it ("weighed" → Weight).
  // Between them, a word derived from a verb that says the rows' event ("işe alım", "girenlerin"):
  // the event's date column; the act itself ("işe alım" as "hires") is the rows, where their dates
  // are its.
  for (const words of [[sense.lemma], sense.related]) {
    const named = columnsNamed(model, words, locale);
    // "total quantity sold" where Tutar (an amount of money) is a kind of what "quantity" is:
    // not named by it.
    if (words === sense.related)
      for (const [id, column] of named)
        if (!relatedMayName(model, column, word, locale)) named.delete(id);
    if (named.size === 1) return [...named.values()][0];
    if (named.size > 1) return undefined;
    if (words !== sense.related) {
      const event = eventColumn(model, sense.verbRoots ?? [], at.before, locale);
      if (event)
        return sense.verbalNoun && event === model.defaultTime ? 'rows' : { dimension: event };
    }
  }
  // "the disaster types", "which type of disaster": the kinds of the rows are the one column of
  // a few categories that sorts them, where there is exactly one.
  if (sense.classifier && at.besideRows) {
    const sorts = model.dimensions.filter(
      (d) => d.kind === 'categorical' && !d.numeric && !d.flag && (d.distinct ?? 0) <= 50,
    );
    if (sorts.length === 1) return { dimension: sorts[0].id };
  }
  // An inflected verb form ("using", "listed") is a verb whatever the word's commoner use.
  const verbForm =
    word !== sense.lemma && (sense.verbForm ?? (/(ing|ed)$/.test(word) || !!sense.irregularVerb));
  // A form the language's grammar calls a verb relates the rows only where it stands as one: a
  // participle before its noun, a finite verb at the end of its clause; elsewhere it may be a noun
  // ("çalışan başına": per employee) and is named back.
  const people = () => model.entity[locale].some((w) => pack.sense?.(fold(w))?.people);
  // "how many games", "matches played per month" of football.json: one occurrence of the activity
  // the table is named after is one row, even where the word could be a verb ("matches").
  const occurrence = pack.occurrenceOf;
  if (
    occurrence &&
    !verbForm &&
    sense.verbForm === undefined &&
    model.entity[locale].some((e) => occurrence(sense.lemma, fold(e)))
  )
    return 'rows';
  if (sense.verbForm !== undefined) {
    if (sense.relatingVerb ? at.beforeNoun : at.clauseEnd) return 'filler';
    // A participle that is a noun of people ("çalışan sayısı"): the rows, where they are people.
    return sense.people && people() ? 'rows' : undefined;
  }
  if (
    sense.relatingVerb ||
    (sense.relatingIfVerb && (verbForm || clauseStart || at.afterRows || at.verb()))
  )
    return 'filler';
  // Words that qualify what is read without naming anything the data holds: an adjective of a
  // count ("the corresponding number"), a noun of kinds beside a column ("attribute Nationality",
  // "the color scheme"), what the rows belong to ("heads of departments"), the answer itself
  // ("show the result in a bar graph").
  if (sense.adjective && at.beforeCount) return 'filler';
  if (sense.classifier && at.besideColumn) return 'filler';
  // "not a part of the Progress Party": membership of the value that follows.
  if (sense.partitive && afterArticle && beforeOf) return 'filler';
  // "census year" of population.json: a noun beside a column, defined by what the rows are about
  // ("a periodic count of the population"), only says which column.
  const defined = pack.definitionWords?.(sense.lemma) ?? [];
  if (at.besideColumn && model.entity[locale].some((e) => defined.includes(fold(e))))
    return 'filler';
  if (!sense.adjective && (at.ofRows || at.shownAnswer)) return 'filler';
  // "how many people died": those the verb's column counts.
  if (sense.people && (at.beforeVerbOfColumn() || at.afterVerbOfColumn())) return 'filler';
  // "made the most money worldwide", "in dollars": money, or a unit of it, said beside a column of
  // money is what that column holds.
  if (at.moneyNamed && isMoney(sense.lemma)) return 'filler';
  // "into Year interval": a noun of a stretch of time after a period's word is that period.
  if (at.afterGrain && pack.timeNoun?.(sense.lemma)) return 'filler';
  // "Was 2015 warmer than 2014? Compare the average max temperature": a comparative of what a
  // column the question names measures says which way, not what.
  const graded = pack.gradable?.(word);
  if (graded?.degree === 'comparative') {
    const measured = columnsMeasuring(model, [...graded.attributes, ...graded.derived], locale);
    const named = at.namedColumns();
    if ([...measured.keys()].some((id) => named.has(id))) return 'filler';
  }
  return sense.people && people() ? 'rows' : undefined;
}

// Words of a column of amounts, in any language: columns are named in any language, whatever the
// question's.
const AMOUNT_WORDS = new Set(
  allPacks().flatMap((p) => [...p.columnWords.amount, ...p.columnWords.revenue]),
);

// "revenue", "turnover", "ciro" where no column is called so: the one column of amounts
// (Amount, Tutar), what sales bring in.
function revenueColumn(
  word: string,
  model: SemanticModel,
  locale: Locale,
): { metric: string } | undefined {
  const bases = [word, ...stems(word, locale).map((x) => x.base)];
  if (!bases.some((b) => languagePack(locale).columnWords.revenue.includes(b))) return undefined;
  return amountColumn(model);
}

// The one column of amounts (Amount, Revenue, Tutar), if there is exactly one.
function amountColumn(model: SemanticModel): { metric: string } | undefined {
  const amounts = model.metrics.filter(
    (m) => m.expression.kind === 'column' && nameWords(m.id).some((w) => AMOUNT_WORDS.has(w)),
  );
  return amounts.length === 1 ? { metric: amounts[0].id } : undefined;
}

// The measure or numeric column named by one of these words ("age", "body mass").
function fieldNamed(model: SemanticModel, words: string[]): string | undefined {
  const wanted = words.map(fold);
  const named = (label: string, id: string) =>
    wanted.some((w) => fold(label).includes(w) || fold(id).includes(w));
  const metric = model.metrics.find(
    (m) => m.expression.kind === 'column' && named(m.label.en, m.id),
  );
  if (metric) return metric.id;
  return model.dimensions.find((d) => d.numeric && named(d.label.en, d.id))?.id;
}

function unique(targets: ModelTarget[]): ModelTarget[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const key = JSON.stringify(t);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function uniqueValues(options: { dimension: string; value: string }[]) {
  const seen = new Set<string>();
  return options.filter((o) => {
    const key = `${o.dimension}\u0000${o.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// The one numeric column whose name gives its unit in brackets as this word says it ("saatten" of
// "Fazla Mesai (Saat)"), where the word is not a unit the units library reads.
function columnOfOwnUnit(
  model: SemanticModel,
  token: Token | undefined,
  locale: Locale,
): string | undefined {
  if (!token || token.isNumber) return undefined;
  const bases = new Set(stems(token.norm, locale).map((s) => s.base));
  const found = new Set<string>();
  const columns = [
    ...model.metrics.flatMap((m) =>
      m.expression.kind === 'column' ? [[m.id, m.expression.column]] : [],
    ),
    ...model.dimensions.flatMap((d) => (d.numeric ? [[d.id, d.column]] : [])),
  ];
  for (const [id, column] of columns)
    for (const m of column.matchAll(/\(([^)]*)\)/g))
      if (bases.has(fold(m[1].trim()))) found.add(id);
  return found.size === 1 ? [...found][0] : undefined;
}
