import { findAnomaly } from '@parley/analytics';
import { formatCell, primaryMetric } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import type { DeliveryFrequency } from '../digests/schedule/delivery-schedule';
import { digestWords, fill } from '../mail/digest-words';
import type { ReportPeriod } from './report-period';

// The sentences of a strategy report, from the cards the engine gave (issue 29): every figure
// in them is a figure of a card, formatted as the card formats it.

const MOVERS = 3;
// A weekly report's trend is by day (a week's season), the others' by month (a year's).
const SEASONS: Record<string, number> = { weekly: 7, daily: 7, monthly: 12 };

/** The card's own measure column: not its previous value, change or percent beside it. */
export function metricKeyOf(card: Pick<AnswerCard, 'columns'>): string | undefined {
  return primaryMetric(card)?.key;
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "the latest week with data, 3–9 Nov 2026" / "last month, October 2026". */
export function periodWords(
  period: ReportPeriod,
  input: { locale: Locale; frequency: DeliveryFrequency },
): string {
  const words = digestWords(input.locale);
  const monthly = input.frequency === 'monthly';
  const format = new Intl.DateTimeFormat(input.locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: monthly ? 'long' : 'short',
    ...(monthly ? {} : { day: 'numeric' }),
  });
  const range = monthly
    ? format.format(utc(period.from))
    : format.formatRange(utc(period.from), utc(period.to));
  return fill(period.latest ? words.reportPeriodLatest : words.reportPeriodLast, {
    unit: words.reportUnits[input.frequency] ?? '',
    range,
  });
}

/** "Bookcase (Product): $1,777 → $4,529 (+$2,752)", the largest moves of a driver card first. */
export function moversOf(driver: AnswerCard, locale: Locale): string[] {
  const key = metricKeyOf(driver);
  if (!key || !driver.columns.some((c) => c.key === 'Driver')) return [];
  const words = digestWords(locale);
  const cell = (row: AnswerCard['table'][number], k: string) =>
    formatCell(driver, row, k, { locale });
  return driver.table.slice(0, MOVERS).map((row) =>
    fill(words.reportMover, {
      value: String(row['Value'] ?? ''),
      driver: String(row['Driver'] ?? ''),
      previous: cell(row, `Previous_${key}`),
      current: cell(row, key),
      change: cell(row, `${key}__change`),
    }),
  );
}

/** The bucket of the trend that stands out (the engine's anomaly test), said in words. */
export function anomalyOf(
  trend: AnswerCard,
  locale: Locale,
  frequency: DeliveryFrequency = 'monthly',
): string | undefined {
  const key = metricKeyOf(trend);
  const time = trend.columns.find((c) => c.role === 'time')?.key;
  if (!key || !time) return undefined;
  const values = trend.table.map((row) => row[key]);
  if (!values.every((v): v is number => typeof v === 'number')) return undefined;
  const found = findAnomaly(values, SEASONS[frequency] ?? SEASONS.monthly);
  const row = found ? trend.table[found.index] : undefined;
  if (!found || !row) return undefined;
  const words = digestWords(locale);
  return fill(words.reportAnomaly, {
    key: formatCell(trend, row, time, { locale }),
    value: formatCell(trend, row, key, { locale }),
    direction: found.above ? words.reportAbove : words.reportBelow,
  });
}

/** The change of a comparison card's first row in percent, or null when it has none. */
export function percentOf(card: AnswerCard | undefined): number | null {
  const key = card && metricKeyOf(card);
  const value = key ? card.table[0]?.[`${key}__%`] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export type SummaryFacts = {
  measure: string;
  value: string;
  pct: number | null;
  yearPct: number | null;
  mover?: string;
  anomaly?: string;
  // The largest group of the figure (a source without dates).
  group?: string;
};

function changeWords(pct: number | null, locale: Locale): string {
  const words = digestWords(locale);
  if (pct === null || Math.abs(pct) < 0.05) return words.reportFlat;
  const formatted = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(Math.abs(pct) / 100);
  return fill(pct > 0 ? words.reportUp : words.reportDown, { pct: formatted });
}

/**
 * Three sentences: the topic that moved most (its figure and change against the period
 * before), the same against the same period last year, and what moved it most (or what
 * stands out in a trend). No topic with data: one sentence that says so.
 */
export function executiveSummary(
  facts: SummaryFacts[],
  input: { locale: Locale; frequency: DeliveryFrequency; period?: string },
): string[] {
  const words = digestWords(input.locale);
  const unit = words.reportUnits[input.frequency] ?? '';
  if (facts.length === 0 || !input.period) return [fill(words.reportNoData, { unit })];
  const lead = [...facts].sort((a, b) => Math.abs(b.pct ?? 0) - Math.abs(a.pct ?? 0))[0];
  const params = { period: input.period, measure: lead.measure, unit };
  const first = fill(words.reportSummaryLead, {
    ...params,
    value: lead.value,
    change: changeWords(lead.pct, input.locale),
  });
  const second =
    lead.yearPct === null
      ? fill(words.reportSummaryNoYear, params)
      : fill(words.reportSummaryYear, {
          ...params,
          change: changeWords(lead.yearPct, input.locale),
        });
  const anomaly = facts.find((f) => f.anomaly)?.anomaly;
  const third = lead.mover
    ? fill(words.reportSummaryDriver, { mover: lead.mover })
    : anomaly
      ? fill(words.reportSummaryAnomaly, { anomaly })
      : words.reportSummaryCalm;
  return [first, second, third];
}

/**
 * A source without dates: first that it has none, so nothing is compared; then the first
 * topic's figure over all its rows and its largest group. No topic with a figure: one sentence.
 */
export function undatedSummary(
  facts: SummaryFacts[],
  input: { locale: Locale; source: string },
): string[] {
  const words = digestWords(input.locale);
  const lead = facts[0];
  if (!lead) return [fill(words.reportUndatedNoData, { source: input.source })];
  return [
    fill(words.reportUndated, { source: input.source }),
    fill(words.reportUndatedLead, { measure: lead.measure, value: lead.value }),
    lead.group ? fill(words.reportUndatedGroup, { group: lead.group }) : words.reportUndatedCalm,
  ];
}
