import type { AnswerCard, CardColumn, Prompt } from '@parley/domain';
import type { Translate } from './messages';

// The measured column a person asked about: not a comparison column (Previous_x, x__%, x__change).
export function primaryMetric(card: Pick<AnswerCard, 'columns'>): CardColumn | undefined {
  return card.columns.find(
    (c) =>
      c.role === 'metric' &&
      !c.key.startsWith('Previous_') &&
      !c.key.endsWith('__%') &&
      !c.key.endsWith('__change'),
  );
}

export function formatAmount(
  value: number,
  locale: string,
  column?: Pick<CardColumn, 'format' | 'currency'>,
): string {
  if (column?.format === 'percent')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  const currency =
    column?.format === 'currency' && column.currency
      ? { style: 'currency' as const, currency: column.currency }
      : {};
  return new Intl.NumberFormat(locale, {
    ...currency,
    maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2,
  }).format(value);
}

/**
 * Whether the rows of a breakdown add up to something: a sum or a count does, a rate or an average
 * does not ("conversion rate 4.4% + 3.0% + 2.8%" is no total). A column that says so decides;
 * otherwise a percent never adds up, and anything else only when the engine offered it as parts
 * of a whole (a pie), which it does for sums and counts alone.
 */
export function isAdditive(card: Pick<AnswerCard, 'chart'>, column: CardColumn): boolean {
  const declared = (column as CardColumn & { additive?: unknown }).additive;
  if (typeof declared === 'boolean') return declared;
  if (column.format === 'percent') return false;
  return card.chart.some(
    (c) =>
      (c.chart.type === 'pie' || c.chart.type === 'donut') &&
      c.series.some((s) => s.key === column.key),
  );
}

const numberAt = (row: AnswerCard['table'][number] | undefined, key: string) =>
  typeof row?.[key] === 'number' ? row[key] : undefined;

// Spec §9: percent change rounded down; the sign becomes the direction word.
function direction(
  current: number,
  previous: number,
  percent: number | undefined,
  locale: string,
  column: CardColumn,
  t: Translate,
): string {
  const pct =
    percent ?? (previous === 0 ? 0 : Math.floor(((current - previous) / Math.abs(previous)) * 100));
  if (pct === 0 && current === previous) return t('flat');
  const params = {
    pct: formatAmount(Math.abs(pct), locale, { format: 'percent' }),
    previous: formatAmount(previous, locale, column),
  };
  return current >= previous ? t('up', params) : t('down', params);
}

/**
 * The brief spoken answer: the number, its direction against the previous period when the card
 * compares, and the top contributor of a breakdown. Plain text; SSML escaping happens once, later.
 */
export function speakCard(card: AnswerCard, locale: string, t: Translate): string {
  const metric = primaryMetric(card);
  if (!metric || card.table.length === 0) return card.text;
  const dimension = card.columns.find((c) => c.role === 'dimension' || c.role === 'time');
  const previousKey = `Previous_${metric.key}`;
  if (!dimension || card.table.length === 1) {
    const row = card.table[0];
    const value = numberAt(row, metric.key) ?? 0;
    const previous = numberAt(row, previousKey);
    const trend =
      previous === undefined
        ? ''
        : `, ${direction(value, previous, numberAt(row, `${metric.key}__%`), locale, metric, t)}`;
    return `${card.title}: ${formatAmount(value, locale, metric)}${trend}.`;
  }
  const top = card.table.reduce((best, row) =>
    (numberAt(row, metric.key) ?? -Infinity) > (numberAt(best, metric.key) ?? -Infinity)
      ? row
      : best,
  );
  const topSentence = t('top', {
    dimension: dimension.label.toLocaleLowerCase(locale),
    name: String(top[dimension.key] ?? ''),
    value: formatAmount(numberAt(top, metric.key) ?? 0, locale, metric),
  });
  // A rate or an average has no total to speak: its best group says what the card shows.
  if (!isAdditive(card, metric)) return `${card.title}. ${topSentence}`;
  const total = card.table.reduce((sum, row) => sum + (numberAt(row, metric.key) ?? 0), 0);
  const hasPrevious = card.table.some((row) => numberAt(row, previousKey) !== undefined);
  const previousTotal = card.table.reduce((sum, row) => sum + (numberAt(row, previousKey) ?? 0), 0);
  const totalSentence = t('total', { value: formatAmount(total, locale, metric) }).replace(
    /\.$/,
    '',
  );
  const trend = hasPrevious
    ? `, ${direction(total, previousTotal, undefined, locale, metric, t)}`
    : '';
  return `${card.title}. ${totalSentence}${trend}. ${topSentence}`;
}

/**
 * One headline number of a card (its value, or the total of a breakdown that adds up), for
 * reading a collection; a breakdown of a rate or an average is named without a number.
 */
export function speakHeadline(card: AnswerCard, locale: string): string {
  const metric = primaryMetric(card);
  if (!metric || card.table.length === 0) return card.title;
  const value = numberAt(card.table[0], metric.key);
  if (card.table.length === 1 && value !== undefined)
    return `${card.title}: ${formatAmount(value, locale, metric)}.`;
  if (!isAdditive(card, metric)) return `${card.title}.`;
  const total = card.table.reduce((sum, row) => sum + (numberAt(row, metric.key) ?? 0), 0);
  return `${card.title}: ${formatAmount(total, locale, metric)}.`;
}

/** A prompt read out as numbered choices; the numbers are what the follow-up intent hears. */
export function speakPrompt(prompt: Prompt, t: Translate): string {
  const items = prompt.items.slice(0, 5).map((item, i) => `${i + 1}: ${item.title}`);
  return `${prompt.title} ${t('choices')}: ${items.join('; ')}.`;
}
