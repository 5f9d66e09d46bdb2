import { nameWords } from '../../model/humanize';
import type { Dimension, SemanticModel } from '../../model/semantic-model';
import { fold, words as wordsOf } from '../../text/normalize';
import type { Token } from '../../text/normalize';
import { allPacks, isHourWord } from '../keywords';
import { AMOUNT_COLUMN, FROM_COLUMN, ORDINAL_SUFFIX, TO_COLUMN } from '../pack-patterns';
import { stems } from '../morphology';
import type { Item } from '../segment';
import { measuredCondition, verbColumnOf } from './measure-conditions';
import { nameDimension, rowNames } from './model-roles';
import type { FieldItem, ReadingContext, ReadingState } from './reading';
import {
  addFilter,
  addGroup,
  adjacent,
  adjacentOrOf,
  isAggregation,
  isKeyword,
  numericField,
  testedAfter,
  textOf,
} from './reading';

// The constructions of the items that are not keywords or fields: values, row nouns, dates,
// rankings, comparisons with a number, and the words nothing matched.
type Construction<K extends Item['kind']> = (
  c: ReadingContext,
  s: ReadingState,
  item: Extract<Item, { kind: K }>,
  index: number,
) => void;

const FROM_WORDS = new Set(allPacks().flatMap((p) => p.fromWords));
const TO_WORDS = new Set(allPacks().flatMap((p) => p.toWords));

// "delays from LAS" / "flights to LAS": a value stored in two columns, told apart by its preposition.
function byPreposition(
  options: { dimension: string; value: string }[],
  hints: (string | undefined)[],
  dims: Map<string, Dimension>,
) {
  const pattern = hints.some((h) => h && FROM_WORDS.has(h))
    ? FROM_COLUMN
    : hints.some((h) => h && TO_WORDS.has(h))
      ? TO_COLUMN
      : undefined;
  if (!pattern) return options;
  const matching = options.filter((o) =>
    pattern.test(nameWords(dims.get(o.dimension)?.column ?? '').join(' ')),
  );
  return matching.length ? matching : options;
}

// "Germany", "İstanbul": a filter on the value's column, negated when a negation is pending.
export const readValue: Construction<'value'> = (c, s, item, index) => {
  const prev = c.items[index - 1];
  let options = item.options;
  if (
    options.length > 1 &&
    prev?.kind === 'field' &&
    prev.dimension &&
    options.some((o) => o.dimension === prev.dimension)
  )
    options = options.filter((o) => o.dimension === prev.dimension);
  if (options.length > 1)
    options = byPreposition(
      options,
      [c.tokens[item.start - 1]?.norm, c.tokens[item.end - 1]?.suffix],
      c.dims,
    );
  if (new Set(options.map((o) => o.dimension)).size > 1) {
    s.problems.push({ kind: 'ambiguousValue', phrase: textOf(c, item), options });
    return;
  }
  const dimension = options[0].dimension;
  // "number of deaths by race" on a list of deaths whose type column also holds "Death": the rows
  // or only that value? Asked, unless the column was named ("type death") or a negation governs it.
  const words = c.tokens.slice(item.start, item.end);
  const rowNoun = words.some((t) =>
    stems(t.norm, c.locale).some((x) => c.model.rowNouns?.includes(x.base)),
  );
  // "the number of participants in each type code", where one type is Participant: broken down by
  // that very column, a filter on one of its values would leave one group; the word is the rows.
  const brokenDown = c.items.some(
    (x, k) => x.kind === 'field' && x.dimension === dimension && isKeyword(c.items[k - 1], 'by'),
  );
  if (rowNoun && brokenDown && !s.negate) {
    s.entity = true;
    s.rowsNamed = true;
    return;
  }
  // Its column said right before or after it ("type death", "Satış departmanında") says the value.
  const next = c.items[index + 1];
  const columnSaid =
    (prev?.kind === 'field' && prev.dimension === dimension) ||
    (next?.kind === 'field' && next.dimension === dimension && adjacent(item, next));
  if (rowNoun && !s.negate && !columnSaid) {
    s.problems.push({
      kind: 'ambiguousValue',
      phrase: textOf(c, item),
      options: [...options, { dimension: '', value: '' }],
    });
    return;
  }
  // "except Germany and France": a negation goes on over the values joined to the first.
  const joined = (from: number, to: number) =>
    c.tokens.slice(from, to).every((t) => c.pack.conjunctions.includes(t.norm));
  if (!s.negate && s.negatedLast?.dimension === dimension && joined(s.negatedLast.end, item.start))
    s.negate = true;
  if (s.negate) s.negatedLast = { dimension, end: item.end };
  // "commander is not 'Boril'", "type is Cargo": the column said before its own value.
  const after = c.items[index + 1];
  const before = [c.items[index - 1], c.items[index - 2]].find((x) => x?.kind === 'field');
  // "a PhD degree", "Cargo ship type": the value said before its column.
  const behind = after?.kind === 'field' && adjacent(item, after) ? after : undefined;
  const own = (x: Item | undefined) => x?.kind === 'field' && x.dimension === dimension;
  if ((own(before) || own(behind)) && options.length === 1) s.filterSubjects.add(dimension);
  addFilter(s, dimension, [...new Set(options.map((o) => o.value))], s.negate);
  s.negate = false;
};

