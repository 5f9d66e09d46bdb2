import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SemanticModel } from '@parley/analytics';
import { formatCell } from '@parley/domain';
import type {
  AnswerCard,
  OrganisationStrategy,
  StrategyReportDocument,
  StrategyReportSection,
} from '@parley/domain';
import { AskQuestion } from '../conversation/ask-question.command';
import { DataSourceRegistry } from '../conversation/data-source-registry';
import type { Locale } from '../i18n/locale';
import type { DeliveryFrequency } from '../digests/schedule/delivery-schedule';
import { periodWithData, periodPhrase, trendPhrase, trendSpan } from './report-period';
import type { ReportPeriod } from './report-period';
import {
  anomalyOf,
  executiveSummary,
  metricKeyOf,
  moversOf,
  percentOf,
  periodWords,
  undatedSummary,
} from './report-content';
import { byPhrase, groupDimensions, groupLines } from './report-groups';
import type { SummaryFacts } from './report-content';
import { digestWords, fill } from '../mail/digest-words';
import { strategyReadings } from './strategy-readings';
import { industriesOf, watchedMeasures } from './strategy-focus';
import { leadMeasure, readClient } from './topic-reader';
import type { ReportReading } from './strategy-readings';

// cards: each section's headline card (its figures unformatted), for the report's workbook.
export type BuiltReport = {
  document: StrategyReportDocument;
  headlines: string[];
  cards: AnswerCard[];
};
type Built = { section: StrategyReportSection; facts: SummaryFacts; card: AnswerCard };

// Clients with a section of their own; the others the data holds are named in a note.
const MAX_CLIENTS = 5;
// Focus countries each section is also read in.
const MAX_PLACES = 3;

// The card's headline figure, as the card formats it; none when the card has no number.
function headlineOf(
  card: AnswerCard | undefined,
  locale: Locale,
): StrategyReportSection['headline'] | undefined {
  const row = card?.table[0];
  const key = card && metricKeyOf(card);
  if (!card || !row || !key || typeof row[key] !== 'number') return undefined;
  return {
    label: card.columns.find((c) => c.key === key)?.label ?? '',
    value: formatCell(card, row, key, { locale }),
  };
}

// "United Kingdom: <the card's sentence>" for each focus country the data has a figure for.
function placeLines(places: string[], cards: (AnswerCard | undefined)[]): string[] {
  return cards.flatMap((card, i) => {
    const key = card && metricKeyOf(card);
    return card && key && typeof card.table[0]?.[key] === 'number'
      ? [`${places[i]}: ${card.text}`]
      : [];
  });
}

// The report asks the tenant's default source through the same AskQuestion path as chat, one
// confirmed reading at a time, on the last complete period that has data:
//   "<question> <period> compared to the previous period"         the headline figure and change
//   "<question> <period> compared to the same period last year"   the change against last year
//   "why did <question> change <period> compared to the previous period"   the movers (drivers)
//   "<question> by week|month between <12 buckets back> and <end>"        the chart and anomaly
// A source without dates is asked "<question>" and "<question> by <category>" over all its rows.
// A reading whose headline has no figure in the period is left out, never shown as "—".
@Injectable()
export class StrategyReportBuilder {
  constructor(
    private readonly commands: CommandBus,
    private readonly sources: DataSourceRegistry,
  ) {}

