import { ParleyApiClient } from '@parley/parley-client';

/** Parley as the Teams bot calls it; Bot Framework drops a turn after 15 s, so give up well before. */
export const teamsParleyApi = (apiUrl: string, timeoutMs = 10_000) =>
  new ParleyApiClient({
    baseUrl: apiUrl,
    channel: 'msteams',
    userAgent: 'parley-bot-msteams',
    timeoutMs,
  });