// The column the rows' noun itself names ("which directors" → Director).
function said(c: ReadingContext, words: Token[]): Dimension | undefined {
  const bases = new Set(words.flatMap((t) => stems(t.norm, c.locale).map((x) => x.base)));
  return c.model.dimensions.find(
    (d) => d.kind === 'categorical' && !d.numeric && bases.has(fold(d.label.en)),
  );
}

// The rows' noun followed by "by" and a column of categories ("student by first name").
function namedAfter(c: ReadingContext, item: Item, index: number): boolean {
  const [by, field] = [c.items[index + 1], c.items[index + 2]];
  return (
    isKeyword(by, 'by') &&
    adjacent(item, by) &&
    field?.kind === 'field' &&
    !!field.dimension &&
    adjacent(by, field)
  );
}

// "orders", "accounts": the rows are counted; with a ranking, the rows are named.
export const readEntity: Construction<'entity'> = (c, s, item, index) => {
  const prev = c.items[index - 1];
  s.entity = true;
  const words = c.tokens.slice(item.start, item.end);
  s.entityWords = [
    ...(s.entityWords ?? []),
    ...words.flatMap((t) => [t.norm, ...stems(t.norm, c.locale).map((x) => x.base)]),
  ];
  if (words.some((t) => stems(t.norm, c.locale).some((x) => c.model.rowNouns?.includes(x.base))))
    s.rowsNamed = true;
  // "the age of each head": each row's own value, not a measure over the rows.
  const ofEach =
    prev?.kind === 'keyword' && c.pack.subjectWords.includes(c.tokens[prev.start - 1]?.norm ?? '');
  // "amount per order": the measure over the number of rows, each row one order.
  if (
    prev?.kind === 'keyword' &&
    prev.keyword.kind === 'by' &&
    adjacent(prev, item) &&
    c.pack.perWords.includes(c.tokens[prev.start].norm) &&
    !ofEach
  )
    s.perRow = true;
  const direction = s.superlative ?? s.topWord;
  // The rows named by the column the word itself names ("which directors" → Director), else by
  // the column that tells the rows apart best.
  const name = () => said(c, words) ?? nameDimension(c.model);
  if (
    prev?.kind === 'number' &&
    adjacent(prev, item) &&
    direction &&
    prev.value >= 1 &&
    prev.value <= 1000
  ) {
    // "top 5 movies": that many rows, named.
    const named = name();
    if (!named) return;
    s.usedNumbers.add(prev);
    s.intent.rank = { direction, limit: prev.value };
    addGroup(s, named.id);
  } else if (
    !s.intent.groups.length &&
    s.superlative &&
    numericField(c, prev) &&
    !!prev.metric &&
    adjacent(prev, item)
  ) {
    // "lightest car", "most expensive product": the row with the extreme, named, where a column
    // names the rows one by one; else the extreme itself ("the heaviest penguin weighs 6300 g").
    const named = said(c, words) ?? rowNames(c.model);
    if (!named) return;
    addGroup(s, named.id);
    s.intent.rank = { direction: s.superlative, limit: 1 };
  } else if (isKeyword(prev, 'by') && adjacent(prev, item) && namedAfter(c, item, index)) {
    // "each student by first name": the rows, each by the column said after them, in place of the
    // column that would name them otherwise (taken by "the top 5 students" before).
    const implicit = name()?.id;
    s.intent.groups = s.intent.groups.filter((g) => g.dimension !== implicit);
  } else if (
    prev?.kind === 'keyword' &&
    prev.keyword.kind === 'by' &&
    !prev.keyword.after &&
    adjacent(prev, item) &&
    (!c.pack.perWords.includes(c.tokens[prev.start].norm) || ofEach) &&
    // "each product type" is a breakdown by type: the row noun only modifies the column after it.
    !(c.items[index + 1]?.kind === 'field' && adjacent(item, c.items[index + 1]))
  ) {
    // "the age of every singer": each row, by its name, when nothing else breaks it down.
    s.everyRow = true;
    s.byPending = false;
  } else if (
    !s.intent.groups.length &&
    !s.percentShare &&
    // "which movie" names the rows; "what is the number of movies" counts them.
    ((isKeyword(prev, 'which') && adjacent(prev, item)) ||
      prev?.kind === 'rank' ||
      (prev?.kind === 'keyword' && (prev.keyword.kind === 'top' || prev.keyword.kind === 'bottom')))
  ) {
    // "which movie", "top movies": the rows, each by its name.
    const named = name();
    if (named) addGroup(s, named.id);
  }
};

