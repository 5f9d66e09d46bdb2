import { readQuestion, segment, tokenize } from '@parley/analytics';
import type { ReadItem, SemanticModel } from '@parley/analytics';
import type { TopicReading, TopicReadingKind } from '@parley/domain';
import { digestWords, fill, languageOf } from '../mail/digest-words';
import type { Locale } from '../i18n/locale';

// What one word of the strategy is read as in the default source, by the engine's own lexicon
// (column names, their synonyms and WordNet relations, stored values): the words the data knows
// are kept as the question the report asks, the others are named back to the person.
export type ProposedReading = TopicReading & { unread: string[] };

const LANGUAGES = ['en', 'tr'] as const;

// Kept from a topic: what names a measure, a column or a value, and how it is aggregated; dates,
// rankings and comparisons belong to the report, not to the topic.
const KEPT_KEYWORDS = new Set(['aggregation', 'negation', 'rate']);

function kept(item: ReadItem): boolean {
  if (item.kind === 'field' || item.kind === 'value' || item.kind === 'entity') return true;
  return item.kind === 'keyword' && KEPT_KEYWORDS.has(item.keyword.kind);
}

const names = (item: ReadItem) =>
  item.kind === 'value' || (item.kind === 'field' && (item.metric || item.dimension));

// The language whose pack recognises more of the words (a Turkish topic in the English interface).
function bestItems(model: SemanticModel, said: string): { items: ReadItem[]; raw: string[] } {
  const tokens = tokenize(said);
  const raw = tokens.map((token) => token.raw);
  let best: ReadItem[] = [];
  let bestScore = -1;
  for (const language of LANGUAGES) {
    const items = segment(tokens, model, language);
    const score = items.filter(names).reduce((n, item) => n + item.end - item.start, 0);
    if (score > bestScore) [best, bestScore] = [items, score];
  }
  return { items: best, raw };
}

// "Total Quantity where Category = Furniture": the reading in the data's own labels.
export function readingLabel(
  model: SemanticModel,
  question: string,
  locale: Locale,
): string | undefined {
  const lang = languageOf(locale);
  const understood = readQuestion(model, { phrase: question, locale: lang });
  if (!('intent' in understood)) return undefined;
  const { intent } = understood;
  const metrics = intent.metrics
    .map((m) => model.metrics.find((metric) => metric.id === m.id)?.label[lang])
    .filter(Boolean);
  const filters = intent.filters.map((filter) => {
    const dimension = model.dimensions.find((d) => d.id === filter.dimension);
    const label = dimension?.label[lang] ?? filter.dimension;
    return `${label} ${filter.negate ? '≠' : '='} ${filter.values.join(', ')}`;
  });
  const words = digestWords(locale);
  const measure = metrics.join(', ');
  return filters.length
    ? fill(words.readingWhere, { measure, filters: filters.join(` ${words.readingAnd} `) })
    : measure;
}

// The measure a topic that names only values is read on ("furniture" → revenue where Category =
// Furniture): the first measure word of the strategy's industries the data has a column for, else
// the source's own main measure, else its first.
export function leadMeasure(model: SemanticModel, watched: readonly string[]): string | undefined {
  for (const word of watched) {
    const tokens = tokenize(word);
    for (const language of LANGUAGES)
      if (segment(tokens, model, language).some((item) => item.kind === 'field' && item.metric))
        return word;
  }
  const metric =
    model.metrics.find((m) => m.id === model.defaultMetric) ??
    model.metrics.find((m) => m.expression.kind !== 'rows');
  return metric?.label.en;
}

export function readTopic(
  model: SemanticModel,
  kind: TopicReadingKind,
  said: string,
  locale: Locale,
  measure?: string,
): ProposedReading {
  const { items, raw } = bestItems(model, said);
  const unread = items.flatMap((item) => (item.kind === 'unknown' ? [item.word] : []));
  const proposal: ProposedReading = { kind, said, status: 'proposed', unread };
  // Nothing the data names (only filler words, a date, a chart type): no reading at all.
  if (!items.some(names)) return { ...proposal, unread: unread.length ? unread : [said] };
  const words = items
    .filter(kept)
    .map((item) => raw.slice(item.start, item.end).join(' '))
    .join(' ');
  const measured = items.some((item) => item.kind === 'field' && item.metric);
  const question = measured || !measure ? words : `${measure} ${words}`;
  const readAs = readingLabel(model, question, locale);
  return readAs ? { ...proposal, question, readAs } : { ...proposal, unread: [said] };
}

// A client is a value the data stores ("Contoso" in Customer), never a measure or a column.
export function readClient(model: SemanticModel, said: string, locale: Locale): ProposedReading {
  const wanted = said.trim().toLocaleLowerCase('en');
  const lang = languageOf(locale);
  for (const dimension of model.dimensions) {
    if (dimension.kind !== 'categorical') continue;
    const synonyms = model.valueSynonyms?.[dimension.id] ?? {};
    const value = (model.values[dimension.id] ?? []).find(
      (stored) =>
        stored.toLocaleLowerCase('en') === wanted ||
        (synonyms[stored] ?? []).some((s) => s.toLocaleLowerCase('en') === wanted),
    );
    if (value !== undefined)
      return {
        kind: 'client',
        said,
        status: 'proposed',
        question: value,
        readAs: `${dimension.label[lang]} = ${value}`,
        unread: [],
      };
  }
  return { kind: 'client', said, status: 'proposed', unread: [said] };
}
