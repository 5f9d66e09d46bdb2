import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResponseEnvelope, ui } from 'ask-sdk-model';
import { alexaParleyApi } from './api/alexa-parley-api';
import { createSkill } from './skill';
import { intentRequest, launchRequest, sessionEndedRequest } from './testing/envelopes';
import type { EnvelopeOptions } from './testing/envelopes';
import { sampleAnswer } from './testing/sample-answers';
import { ssmlProblems } from './testing/ssml-check';
import { startStubParleyApi } from './testing/stub-parley-api';

type Model = {
  interactionModel: {
    languageModel: {
      invocationName: string;
      intents: { name: string; slots?: { name: string; type: string }[]; samples: string[] }[];
    };
  };
};

const LOCALES = ['en-US', 'en-GB', 'tr-TR'] as const;
// The shipping locales live in the ask-cli skill package; Turkish waits outside it (not an Alexa locale).
const MODEL_DIRS: Record<string, string> = {
  'en-US': '../skill-package/interactionModels/custom',
  'en-GB': '../skill-package/interactionModels/custom',
  'tr-TR': '../unreleased-locales',
};
const model = (locale: string) =>
  JSON.parse(
    readFileSync(join(__dirname, MODEL_DIRS[locale] ?? '', `${locale}.json`), 'utf8'),
  ) as Model;
const speech = (res: ResponseEnvelope) =>
  (res.response.outputSpeech as ui.SsmlOutputSpeech | undefined)?.ssml ?? '';

