import { API_ROUTES } from '@parley/domain';
import type {
  OrganisationStrategy,
  OrganisationStrategyResponse,
  SaveOrganisationStrategyRequest,
  TopicReading,
} from '@parley/domain';
import { api } from '../../../lib/api/api-client';

// What one word of the strategy reads as in the default source, with the words the data does
// not know (issue 29).
export type ProposedReading = TopicReading & { unread: string[] };
export type ReadingsReply = { source: string; readings: ProposedReading[] };
export type StrategyWords = Pick<
  OrganisationStrategy,
  'topics_of_interest' | 'primary_industry' | 'secondary_industries' | 'target_client_names'
> & { topic_readings?: TopicReading[] };

export const strategyApi = {
  get: () => api.get<OrganisationStrategyResponse>(API_ROUTES.other.organisationStrategy),
  save: (body: SaveOrganisationStrategyRequest) =>
    api.put<unknown>(API_ROUTES.other.organisationStrategy, body),
  readings: (words: StrategyWords) =>
    api.post<ReadingsReply>('/api/v1/strategy/readings', {
      topics_of_interest: words.topics_of_interest,
      primary_industry: words.primary_industry,
      secondary_industries: words.secondary_industries,
      target_client_names: words.target_client_names,
      topic_readings: words.topic_readings ?? [],
    }),
};

// The reading as the strategy keeps it (without the words the data did not know).
export const storedReadings = (readings: readonly ProposedReading[]): TopicReading[] =>
  readings.map(({ kind, said, status, question, readAs }) => ({
    kind,
    said,
    status,
    ...(question ? { question } : {}),
    ...(question && readAs ? { readAs } : {}),
  }));
