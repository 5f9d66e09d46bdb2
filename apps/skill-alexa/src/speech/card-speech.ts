import {
  cardSeries,
  changePercent,
  formatCell,
  formatPercent,
  formatValue,
  isAdditive,
  isDriverCard,
  primaryMetric,
  seriesView,
  spokenDuration,
} from '@parley/domain';
import type { AnswerCard, CardColumn, Prompt, ValueStyle } from '@parley/domain';
import type { Translate } from './messages';

// A value spoken as the card's table shows it (libs/domain), durations in words.
export function formatAmount(value: number, locale: string, column?: ValueStyle): string {
  if (column?.format === 'duration') return spokenDuration(value, locale);
  return formatValue(value, column, locale);
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
  // Computed from the values when there are both (a tenth under one percent: "up 0.4%", not "up 0%").
  const pct = previous !== 0 ? changePercent(previous, current) : (percent ?? 0);
  if (current === previous) return t('flat');
  const params = {
    pct: formatPercent(Math.abs(pct), 100, locale),
    previous: formatAmount(previous, locale, column),
  };
  return current >= previous ? t('up', params) : t('down', params);
}

/**
 * The brief spoken answer: the number, its direction against the previous period when the card
 * compares, and the top contributor of a breakdown. Plain text; SSML escaping happens once, later.
 */
// A card of several series says which it compares and where each stands at the last point:
// "It compares China and India. At 2005: China 1.3B, India 1.08B."
function speakSeries(card: AnswerCard, locale: string, t: Translate): string | undefined {
  // Measures side by side keep the breakdown's own sentence; a second grouping's values are named.
  const series = cardSeries(card);
  if (!series?.by || series.items.length < 2) return undefined;
  const shown = seriesView(card, 'chart');
  // More series than the chart draws: the ones it names, and how many more (the web legend's note).
  const names = series.items.map((i) => i.name);
  if (series.more) names.push(t('moreSeries', { count: String(series.more) }));
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  const last = shown.table[shown.table.length - 1];
  const x = series.x;
  const values = series.items.flatMap((i) => {
    const v = numberAt(last, i.key);
    const column = shown.columns.find((c) => c.key === i.key);
    return v === undefined ? [] : [`${i.name} ${formatAmount(v, locale, column)}`];
  });
  const overTime = shown.columns.find((c) => c.key === x)?.role === 'time';
  const at =
    x && last && values.length && overTime
      ? ` ${t('latest', { at: formatCell(shown, last, x, { locale }), values: values.join(', ') })}`
      : '';
  return `${card.title}. ${t('compares', { series: list })}${at}`;
}

// A level (population, a balance) over periods has no total: summed over time it means nothing.
const levelOverTime = (card: AnswerCard, metric: CardColumn) =>
  !!metric.level && card.columns.some((c) => c.role === 'time');

export function speakCard(card: AnswerCard, locale: string, t: Translate): string {
  const metric = primaryMetric(card);
  // A driver card ("why did revenue fall") already says its answer: the change and the values
  // that drove it, in the question's language. Heard, the figures in brackets ("$12,000 →
  // $10,400", "Category, -$1,600") only get in the way of the names.
  if (isDriverCard(card)) return card.text.replace(/\s*\([^)]*\)/g, '');
  if (!metric || card.table.length === 0) return card.text;
  const compared = speakSeries(card, locale, t);
  if (compared) return compared;
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
    // As the web table and Teams show it (libs/domain): a month "Mar 2026", never "2026-03-01".
    name: formatCell(card, top, dimension.key, { locale }),
    value: formatAmount(numberAt(top, metric.key) ?? 0, locale, metric),
  });
  // A rate or an average has no total to speak: its best group says what the card shows.
  if (!isAdditive(metric, card) || levelOverTime(card, metric))
    return `${card.title}. ${topSentence}`;
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
  if (!isAdditive(metric, card) || levelOverTime(card, metric)) return `${card.title}.`;
  const total = card.table.reduce((sum, row) => sum + (numberAt(row, metric.key) ?? 0), 0);
  return `${card.title}: ${formatAmount(total, locale, metric)}.`;
}

/** A prompt read out as numbered choices; the numbers are what the follow-up intent hears. */
export function speakPrompt(prompt: Prompt, t: Translate): string {
  const items = prompt.items.slice(0, 5).map((item, i) => `${i + 1}: ${item.title}`);
  return `${prompt.title} ${t('choices')}: ${items.join('; ')}.`;
}
