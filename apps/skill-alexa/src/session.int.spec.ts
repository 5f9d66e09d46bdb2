import type { ResponseEnvelope, ui } from 'ask-sdk-model';
import { alexaParleyApi } from './api/alexa-parley-api';
import { createSkill } from './skill';
import { intentRequest, launchRequest } from './testing/envelopes';
import type { EnvelopeOptions } from './testing/envelopes';
import { sampleAnswer } from './testing/sample-answers';
import { StubRefusal, startStubParleyApi } from './testing/stub-parley-api';

// What the person last hears, without SSML: the pauses between sentences split them.
const lastSentence = (res: ResponseEnvelope) => {
  const ssml = (res.response.outputSpeech as ui.SsmlOutputSpeech | undefined)?.ssml ?? '';
  const sentences = ssml
    .replace(/<\/?speak>/g, '')
    .split(/<break[^>]*\/>/)
    .flatMap((part) => part.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.at(-1) ?? '';
};

type Case = [name: string, send: (locale: string) => Promise<ResponseEnvelope>];

// Alexa keeps listening after a reply only when shouldEndSession is false; such a reply must ask
// the person something (else they do not know the skill waits), and every other reply ends it.
describe('Alexa replies: an open session asks, every other reply ends it', () => {
  let api: Awaited<ReturnType<typeof startStubParleyApi>>;
  let skill: ReturnType<typeof createSkill>;
  let stalled: Awaited<ReturnType<typeof startStubParleyApi>>;
  let slowSkill: ReturnType<typeof createSkill>;

  beforeAll(async () => {
    api = await startStubParleyApi((phrase, locale) => {
      if (phrase.includes('weather')) throw new StubRefusal('This source has no weather data.');
      return sampleAnswer(phrase, locale);
    });
    skill = createSkill({ api: alexaParleyApi(api.url) });
    // An API that never answers: the turn's budget runs out.
    stalled = await startStubParleyApi(sampleAnswer, ['good-token'], {
      '/features/conversations/chat_query': new Promise(() => undefined),
      '/api/v1/collections': new Promise(() => undefined),
    });
    slowSkill = createSkill({
      api: alexaParleyApi(stalled.url),
      timing: { budgetMs: 300, progressiveAfterMs: 60_000 },
    });
  });
  afterAll(async () => {
    await api.close();
    await stalled.close();
  });

  const linked = (locale: string, extra: Partial<EnvelopeOptions> = {}): EnvelopeOptions => ({
    locale,
    accessToken: 'good-token',
    ...extra,
  });
  const intent =
    (name: string, slots: Record<string, string> = {}, extra = {}) =>
    (locale: string) =>
      skill.invoke(intentRequest(name, slots, linked(locale, extra)));
  const choices = { attributes: { choices: ['orders last 30 days', 'revenue last 30 days'] } };

  const cases: Case[] = [
    ['launch', (locale) => skill.invoke(launchRequest(linked(locale)))],
    ['an answer', intent('AskQuestionIntent', { query: 'revenue by channel last 30 days' })],
    ['a prompt with numbered choices', intent('AskQuestionIntent', { query: 'how many unicorns' })],
    ['a question the API refuses', intent('AskQuestionIntent', { query: 'weather tomorrow' })],
    ['no question heard', intent('AskQuestionIntent', { query: ' ' })],
    ['a choice answered', intent('ChooseOptionIntent', { option: '2' }, choices)],
    ['a choice out of range', intent('ChooseOptionIntent', { option: '9' }, choices)],
    ['a choice with nothing offered', intent('ChooseOptionIntent', { option: '1' })],
    ['a collection read', intent('OpenCollectionIntent', { collection: 'sales dashboard' })],
    ['an empty collection', intent('OpenCollectionIntent', { collection: 'marketing' })],
    ['an unknown collection', intent('OpenCollectionIntent', { collection: 'finance' })],
    [
      'a question out of time',
      (locale) =>
        slowSkill.invoke(intentRequest('AskQuestionIntent', { query: 'revenue' }, linked(locale))),
    ],
    [
      'a collection out of time',
      (locale) =>
        slowSkill.invoke(
          intentRequest('OpenCollectionIntent', { collection: 'sales' }, linked(locale)),
        ),
    ],
    ['help', intent('AMAZON.HelpIntent')],
    ['yes', intent('AMAZON.YesIntent')],
    ['fallback', intent('AMAZON.FallbackIntent')],
    ['no', intent('AMAZON.NoIntent')],
    ['stop', intent('AMAZON.StopIntent')],
    ['cancel', intent('AMAZON.CancelIntent')],
    [
      'not linked',
      (locale) =>
        skill.invoke(intentRequest('AskQuestionIntent', { query: 'revenue' }, { locale })),
    ],
    [
      'Parley down',
      (locale) =>
        createSkill({ api: alexaParleyApi('http://127.0.0.1:9', 500) }).invoke(
          intentRequest('AskQuestionIntent', { query: 'revenue' }, linked(locale)),
        ),
    ],
  ];

  describe.each(['en-US', 'tr-TR'])('in %s', (locale) => {
    it.each(cases)('%s: asks a question and waits, or ends the session', async (_name, send) => {
      const res = await send(locale);
      expect(typeof res.response.shouldEndSession).toBe('boolean');
      if (res.response.shouldEndSession) {
        expect(res.response.reprompt).toBeUndefined();
      } else {
        expect(lastSentence(res)).toMatch(/\?$/);
        expect(res.response.reprompt).toBeDefined();
      }
    });
  });

  it('keeps the session for what invites a follow-up and ends it for goodbyes and failures', async () => {
    const open = async (name: string) => {
      const found = cases.find(([n]) => n === name);
      return (await found![1]('en-US')).response.shouldEndSession === false;
    };
    for (const name of ['launch', 'an answer', 'a question the API refuses', 'an empty collection'])
      expect(await open(name)).toBe(true);
    for (const name of ['stop', 'no', 'not linked', 'Parley down'])
      expect(await open(name)).toBe(false);
  });
});
