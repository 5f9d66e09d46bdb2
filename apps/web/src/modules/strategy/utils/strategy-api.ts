import { API_ROUTES } from '@parley/domain';
import type { OrganisationStrategyResponse, SaveOrganisationStrategyRequest } from '@parley/domain';
import { api } from '../../../lib/api/api-client';

export const strategyApi = {
  get: () => api.get<OrganisationStrategyResponse>(API_ROUTES.other.organisationStrategy),
  save: (body: SaveOrganisationStrategyRequest) =>
    api.put<unknown>(API_ROUTES.other.organisationStrategy, body),
};
