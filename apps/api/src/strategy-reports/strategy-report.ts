import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AnswerCard, OrganisationStrategy } from '@parley/domain';
import { AskQuestion } from '../conversation/ask-question.command';
import type { Locale } from '../i18n/locale';
import type { DeliveryFrequency } from '../digests/schedule/delivery-schedule';

// One topic of interest with what the period's data says about it: the driver card (movers and
// what drove the change) and the trend card (direction and anomalies in its insights).
export type ReportSection = { topic: string; cards: AnswerCard[]; unanswered?: string };

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

const QUESTIONS: Record<'en' | 'tr', { why: string; trend: string; where: string }> = {
  en: {
    why: 'why did {topic} change {period}',
    trend: '{topic} {trend}',
    where: 'why did {topic} change {period} in {country}',
  },
  tr: {
    why: '{topic} {period} neden değişti',
    trend: '{topic} {trend}',
    where: '{topic} {period} {country} neden değişti',
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
  constructor(private readonly commands: CommandBus) {}

  async build(input: {
    tenantId: string;
    strategy: OrganisationStrategy;
    frequency: DeliveryFrequency;
    locale: Locale;
    now: string;
  }): Promise<ReportSection[]> {
    const lang = input.locale === 'tr' ? 'tr' : 'en';
    const phrases = PERIOD_PHRASES[lang][input.frequency];
    const sections: ReportSection[] = [];
    for (const topic of topicsOf(input.strategy)) {
      const fill = (template: string) =>
        template
          .replace('{topic}', topic)
          .replace('{period}', phrases.period)
          .replace('{trend}', phrases.trend);
      const asked = await Promise.all(
        [QUESTIONS[lang].why, QUESTIONS[lang].trend].map((q) => this.ask(input, fill(q))),
      );
      // A source without those countries (or without a country at all) just leaves them out.
      const where = await Promise.all(
        input.strategy.geography_focus
          .slice(0, MAX_COUNTRIES)
          .map((country) =>
            this.ask(input, fill(QUESTIONS[lang].where).replace('{country}', country)),
          ),
      );
      const cards = [...asked, ...where].flatMap((a) => (a.card ? [a.card] : []));
      sections.push({
        topic,
        cards,
        ...(cards.length === 0
          ? { unanswered: asked.map((a) => a.message).find(Boolean) ?? '' }
          : {}),
      });
    }
    return sections;
  }

  private async ask(
    input: { tenantId: string; locale: Locale; now: string },
    phrase: string,
  ): Promise<{ card?: AnswerCard; message?: string }> {
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
