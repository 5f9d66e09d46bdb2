import { createSign } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResponseEnvelope, ui } from 'ask-sdk-model';
import { alexaParleyApi } from './api/alexa-parley-api';
import { createSkill } from './skill';
import { createSkillServer } from './skill-server';
import { intentRequest } from './testing/envelopes';
import { sampleAnswer } from './testing/sample-answers';
import { KEY_REUSED, startStubParleyApi } from './testing/stub-parley-api';
import { makeTestPki } from './testing/test-certificates';
import { AlexaRequestVerifier } from './verification/request-verifier';
import type { RequestVerifier } from './verification/request-verifier';

const CHAIN_URL = 'https://s3.amazonaws.com/echo.api/echo-api-cert-test.pem';
const CHAT = '/features/conversations/chat_query';

const speech = (res: ResponseEnvelope) =>
  (res.response.outputSpeech as ui.SsmlOutputSpeech | undefined)?.ssml ?? '';

// Alexa sends a request again, with the same request id, when it thinks it went unanswered. The
// person must hear one answer to one question, and never the API's sentence about keys.
describe('an Alexa request delivered twice', () => {
  const pki = makeTestPki();
  const servers: Server[] = [];
  let api: Awaited<ReturnType<typeof startStubParleyApi>>;
  let release: () => void;
  // Settled when the skill endpoint has taken (verified) the next request.
  let taken: (() => void) | undefined;

  beforeAll(async () => {
    api = await startStubParleyApi(sampleAnswer, ['good-token'], {
      [CHAT]: new Promise<void>((resolve) => (release = resolve)),
    });
  });
  afterAll(async () => {
    for (const server of servers)
      await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.close();
  });

  // A skill endpoint; a second one plays the skill after a restart (nothing remembered).
  async function startSkill() {
    const real = new AlexaRequestVerifier({
      fetchCertChain: () => Promise.resolve(pki.chainPem),
      trustedRoots: [pki.rootPem],
    });
    const verifier: RequestVerifier = {
      verify: async (headers, raw) => {
        await real.verify(headers, raw);
        taken?.();
      },
    };
    const skill = createSkill({
      api: alexaParleyApi(api.url),
      // No "one moment" progressive response while the test holds the API.
      timing: { budgetMs: 7000, progressiveAfterMs: 60_000 },
    });
    const server = createSkillServer(skill, verifier);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alexa`;
    return async (body: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          signaturecertchainurl: CHAIN_URL,
          'signature-256': createSign('RSA-SHA256').update(body).sign(pki.leafKeyPem, 'base64'),
        },
        body,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as ResponseEnvelope;
    };
  }
  const nextTaken = () => new Promise<void>((resolve) => (taken = resolve));
  const asked = () => api.calls.filter((c) => c.path === CHAT).length;

  it('asks once and gives every delivery the same answer: in flight, after, and after a restart', async () => {
    const post = await startSkill();
    const body = JSON.stringify(
      intentRequest(
        'AskQuestionIntent',
        { query: 'revenue by channel last 30 days' },
        { locale: 'en-US', accessToken: 'good-token' },
      ),
    );

    // In flight: the first delivery is at the API when Alexa sends the request again.
    const reachedApi = api.arrival(CHAT);
    const first = post(body);
    await reachedApi;
    const copyTaken = nextTaken();
    const copy = post(body);
    await copyTaken;
    release();
    const [answered, copyInFlight] = await Promise.all([first, copy]);
    expect(speech(answered)).toContain('The total is $331,897');
    expect(copyInFlight).toEqual(answered);

    // After: the same reply again, without asking again.
    expect(await post(body)).toEqual(answered);
    expect(asked()).toBe(1);

    // A skill that remembers nothing (restarted, or another instance) asks the API with the same
    // key and body and speaks the first reply: never the Idempotency-Key refusal.
    const restarted = await startSkill();
    const again = await restarted(body);
    expect(speech(again)).toBe(speech(answered));
    expect(again.response.shouldEndSession).toBe(false);
    expect(JSON.stringify([answered, copyInFlight, again])).not.toMatch(/Idempotency/i);
    expect(speech(again)).not.toContain(KEY_REUSED);
    expect(asked()).toBe(1);
  });
});