  async build(input: {
    tenantId: string;
    brand: string;
    strategy: OrganisationStrategy;
    frequency: DeliveryFrequency;
    locale: Locale;
    now: string;
    scheduled: { from: string; to: string };
  }): Promise<BuiltReport> {
    const model = await this.model(input);
    const empty = (period: ReportPeriod | undefined): BuiltReport => ({
      document: {
        business: input.strategy.business_name,
        from: period?.from ?? input.scheduled.from,
        to: period?.to ?? input.scheduled.to,
        period: periodWords(period ?? { ...input.scheduled, latest: false }, input),
        summary: executiveSummary([], input),
        sections: [],
        notes: [],
      },
      headlines: [],
      cards: [],
    });
    if (!model) return empty(undefined);
    const readings = strategyReadings(input.strategy, model, input.locale);
    const topics = readings.filter((r) => r.kind !== 'client');
    const clients = readings.filter((r) => r.kind === 'client');
    const measure = leadMeasure(model, watchedMeasures(industriesOf(input.strategy)));
    const lead = topics[0]?.question ?? measure;
    // A source without dates compares no period: its report speaks of all its rows.
    const dated = Boolean(model.defaultTime);
    const period = dated
      ? periodWithData(
          input.frequency,
          input.scheduled,
          lead ? await this.lastDay(input, lead, model) : undefined,
        )
      : undefined;
    if (dated && (!period || !lead)) return empty(period);
    // The strategy's focus countries the data stores (a Country column holding "United Kingdom").
    const places = input.strategy.geography_focus
      .slice(0, MAX_PLACES)
      .flatMap((country) => readClient(model, country, input.locale).question ?? []);
    const sections: StrategyReportSection[] = [];
    const facts: SummaryFacts[] = [];
    const cards: AnswerCard[] = [];
    const add = async (reading: ReportReading, question: string) => {
      const built = period
        ? await this.periodSection(input, reading, question, period, places)
        : await this.allSection(input, reading, question, model, places);
      if (!built) return false;
      sections.push(built.section);
      facts.push(built.facts);
      cards.push(built.card);
      return true;
    };
    for (const reading of topics) await add(reading, reading.question);
    // Each client on the measure the strategy's industries watch, on that client's rows only.
    const shown: string[] = [];
    const unshown: string[] = [];
    for (const client of clients) {
      if (shown.length >= MAX_CLIENTS) {
        unshown.push(client.question);
        continue;
      }
      if (lead && (await add(client, `${measure ?? lead} for ${client.question}`)))
        shown.push(client.question);
    }
    const notes = unshown.length
      ? [
          fill(digestWords(input.locale).reportClientsUnshown, {
            source: model.name,
            names: unshown.join(', '),
            brand: input.brand,
          }),
        ]
      : [];
    const words = period
      ? periodWords(period, input)
      : fill(digestWords(input.locale).reportPeriodAll, { source: model.name });
    const document: StrategyReportDocument = {
      business: input.strategy.business_name,
      ...(period ? { from: period.from, to: period.to } : {}),
      period: words,
      summary: period
        ? executiveSummary(facts, { ...input, period: words })
        : undatedSummary(facts, { locale: input.locale, source: model.name }),
      sections,
      notes,
    };
    return { document, headlines: document.summary, cards };
  }

  private async periodSection(
    input: { tenantId: string; locale: Locale; now: string; frequency: DeliveryFrequency },
    reading: ReportReading,
    question: string,
    period: ReportPeriod,
    places: string[],
  ): Promise<Built | undefined> {
    const span = periodPhrase(period, input.frequency);
    const headlineQuestion = `${question} ${span} compared to the previous period`;
    const [current, lastYear, driver, trend, ...inPlaces] = await Promise.all([
      this.ask(input, headlineQuestion),
      this.ask(input, `${question} ${span} compared to the same period last year`),
      this.ask(input, `why did ${question} change ${span} compared to the previous period`),
      this.ask(input, `${question} ${trendPhrase(trendSpan(period, input.frequency))}`),
      ...places.map((place) =>
        this.ask(input, `${question} for ${place} ${span} compared to the previous period`),
      ),
    ]);
    const headline = headlineOf(current, input.locale);
    // Nothing in the period: a section with nothing to say is left out.
    if (!current || !headline) return undefined;
    const changes = [current.text];
    const yearRow = lastYear?.table[0];
    const yearKey = lastYear && metricKeyOf(lastYear);
    if (lastYear && yearRow && yearKey && typeof yearRow[`Previous_${yearKey}`] === 'number')
      changes.push(lastYear.text);
    const anomaly = trend ? anomalyOf(trend, input.locale, input.frequency) : undefined;
    const movers = driver ? moversOf(driver, input.locale) : [];
    const lines = placeLines(places, inPlaces);
    const section: StrategyReportSection = {
      kind: reading.kind === 'client' ? 'client' : 'topic',
      title: reading.said,
      readAs: reading.readAs,
      question: headlineQuestion,
      headline,
      changes,
      movers,
      ...(lines.length ? { places: lines } : {}),
      ...(anomaly ? { anomaly } : {}),
      ...(trend && trend.table.length > 1 ? { chart: trend } : {}),
    };
    return {
      section,
      card: current,
      facts: {
        measure: reading.readAs,
        value: headline.value,
        pct: percentOf(current),
        yearPct: changes.length > 1 ? percentOf(lastYear) : null,
        ...(movers[0] ? { mover: movers[0] } : {}),
        ...(anomaly ? { anomaly } : {}),
      },
    };
  }

