import { ParleyApiClient } from '@parley/parley-client';

/** Parley as the Teams bot calls it; each turn's budget (teams-conversation) bounds all its calls. */
export const teamsParleyApi = (apiUrl: string, timeoutMs = 12_000) =>
  new ParleyApiClient({
    baseUrl: apiUrl,
    channel: 'msteams',
    userAgent: 'parley-bot-msteams',
    timeoutMs,
  });
