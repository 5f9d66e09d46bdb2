import { ParleyApiClient } from '@parley/parley-client';

/** Parley as the Alexa skill calls it; Alexa waits 8 s for a skill's response, so never longer. */
export const alexaParleyApi = (apiUrl: string, timeoutMs = 8000) =>
  new ParleyApiClient({
    baseUrl: apiUrl,
    channel: 'alexa',
    userAgent: 'parley-skill-alexa',
    timeoutMs,
  });
