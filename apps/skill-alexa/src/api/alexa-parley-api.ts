import { ParleyApiClient } from '@parley/parley-client';

/** Parley as the Alexa skill calls it; each turn's budget (skill-context) bounds all its calls. */
export const alexaParleyApi = (apiUrl: string, timeoutMs = 7000) =>
  new ParleyApiClient({
    baseUrl: apiUrl,
    channel: 'alexa',
    userAgent: 'parley-skill-alexa',
    timeoutMs,
  });