  // A source without dates: the figure over all its rows, its largest groups in the source's
  // categories, and the first breakdown as the section's chart; no change, no trend.
  private async allSection(
    input: { tenantId: string; locale: Locale; now: string },
    reading: ReportReading,
    question: string,
    model: SemanticModel,
    places: string[],
  ): Promise<Built | undefined> {
    const dimensions = groupDimensions(model, question, input.locale);
    const [current, ...rest] = await Promise.all([
      this.ask(input, question),
      ...dimensions.map((dimension) => this.ask(input, `${question} ${byPhrase(dimension)}`)),
      ...places.map((place) => this.ask(input, `${question} for ${place}`)),
    ]);
    const headline = headlineOf(current, input.locale);
    if (!current || !headline) return undefined;
    const breakdowns = rest.slice(0, dimensions.length);
    const groups = breakdowns.flatMap((card) => (card ? groupLines(card, input.locale) : []));
    const chart = breakdowns.find((card) => card && card.table.length > 1);
    const lines = placeLines(places, rest.slice(dimensions.length));
    const section: StrategyReportSection = {
      kind: reading.kind === 'client' ? 'client' : 'topic',
      title: reading.said,
      readAs: reading.readAs,
      question,
      headline,
      changes: [],
      movers: [],
      ...(groups.length ? { groups } : {}),
      ...(lines.length ? { places: lines } : {}),
      ...(chart ? { chart } : {}),
    };
    return {
      section,
      card: current,
      facts: {
        measure: reading.readAs,
        value: headline.value,
        pct: null,
        yearPct: null,
        ...(groups[0] ? { group: groups[0] } : {}),
      },
    };
  }

  // The latest day the data holds for the report's lead reading (by day over all its rows).
  private async lastDay(
    input: { tenantId: string; locale: Locale; now: string },
    question: string,
    model: SemanticModel,
  ): Promise<string | undefined> {
    if (!model.defaultTime) return undefined;
    const card = await this.ask(input, `${question} by day`);
    const time = card?.columns.find((c) => c.role === 'time')?.key;
    if (!card || !time) return undefined;
    const days = card.table
      .map((row) => String(row[time] ?? '').slice(0, 10))
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d < input.now)
      .sort();
    return days[days.length - 1];
  }

  // The default source's model, for the words of its columns and the values it stores.
  private async model(input: { tenantId: string; now: string }): Promise<SemanticModel | null> {
    try {
      return (await this.sources.resolve(input.tenantId, undefined, input.now)).data.model;
    } catch {
      // A source that cannot be opened has nothing to report; the report says so.
      return null;
    }
  }

  private async ask(
    input: { tenantId: string; locale: Locale; now: string },
    phrase: string,
  ): Promise<AnswerCard | undefined> {
    try {
      const { responses } = await this.commands.execute(
        new AskQuestion({
          tenantId: input.tenantId,
          userId: input.tenantId,
          phrase,
          now: input.now,
          locale: input.locale,
          channel: 'web',
          purpose: 'card',
        }),
      );
      for (const response of responses) if ('card' in response) return response.card;
      return undefined;
    } catch {
      // A question the source cannot answer leaves its part out; the engine's words never
      // reach the report.
      return undefined;
    }
  }
}
