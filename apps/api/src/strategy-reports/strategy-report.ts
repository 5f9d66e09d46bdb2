import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SemanticModel } from '@parley/analytics';
import type { AnswerCard, OrganisationStrategy } from '@parley/domain';
import { AskQuestion } from '../conversation/ask-question.command';
import { DataSourceRegistry } from '../conversation/data-source-registry';
import type { Locale } from '../i18n/locale';
import type { DeliveryFrequency } from '../digests/schedule/delivery-schedule';
import { clientNamesOf, industriesOf, matchClients, orderByIndustries } from './strategy-focus';

// One topic of interest (or one of the strategy's clients) with what the period's data says
// about it: the driver card (movers and what drove the change) and the trend card (direction
// and anomalies in its insights).
export type ReportSection = {
  topic: string;
  kind: 'topic' | 'client';
  cards: AnswerCard[];
  unanswered?: string;
};

// The report as the strategy frames it: its industries in the heading, topics first, then a
// section per client the default source knows (the first few), the others it knows, named
// without a section, and the clients it does not know, named.
export type StrategyReport = {
  industries: string[];
  sections: ReportSection[];
  unshownClients: string[];
  absentClients: string[];
  sourceName: string;
};

const MAX_TOPICS = 6;

// The period in the engine's own words, relative to the report's morning ("now").
const PERIOD_PHRASES: Record<
  'en' | 'tr',
  Record<DeliveryFrequency, { period: string; trend: string }>
> = {
  en: {
    daily: { period: 'yesterday', trend: 'by day last 30 days' },
    weekly: { period: 'last week', trend: 'by day last 4 weeks' },
    monthly: { period: 'last month', trend: 'by week last 3 months' },
    'bi-monthly': { period: 'last 2 months', trend: 'by month last 12 months' },
    quarterly: { period: 'last quarter', trend: 'by month last 12 months' },
  },
  tr: {
    daily: { period: 'dün', trend: 'son 30 gün günlük' },
    weekly: { period: 'geçen hafta', trend: 'son 4 hafta günlük' },
    monthly: { period: 'geçen ay', trend: 'son 3 ay haftalık' },
    'bi-monthly': { period: 'son 2 ay', trend: 'son 12 ay aylık' },
    quarterly: { period: 'geçen çeyrek', trend: 'son 12 ay aylık' },
  },
};

const QUESTIONS: Record<
  'en' | 'tr',
  { why: string; trend: string; where: string; client: string; clientTrend: string }
> = {
  en: {
    why: 'why did {topic} change {period}',
    trend: '{topic} {trend}',
    where: 'why did {topic} change {period} in {country}',
    client: 'why did {topic} change {period} for {client}',
    clientTrend: '{topic} {trend} for {client}',
  },
  tr: {
    why: '{topic} {period} neden değişti',
    trend: '{topic} {trend}',
    where: '{topic} {period} {country} neden değişti',
    client: '{topic} {period} {client} neden değişti',
    clientTrend: '{client} {topic} {trend}',
  },
};

// The strategy's geography focus: what moved in each of its first countries, too.
const MAX_COUNTRIES = 3;

export function topicsOf(strategy: OrganisationStrategy): string[] {
  return [
    ...new Set(
      strategy.topics_of_interest
        .split(/[,;\n]+/)
        .map((topic) => topic.trim())
        .filter((topic) => topic.length > 0),
    ),
  ].slice(0, MAX_TOPICS);
}

// The report asks the tenant's default source through the same AskQuestion path as chat:
// "why did <topic> change <period>" (the driver card: movers and what drove them), the same in
// each focus country, and "<topic> by <grain> <span>" (trend and anomalies in its insights).
@Injectable()
export class StrategyReportBuilder {
  constructor(
    private readonly commands: CommandBus,
    private readonly sources: DataSourceRegistry,
  ) {}

  async build(input: {
    tenantId: string;
    strategy: OrganisationStrategy;
    frequency: DeliveryFrequency;
    locale: Locale;
    now: string;
  }): Promise<StrategyReport> {
    const lang = input.locale === 'tr' ? 'tr' : 'en';
    const phrases = PERIOD_PHRASES[lang][input.frequency];
    const questions = QUESTIONS[lang];
    const fill = (template: string, topic: string, client = '') =>
      template
        .replace('{topic}', topic)
        .replace('{period}', phrases.period)
        .replace('{trend}', phrases.trend)
        .replace('{client}', client);
    const industries = industriesOf(input.strategy);
    const sections: ReportSection[] = [];
    for (const topic of orderByIndustries(topicsOf(input.strategy), industries)) {
      const asked = await Promise.all(
        [questions.why, questions.trend].map((q) => this.ask(input, fill(q, topic))),
      );
      // A source without those countries (or without a country at all) just leaves them out.
      const where = await Promise.all(
        input.strategy.geography_focus
          .slice(0, MAX_COUNTRIES)
          .map((country) =>
            this.ask(input, fill(questions.where, topic).replace('{country}', country)),
          ),
      );
      sections.push(section(topic, 'topic', asked, where));
    }
    const model = await this.model(input);
    if (!model)
      return { industries, sections, unshownClients: [], absentClients: [], sourceName: '' };
    const { found, unshown, absent } = matchClients(clientNamesOf(input.strategy), model);
    // Each client is read on the measure the report leads with: the first topic the source
    // answered, else the source's own main measure; never a measure it does not have.
    const lead =
      sections.find((s) => s.cards.length > 0)?.topic ??
      model.metrics.find((m) => m.id === model.defaultMetric)?.label[lang];
    if (lead)
      for (const client of found) {
        const asked = await Promise.all(
          [questions.client, questions.clientTrend].map((q) =>
            this.ask(input, fill(q, lead, client.value)),
          ),
        );
        sections.push(section(client.value, 'client', asked, []));
      }
    return {
      industries,
      sections,
      unshownClients: unshown,
      absentClients: absent,
      sourceName: model.name,
    };
  }

  // The default source's model, for the values its dimensions store (client names).
  private async model(input: { tenantId: string; now: string }): Promise<SemanticModel | null> {
    try {
      return (await this.sources.resolve(input.tenantId, undefined, input.now)).data.model;
    } catch {
      // A source that cannot be opened answered no topic either; the topics say why.
      return null;
    }
  }

  private async ask(
    input: { tenantId: string; locale: Locale; now: string },
    phrase: string,
  ): Promise<Asked> {
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
      for (const response of responses) if ('card' in response) return { card: response.card };
      const prompt = responses.find((response) => 'prompt' in response);
      return { message: prompt && 'prompt' in prompt ? prompt.prompt.title : '' };
    } catch (error) {
      return { message: error instanceof Error ? error.message : String(error) };
    }
  }
}

type Asked = { card?: AnswerCard; message?: string };

function section(
  topic: string,
  kind: ReportSection['kind'],
  asked: Asked[],
  where: Asked[],
): ReportSection {
  const cards = [...asked, ...where].flatMap((a) => (a.card ? [a.card] : []));
  return {
    topic,
    kind,
    cards,
    ...(cards.length === 0 ? { unanswered: asked.map((a) => a.message).find(Boolean) ?? '' } : {}),
  };
}
