import { ParleyApiClient } from './api/parley-api.client';
import { createSkill } from './skill';
import { createSkillServer } from './skill-server';
import { AlexaRequestVerifier, cachedCertFetcher } from './verification/request-verifier';

// Configuration read once: where Parley's API is, which skill may call, the port to listen on.
const port = Number(process.env.ALEXA_PORT ?? 3979);
const apiUrl = (process.env.PARLEY_API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const skill = createSkill({ api: new ParleyApiClient(apiUrl) }, process.env.ALEXA_SKILL_ID || undefined);
const server = createSkillServer(skill, new AlexaRequestVerifier({ fetchCertChain: cachedCertFetcher() }));
server.listen(port, () => console.log(`Parley Alexa skill listening on :${port}/alexa (API ${apiUrl})`));