describe('Alexa skill', () => {
  let api: Awaited<ReturnType<typeof startStubParleyApi>>;
  let skill: ReturnType<typeof createSkill>;

  beforeAll(async () => {
    api = await startStubParleyApi(sampleAnswer);
    skill = createSkill({ api: alexaParleyApi(api.url) });
  });
  afterAll(() => api.close());

  const linked = (locale: string, extra: Partial<EnvelopeOptions> = {}): EnvelopeOptions => ({
    locale,
    accessToken: 'good-token',
    ...extra,
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const { intents, invocationName } = model(locale).interactionModel.languageModel;

    it('has an invocation name and samples for its own intents', () => {
      expect(invocationName).toMatch(/^[a-zçğıöşü ]+$/);
      for (const intent of intents.filter((i) => !i.name.startsWith('AMAZON.')))
        expect(intent.samples.length).toBeGreaterThan(3);
    });

    // Every intent of the interaction model, sent as Alexa would send it, gets a valid spoken reply.
    it.each(model(locale).interactionModel.languageModel.intents.map((i) => i.name))(
      'answers %s with valid SSML',
      async (name) => {
        const intent = intents.find((i) => i.name === name);
        const slots: Record<string, string> = Object.fromEntries(
          (intent?.slots ?? []).map((s) => [
            s.name,
            s.type === 'AMAZON.NUMBER' ? '1' : 'revenue by channel last 30 days',
          ]),
        );
        const res = await skill.invoke(
          intentRequest(
            name,
            slots,
            linked(locale, { attributes: { choices: ['revenue last 30 days'] } }),
          ),
        );
        expect(ssmlProblems(speech(res))).toEqual([]);
        expect(speech(res)).not.toMatch(/something went wrong|ters gitti/i);
      },
    );

    it('welcomes on launch and on session end says nothing', async () => {
      const launch = await skill.invoke(launchRequest(linked(locale)));
      expect(speech(launch)).toMatch(locale === 'tr-TR' ? /hoş geldiniz/ : /Welcome to Parley/);
      expect(launch.response.shouldEndSession).toBe(false);
      const ended = await skill.invoke(sessionEndedRequest(linked(locale)));
      expect(ended.response.outputSpeech).toBeUndefined();
    });
  });

  it('speaks the number, its direction and the top contributor of a breakdown', async () => {
    const res = await skill.invoke(
      intentRequest(
        'AskQuestionIntent',
        { query: 'revenue by channel last 30 days' },
        linked('en-US'),
      ),
    );
    const said = speech(res);
    // 161,475.82 + 144,648.69 + 25,772.77 = 331,897.28 against 352,518.92: down 6% (rounded down).
    expect(said).toContain('The total is $331,897');
    expect(said).toContain('down 6% from $352,519 in the previous period');
    expect(said).toContain('The top channel is Paid Search with $161,476.');
    expect(res.response.shouldEndSession).toBe(false);
    expect(api.calls.at(-2)).toMatchObject({
      path: '/features/conversations/chat_query',
      authorization: 'Bearer good-token',
      body: {
        phrase: 'revenue by channel last 30 days',
        event: { channel: 'alexa', locale: 'en-US' },
      },
    });
  });

  it('speaks Turkish with Turkish number formats and a Turkish question locale', async () => {
    const res = await skill.invoke(
      intentRequest('AskQuestionIntent', { query: 'son 30 günde gelir' }, linked('tr-TR')),
    );
    expect(speech(res)).toMatch(
      /Toplam Gelir, son 30 gün: \$557\.908, önceki döneme göre %6 azaldı, önceki değer \$592\.567\./,
    );
    expect(api.calls.find((c) => c.body.phrase === 'son 30 günde gelir')?.body).toMatchObject({
      event: { locale: 'tr' },
    });
  });

  it('shows the card with its chart image in APL on a screen device, a standard card otherwise', async () => {
    const screen = await skill.invoke(
      intentRequest(
        'AskQuestionIntent',
        { query: 'revenue by channel' },
        linked('en-GB', { screen: true }),
      ),
    );
    const directive = screen.response.directives?.[0] as {
      type: string;
      datasources: { payload: { card: { title: string; image: string; insights: string } } };
    };
    expect(directive.type).toBe('Alexa.Presentation.APL.RenderDocument');
    expect(directive.datasources.payload.card.title).toBe('Total Revenue by Channel, last 30 days');
    expect(directive.datasources.payload.card.image).toMatch(/\/api\/v1\/card-image\/img\.png$/);
    expect(directive.datasources.payload.card.insights).toContain('Organic Search moved the most');
    const voice = await skill.invoke(
      intentRequest('AskQuestionIntent', { query: 'revenue by channel' }, linked('en-GB')),
    );
    const card = voice.response.card as ui.StandardCard;
    expect(card).toMatchObject({
      type: 'Standard',
      title: 'Total Revenue by Channel, last 30 days',
    });
    expect(card.image?.largeImageUrl).toContain('/api/v1/card-image/');
    expect(ssmlProblems(speech(voice))).toEqual([]);
  });

  it('offers a prompt as numbered choices and answers the chosen one in the follow-up', async () => {
    const first = await skill.invoke(
      intentRequest('AskQuestionIntent', { query: 'how many unicorns flew' }, linked('en-US')),
    );
    expect(speech(first)).toContain(
      'Which measure do you mean? You can say: 1: orders last 30 days; 2: revenue last 30 days; 3: sessions &lt;by&gt; device.',
    );
    expect(ssmlProblems(speech(first))).toEqual([]);
    const attributes = first.sessionAttributes as Record<string, unknown>;
    expect(attributes.choices).toEqual([
      'orders last 30 days',
      'revenue last 30 days',
      'sessions <by> device',
    ]);
    const second = await skill.invoke(
      intentRequest('ChooseOptionIntent', { option: '2' }, linked('en-US', { attributes })),
    );
    expect(api.calls.filter((c) => c.path.endsWith('chat_query')).at(-1)?.body.phrase).toBe(
      'revenue last 30 days',
    );
    expect(speech(second)).toContain('The total is');
    const wrong = await skill.invoke(
      intentRequest('ChooseOptionIntent', { option: '7' }, linked('en-US', { attributes })),
    );
    expect(speech(wrong)).toContain('Please say a number from one to 3.');
  });

  it('opens a collection by name and reads the headline number of its cards', async () => {
    const res = await skill.invoke(
      intentRequest(
        'OpenCollectionIntent',
        { collection: 'sales dashboard collection' },
        linked('en-US'),
      ),
    );
    expect(speech(res)).toContain(
      'Here is Sales dashboard.<break time="300ms"/>Total Revenue by Channel, last 30 days: $331,897.',
    );
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/v1/collection?collection=c-sales',
      authorization: 'Bearer good-token',
    });
    const empty = await skill.invoke(
      intentRequest('OpenCollectionIntent', { collection: 'marketing' }, linked('en-US')),
    );
    expect(speech(empty)).toContain('Your collection Marketing has no cards yet.');
    const unknown = await skill.invoke(
      intentRequest('OpenCollectionIntent', { collection: 'finance' }, linked('en-US')),
    );
    expect(speech(unknown)).toContain(
      'I could not find a collection called finance. Your collections are: Sales dashboard, Marketing.',
    );
  });

  it('asks to link the account when the token is missing or refused', async () => {
    for (const options of [
      { locale: 'en-US' },
      { locale: 'en-US', accessToken: 'revoked-token' },
    ]) {
      const res = await skill.invoke(
        intentRequest('AskQuestionIntent', { query: 'revenue' }, options),
      );
      expect(speech(res)).toContain('please link your Parley account in the Alexa app');
      expect(res.response.card).toEqual({ type: 'LinkAccount' });
      expect(res.response.shouldEndSession).toBe(true);
    }
    const tr = await skill.invoke(
      intentRequest('AskQuestionIntent', { query: 'gelir' }, { locale: 'tr-TR' }),
    );
    expect(speech(tr)).toContain('Parley hesabınızı bağlayın');
  });

  it('takes yes and no after "anything else?"', async () => {
    const yes = await skill.invoke(intentRequest('AMAZON.YesIntent', {}, linked('en-US')));
    expect(speech(yes)).toContain('What would you like to know?');
    expect(yes.response.shouldEndSession).toBe(false);
    const no = await skill.invoke(intentRequest('AMAZON.NoIntent', {}, linked('tr-TR')));
    expect(speech(no)).toContain('Hoşça kalın.');
    expect(no.response.shouldEndSession).toBe(true);
  });

  it('says clearly when Parley cannot be reached', async () => {
    const offline = createSkill({ api: alexaParleyApi('http://127.0.0.1:9', 500) });
    const res = await offline.invoke(
      intentRequest('AskQuestionIntent', { query: 'revenue' }, linked('en-US')),
    );
    expect(speech(res)).toContain('Parley cannot be reached right now');
  });
});