// "last month", "2025": the periods asked, composed later; "excluding 2008" leaves one out.
export const readDate: Construction<'date'> = (c, s, item, index) => {
  const prev = c.items[index - 1];
  if (s.negate && isKeyword(prev, 'negation') && adjacent(prev, item)) {
    (s.intent.excluded ??= []).push(item.spec);
    s.negate = false;
  } else s.dates.push({ spec: item.spec, index });
};

// "top 5", "bottom 3".
export const readRank: Construction<'rank'> = (_c, s, item) => {
  s.intent.rank = { direction: item.direction, limit: item.limit };
};

// "over 100", "500 TL üzerindeki", "fiyat ortalaması 100'den fazla": a condition on the measure or
// column next to it, or on the one its unit names.
export const readComparison: Construction<'comparison'> = (c, s, item, index) => {
  const [before, prev, next] = [c.items[index - 2], c.items[index - 1], c.items[index + 1]];
  const postfix = testedAfter(c, before, prev, item) && isAggregation(prev) ? prev : undefined;
  const field = postfix
    ? (before as FieldItem)
    : numericField(c, prev) && adjacent(prev, item)
      ? prev
      : numericField(c, next) && adjacentOrOf(c, item, next)
        ? next
        : undefined;
  const tested =
    item.field ??
    (field
      ? (field.metric ?? field.dimension)
      : (unitFieldOf(c.model, item) ?? verbColumnOf(c.model, c.tokens, item, c.locale)));
  // A number in a unit of measure, in the column's own unit; a unit that does not convert is asked.
  const measured = measuredCondition(c.model, item, tested);
  if ('unknown' in measured) {
    s.unknown.push(measured.unknown);
    s.critical.push(measured.unknown);
    return;
  }
  const id = measured.id;
  const aggregated =
    postfix?.keyword.kind === 'aggregation'
      ? postfix.keyword.aggregation
      : field && s.testedAggregation.get(field);
  // "number of orders over 5" counts like "number of orders" does: the measure's own total.
  const aggregation =
    aggregated && aggregated !== 'count' && aggregated !== 'count_distinct'
      ? aggregated
      : undefined;
  s.intent.conditions.push({
    field: id ?? '',
    op: item.op,
    values: measured.values,
    ...(aggregation && field?.metric ? { aggregation } : {}),
  });
};

// A word nothing matched: asked back; critical where it would change the numbers.
export const readUnknown: Construction<'unknown'> = (c, s, item, index) => {
  const [prev, next] = [c.items[index - 1], c.items[index + 1]];
  if (isKeyword(next, 'percentile') && ORDINAL_SUFFIX.test(c.tokens[item.start].norm)) return;
  s.unknown.push(item.word);
  // Hours outside a window ("24 hours ago") must not be dropped: that answer spans all time.
  if (
    (prev?.kind === 'keyword' && prev.keyword.kind === 'by' && !prev.keyword.after) ||
    isHourWord(c.tokens[item.start].norm)
  )
    s.critical.push(item.word);
};

// "500 TL üzerindeki", "over $2000", "more than 20 mm": the measure said in that unit.
function unitFieldOf(model: SemanticModel, item: Item): string | undefined {
  if (item.kind !== 'comparison' || !item.unit) return undefined;
  const columns = model.metrics.filter((m) => m.expression.kind === 'column');
  if (item.unit === 'currency') {
    const money = columns.filter((m) => m.format === 'currency');
    if (money.length) return money.length === 1 ? money[0].id : undefined;
    // No column is known to hold money: an amount or value column is the one said in dollars.
    const amounts = columns.filter((m) => AMOUNT_COLUMN.test(wordsOf(m.id).join(' ')));
    return amounts.length === 1 ? amounts[0].id : undefined;
  }
  if (item.unit === 'percent') {
    const pct = columns.filter((m) => m.format === 'percent');
    return pct.length === 1 ? pct[0].id : undefined;
  }
  // A unit of measure: placed and converted by measuredCondition.
  return undefined;
}

// "whose first name ends with the letter m": a test on the letters of the text column named next
// to it (before it, else after it); with no text column to test, the words are named back.
export const readTextTest: Construction<'textTest'> = (c, s, item, index) => {
  const text = (x: Item | undefined) =>
    x?.kind === 'field' && !!x.dimension && c.dims.get(x.dimension)?.kind === 'categorical'
      ? x.dimension
      : undefined;
  const before = c.items.slice(0, index).reverse().map(text).find(Boolean);
  const dimension =
    before ??
    c.items
      .slice(index + 1)
      .map(text)
      .find(Boolean);
  if (!dimension) {
    s.unknown.push(textOf(c, item));
    return;
  }
  // The column right before the test is what is tested ("whose job id starts with AD"), not a
  // breakdown.
  const prev = c.items[index - 1];
  if (prev && adjacent(prev, item) && text(prev) === dimension) s.textTested.add(dimension);
  s.intent.filters.push({ dimension, values: item.values, negate: s.negate, match: item.match });
  s.negate = false;
};
