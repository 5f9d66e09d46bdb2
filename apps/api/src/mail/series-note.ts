import { cardSeries } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { languageOf, serverI18n } from '../i18n/server-messages';

/**
 * The web legend's "and 52 more in the table" for a chart seen in a mail or a PDF (issue 28): a
 * card with more series than its chart draws says how many the chart leaves out, under the chart.
 */
export function seriesNote(
  card: Pick<AnswerCard, 'columns' | 'table'> & Partial<Pick<AnswerCard, 'chart' | 'series'>>,
  locale: Locale,
): string | undefined {
  const series = cardSeries(card);
  if (!series?.more) return undefined;
  return serverI18n.t('card.more_series', {
    ns: 'mail',
    lng: languageOf(locale),
    shown: series.items.length,
    count: series.more,
  });
}
