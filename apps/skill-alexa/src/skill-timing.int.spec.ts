import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResponseEnvelope, ui } from 'ask-sdk-model';
import { alexaParleyApi } from './api/alexa-parley-api';
import { createSkill } from './skill';
import { intentRequest } from './testing/envelopes';
import { sampleAnswer } from './testing/sample-answers';
import { ssmlProblems } from './testing/ssml-check';
import { startStubParleyApi } from './testing/stub-parley-api';

const ALEXA_LIMIT_MS = 8000;
const speech = (res: ResponseEnvelope) =>
  (res.response.outputSpeech as ui.SsmlOutputSpeech | undefined)?.ssml ?? '';

// Amazon drops a skill's reply after 8 s, counting every call the skill makes on the way.
describe('Alexa skill against a slow Parley', () => {
  let alexaApi: Server;
  let alexaApiUrl: string;
  const directives: { requestId?: string; speech?: string }[] = [];

  beforeAll(async () => {
    // Alexa's directive service, where progressive responses go.
    alexaApi = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as {
          header: { requestId: string };
          directive: { speech: string };
        };
        if (req.url === '/v1/directives')
          directives.push({ requestId: body.header.requestId, speech: body.directive.speech });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => alexaApi.listen(0, '127.0.0.1', resolve));
    alexaApiUrl = `http://127.0.0.1:${(alexaApi.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => alexaApi.close(resolve)));
  beforeEach(() => (directives.length = 0));

  async function ask(delays: Record<string, number>, screen = false) {
    const api = await startStubParleyApi(sampleAnswer, ['good-token'], delays);
    try {
      const skill = createSkill({ api: alexaParleyApi(api.url) });
      const envelope = intentRequest(
        'AskQuestionIntent',
        { query: 'revenue by channel last 30 days' },
        { locale: 'en-US', accessToken: 'good-token', apiEndpoint: alexaApiUrl, screen },
      );
      const started = Date.now();
      const res = await skill.invoke(envelope);
      return { res, elapsed: Date.now() - started, requestId: envelope.request.requestId };
    } finally {
      await api.close();
    }
  }

  it('speaks the answer within 8 s and skips the chart that would make it late', async () => {
    const { res, elapsed, requestId } = await ask(
      { '/features/conversations/chat_query': 5000, '/api/v1/card-image': 5000 },
      true,
    );
    expect(elapsed).toBeLessThan(ALEXA_LIMIT_MS);
    expect(speech(res)).toContain('The top channel is Paid Search with $161,476.');
    expect(ssmlProblems(speech(res))).toEqual([]);
    const apl = res.response.directives?.[0] as unknown as {
      datasources: { payload: { card: object } };
    };
    expect(apl.datasources.payload.card).toMatchObject({
      title: 'Total Revenue by Channel, last 30 days',
      image: '',
    });
    // "Still working" was said while the answer was being computed.
    expect(directives).toEqual([
      { requestId, speech: '<speak>One moment, I am looking into that.</speak>' },
    ]);
  }, 15_000);

  it('says it took too long, within 8 s, when the answer itself is later than that', async () => {
    const { res, elapsed } = await ask({ '/features/conversations/chat_query': 12_000 });
    expect(elapsed).toBeLessThan(ALEXA_LIMIT_MS);
    expect(speech(res)).toContain('that is taking too long');
    expect(res.response.shouldEndSession).toBe(false);
  }, 15_000);

  it('says "one moment" while a collection is read, and reads it within 8 s', async () => {
    const api = await startStubParleyApi(sampleAnswer, ['good-token'], {
      '/api/v1/collection?collection=c-sales': 3000,
    });
    try {
      const skill = createSkill({ api: alexaParleyApi(api.url) });
      const started = Date.now();
      const res = await skill.invoke(
        intentRequest(
          'OpenCollectionIntent',
          { collection: 'sales dashboard' },
          { locale: 'en-US', accessToken: 'good-token', apiEndpoint: alexaApiUrl },
        ),
      );
      expect(Date.now() - started).toBeLessThan(ALEXA_LIMIT_MS);
      expect(speech(res)).toContain('Here is Sales dashboard.');
      expect(directives.map((d) => d.speech)).toEqual([
        '<speak>One moment, I am looking into that.</speak>',
      ]);
    } finally {
      await api.close();
    }
  }, 15_000);

  it('answers a quick question with its chart and says nothing in between', async () => {
    const { res } = await ask({});
    expect((res.response.card as ui.StandardCard).image?.largeImageUrl).toContain('card-image');
    expect(directives).toEqual([]);
  });
});
