import { alexaParleyApi } from './api/alexa-parley-api';
import { createSkill } from './skill';
import { createSkillServer } from './skill-server';
import { AlexaRequestVerifier, cachedCertFetcher } from './verification/request-verifier';
import type { RequestVerifier } from './verification/request-verifier';

// Configuration read once: where Parley's API is, which skill may call, the port to listen on.
const port = Number(process.env.ALEXA_PORT ?? 3979);
const apiUrl = (process.env.PARLEY_API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const skill = createSkill({ api: alexaParleyApi(apiUrl) }, process.env.ALEXA_SKILL_ID || undefined);
// Like ask-sdk's adapters, verification can be switched off for local runs, never in production.
const skipVerification =
  process.env.ALEXA_SKIP_VERIFICATION === '1' && process.env.NODE_ENV !== 'production';
if (skipVerification)
  console.warn(
    'ALEXA_SKIP_VERIFICATION=1: requests are not checked to come from Alexa (local use only)',
  );
const verifier: RequestVerifier = skipVerification
  ? { verify: () => Promise.resolve() }
  : new AlexaRequestVerifier({ fetchCertChain: cachedCertFetcher() });
const server = createSkillServer(skill, verifier);
server.listen(port, () =>
  console.log(`Parley Alexa skill listening on :${port}/alexa (API ${apiUrl})`),
);
