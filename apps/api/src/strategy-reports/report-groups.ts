import { readQuestion } from '@parley/analytics';
import type { Dimension, SemanticModel } from '@parley/analytics';
import { formatCell } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { digestWords, fill, languageOf } from '../mail/digest-words';
import { metricKeyOf } from './report-content';

// A source without dates has no change to explain; what a reading's figure is made of says
// something instead: its largest groups in the source's categories (issue 29).

// Categories a topic is broken down by, and the groups named of each.
const MAX_DIMENSIONS = 2;
const TOP_GROUPS = 3;
// As many values as the engine still suggests a breakdown by (a column of ids is no grouping).
const MAX_VALUES = 60;

/**
 * The categories a reading's figure is told by: stored as words (a number column read as
 * categories says how much, not who or what), with at least two values, and not one the reading
 * already keeps to a single value of ("laptop revenue" is not broken down by Category).
 */
export function groupDimensions(
  model: SemanticModel,
  question: string,
  locale: Locale,
): Dimension[] {
  const understood = readQuestion(model, { phrase: question, locale: languageOf(locale) });
  const filtered = new Set(
    'intent' in understood ? understood.intent.filters.map((f) => f.dimension) : [],
  );
  return model.dimensions
    .filter((d) => {
      const values = d.distinct ?? model.values[d.id]?.length ?? 0;
      return (
        d.kind === 'categorical' &&
        !d.numeric &&
        !filtered.has(d.id) &&
        values >= 2 &&
        values <= MAX_VALUES
      );
    })
    .slice(0, MAX_DIMENSIONS);
}

/** The words the engine reads as a breakdown by the category ("by product"). */
export const byPhrase = (dimension: Dimension) =>
  `by ${dimension.label.en.toLocaleLowerCase('en')}`;

/** "Pro 16 (Product): $2,133,000": a breakdown card's largest groups, as the card formats them. */
export function groupLines(card: AnswerCard, locale: Locale): string[] {
  const key = metricKeyOf(card);
  const column = card.columns.find((c) => c.role === 'dimension');
  if (!key || !column) return [];
  const words = digestWords(locale);
  return card.table
    .filter((row) => typeof row[key] === 'number' && row[column.key] != null)
    .sort((a, b) => (b[key] as number) - (a[key] as number))
    .slice(0, TOP_GROUPS)
    .map((row) =>
      fill(words.reportGroup, {
        value: String(row[column.key]),
        dimension: column.label,
        figure: formatCell(card, row, key, { locale }),
      }),
    );
}
