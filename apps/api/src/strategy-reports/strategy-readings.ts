import type { SemanticModel } from '@parley/analytics';
import { readingOf } from '@parley/domain';
import type { OrganisationStrategy, TopicReadingKind } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { clientNamesOf, industriesOf, orderByIndustries, watchedMeasures } from './strategy-focus';
import { leadMeasure, readClient, readTopic, readingLabel } from './topic-reader';
import type { ProposedReading } from './topic-reader';

// A reading the report uses: a word of the strategy with the question the data answers it by.
export type ReportReading = {
  kind: TopicReadingKind;
  said: string;
  question: string;
  readAs: string;
};

const MAX_TOPICS = 6;

const split = (text: string) => [
  ...new Map(
    text
      .split(/[,;\n]+/)
      .map((word) => word.trim())
      .filter((word) => word.length > 0)
      .map((word) => [word.toLocaleLowerCase('en'), word]),
  ).values(),
];

export function topicsOf(strategy: Pick<OrganisationStrategy, 'topics_of_interest'>): string[] {
  return split(strategy.topics_of_interest).slice(0, MAX_TOPICS);
}

type StrategyWords = Pick<
  OrganisationStrategy,
  'topics_of_interest' | 'primary_industry' | 'secondary_industries' | 'target_client_names'
> &
  Pick<OrganisationStrategy, 'topic_readings'>;

// Every word of the strategy the report could speak of, as the source reads it now, with what
// the person already decided: a reading they confirmed or changed stays theirs (re-labelled in
// the data's words), one they dropped stays dropped, a new word gets the engine's proposal.
export function proposeReadings(
  strategy: StrategyWords,
  model: SemanticModel,
  locale: Locale,
): ProposedReading[] {
  const industries = industriesOf(strategy);
  const measure = leadMeasure(model, watchedMeasures(industries));
  const words: { kind: TopicReadingKind; said: string }[] = [
    ...orderByIndustries(topicsOf(strategy), industries).map((said) => ({
      kind: 'topic' as const,
      said,
    })),
    ...industries.map((said) => ({ kind: 'industry' as const, said })),
    ...clientNamesOf(strategy).map((said) => ({
      kind: 'client' as const,
      said,
    })),
  ];
  return words.map(({ kind, said }) => {
    const kept = readingOf(strategy, kind, said);
    const proposed =
      kind === 'client'
        ? readClient(model, said, locale)
        : readTopic(model, kind, said, locale, measure);
    if (!kept || kept.status === 'proposed') return proposed;
    if (kept.status === 'dropped') return { ...proposed, status: 'dropped' };
    // Confirmed or changed: the person's question, as long as the data still reads it.
    const readAs = kept.question
      ? kind === 'client'
        ? kept.readAs
        : readingLabel(model, kept.question, locale)
      : undefined;
    return kept.question && readAs
      ? { kind, said, status: 'confirmed', question: kept.question, readAs, unread: [] }
      : { ...proposed, status: 'confirmed' };
  });
}

// What the report speaks of: every reading not dropped that the data answers, each question once.
export function strategyReadings(
  strategy: OrganisationStrategy,
  model: SemanticModel,
  locale: Locale,
): ReportReading[] {
  const seen = new Set<string>();
  const readings: ReportReading[] = [];
  for (const reading of proposeReadings(strategy, model, locale)) {
    if (reading.status === 'dropped' || !reading.question || !reading.readAs) continue;
    const key = `${reading.kind === 'client' ? 'client' : 'topic'}:${reading.question.toLocaleLowerCase('en')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    readings.push({
      kind: reading.kind,
      said: reading.said,
      question: reading.question,
      readAs: reading.readAs,
    });
  }
  return readings;
}
