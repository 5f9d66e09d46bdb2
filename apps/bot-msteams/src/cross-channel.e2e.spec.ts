import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import type { AnswerCard, ConversationResponse } from '@parley/domain';
import type { AdaptiveCard } from './cards/adaptive-cards';
import { loadBotConfig } from './bot-config';
import { createBotServer, OAUTH_CALLBACK_PATH } from './bot-server';
import type { BotServer } from './bot-server';
import { postActivity, startBotFrameworkKeys, teamsMessage } from './testing/bot-framework-keys';
import {
  approveInBrowser,
  freePort,
  signUp,
  startBuilt,
  startParleyApi,
} from './testing/running-parley';
import type { RunningProcess, WebSession } from './testing/running-parley';

const EMAIL = 'channels@example.com';
const PASSWORD = 'Channel-pass-42';
const ALEXA_REDIRECT = 'https://layla.amazon.com/api/skill/link/MTEST';
const QUESTION = 'revenue by channel last 30 days';

type Keys = Awaited<ReturnType<typeof startBotFrameworkKeys>>;

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);

// The same question through the web API, the Teams bot and the Alexa skill, each linked to the
// same Parley account through Parley's OAuth server with openid-client playing the channel.
describe('one conversation, three channels', () => {
  let api: RunningProcess;
  let skill: RunningProcess;
  let keys: Keys;
  let bot: BotServer;
  let botUrl: string;
  let web: WebSession;

  beforeAll(async () => {
    const botPort = await freePort();
    botUrl = `http://127.0.0.1:${botPort}`;
    api = await startParleyApi([
      {
        clientId: 'msbot',
        clientSecret: 'bot-secret',
        redirectUris: [botUrl + OAUTH_CALLBACK_PATH],
        name: 'MSBot',
      },
      {
        clientId: 'alexa-skill',
        clientSecret: 'alexa-secret',
        redirectUris: [ALEXA_REDIRECT],
        name: 'Alexa',
      },
    ]);
    const skillPort = await freePort();
    skill = await startBuilt(
      'apps/skill-alexa/dist/main.js',
      {
        ALEXA_PORT: String(skillPort),
        PARLEY_API_URL: api.url,
        ALEXA_SKIP_VERIFICATION: '1',
        NODE_ENV: 'test',
      },
      skillPort,
    );
    keys = await startBotFrameworkKeys();
    bot = createBotServer({
      ...loadBotConfig({
        PARLEY_API_URL: api.url,
        BOT_PUBLIC_URL: botUrl,
        BOT_OAUTH_CLIENT_ID: 'msbot',
        BOT_OAUTH_CLIENT_SECRET: 'bot-secret',
        PARLEY_WEB_URL: api.url,
      }),
      botFramework: keys.settings,
    });
    await new Promise<void>((resolve) => bot.server.listen(botPort, '127.0.0.1', resolve));
    expect((bot.server.address() as AddressInfo).port).toBe(botPort);
    web = await signUp(api.url, EMAIL, PASSWORD);
  }, 120_000);

  afterAll(async () => {
    // close() waits for every keep-alive socket the channels left open; they are ours to end.
    bot?.server.closeAllConnections();
    await new Promise<void>((resolve) => bot?.server.close(() => resolve()));
    await keys?.close();
    await skill?.close();
    await api?.close();
  }, 120_000);

  async function teams(
    text: string,
    value?: unknown,
  ): Promise<{ text?: string; card?: AdaptiveCard }[]> {
    const activities = await postActivity(
      keys,
      `${botUrl}/api/messages`,
      teamsMessage(text, { value }),
    );
    return activities.map((a) => ({
      text: a.text,
      card: a.attachments?.[0]?.content as AdaptiveCard | undefined,
    }));
  }

  async function alexa(
    accessToken: string | undefined,
    query: string,
    intent = 'AskQuestionIntent',
  ): Promise<{ ssml: string; card?: { type: string } }> {
    const body = {
      version: '1.0',
      session: {
        new: false,
        sessionId: 'amzn1.echo-api.session.e2e',
        application: { applicationId: 'amzn1.ask.skill.e2e' },
        attributes: {},
        user: { userId: 'amzn1.ask.account.E2E', ...(accessToken ? { accessToken } : {}) },
      },
      context: {
        System: {
          application: { applicationId: 'amzn1.ask.skill.e2e' },
          user: { userId: 'amzn1.ask.account.E2E', ...(accessToken ? { accessToken } : {}) },
          device: { deviceId: 'd', supportedInterfaces: {} },
          apiEndpoint: 'https://api.amazonalexa.com',
        },
      },
      request: {
        type: 'IntentRequest',
        // Amazon gives every request its own id (the skill keys the question by it).
        requestId: `amzn1.echo-api.request.${randomUUID()}`,
        timestamp: new Date().toISOString(),
        locale: 'en-US',
        intent: {
          name: intent,
          confirmationStatus: 'NONE',
          slots: {
            [intent === 'AskQuestionIntent' ? 'query' : 'collection']: {
              name: intent === 'AskQuestionIntent' ? 'query' : 'collection',
              value: query,
              confirmationStatus: 'NONE',
            },
          },
        },
      },
    };
    const res = await fetch(`${skill.url}/alexa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as {
      response: { outputSpeech: { ssml: string }; card?: { type: string } };
    };
    return { ssml: response.outputSpeech.ssml, card: response.card };
  }

  async function linkAlexa(): Promise<oidc.TokenEndpointResponse> {
    const client = await oidc.discovery(
      new URL(`${api.url}/oauth`),
      'alexa-skill',
      'alexa-secret',
      undefined,
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: ALEXA_REDIRECT,
      scope: 'email',
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await approveInBrowser(
      api.url,
      url.toString(),
      EMAIL,
      PASSWORD,
      ALEXA_REDIRECT,
    );
    return oidc.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  }

  const cardTexts = (card: AdaptiveCard | undefined) => JSON.stringify(card?.body ?? []);

  /** The Teams sign-in as a person does it: the link, Parley's sign-in, the code typed back. */
  async function linkTeams(): Promise<void> {
    const [offer] = await teams('sign in');
    const signInUrl = (offer?.card?.actions as { url: string }[])[0]?.url ?? '';
    const callback = await approveInBrowser(
      api.url,
      signInUrl,
      EMAIL,
      PASSWORD,
      botUrl + OAUTH_CALLBACK_PATH,
    );
    const code = /<strong>(\d{6})<\/strong>/.exec(await (await fetch(callback)).text())?.[1] ?? '';
    const [confirmed] = await teams(code);
    expect(confirmed?.text).toBe('You are signed in to Parley. Ask me about your data.');
  }

  async function askWeb(phrase: string): Promise<AnswerCard> {
    const res = await web.browser.request('/features/conversations/chat_query', {
      method: 'POST',
      headers: web.headers,
      body: JSON.stringify({ created: Date.now(), phrase }),
    });
    expect(res.status).toBe(200);
    const { responses } = ((await res.json()) as { data: { responses: ConversationResponse[] } })
      .data;
    return responses.find((r): r is { card: AnswerCard } => 'card' in r)?.card as AnswerCard;
  }

  it('links Teams through Parley sign-in, answers with the numbers of the web API, and unlinks', async () => {
    // Not linked yet: the bot offers Parley's authorization URL (PKCE S256, exact redirect).
    const [offer] = await teams('sign in');
    const signInUrl = (offer?.card?.actions as { url: string }[])[0]?.url ?? '';
    expect(new URL(signInUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await approveInBrowser(
      api.url,
      signInUrl,
      EMAIL,
      PASSWORD,
      botUrl + OAUTH_CALLBACK_PATH,
    );
    const landing = await fetch(callback);
    expect(landing.status).toBe(200);
    // The browser shows a code; typed back by the Teams user who asked, it links that user.
    const code = /<strong>(\d{6})<\/strong>/.exec(await landing.text())?.[1] ?? '';
    const [confirmed] = await teams(code);
    expect(confirmed?.text).toBe('You are signed in to Parley. Ask me about your data.');

    const webRes = await web.browser.request('/features/conversations/chat_query', {
      method: 'POST',
      headers: web.headers,
      body: JSON.stringify({ created: Date.now(), phrase: QUESTION }),
    });
    expect(webRes.status).toBe(200);
    const webCard = (
      (await webRes.json()) as { data: { responses: ConversationResponse[] } }
    ).data.responses.find((r): r is { card: AnswerCard } => 'card' in r)?.card as AnswerCard;
    const metric = webCard.columns.find((c) => c.role === 'metric')?.key as string;
    const dimension = webCard.columns.find((c) => c.role === 'dimension')?.key as string;
    const top = webCard.table[0] as Record<string, string | number>;

    const replies = await teams(QUESTION);
    const teamsCard = replies.find((r) => r.card)?.card;
    expect(cardTexts(teamsCard)).toContain(webCard.title);
    for (const row of webCard.table.slice(0, 5)) {
      expect(cardTexts(teamsCard)).toContain(String(row[dimension]));
      expect(cardTexts(teamsCard)).toContain(usd(Number(row[metric])));
    }
    // The chart's signed link lives for weeks, so older Teams messages keep their picture.
    const image =
      JSON.stringify(teamsCard).match(/"url":"([^"]+card-image\/[^"]+\.png\?[^"]+)"/)?.[1] ?? '';
    const png = await fetch(image);
    expect(png.headers.get('content-type')).toBe('image/png');
    const expires = Number(new URL(image).searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(21 * 24 * 3600 * 1000);

    // An access token about to expire is refreshed with the refresh token before the question.
    const linked = bot.tokens.get('aad-ada');
    expect(linked?.refreshToken).toBeTruthy();
    bot.tokens.set('aad-ada', { ...(linked as NonNullable<typeof linked>), expiresAt: Date.now() });
    const afterRefresh = await teams(QUESTION);
    expect(cardTexts(afterRefresh.find((r) => r.card)?.card)).toContain(webCard.title);
    expect(bot.tokens.get('aad-ada')?.accessToken).not.toBe(linked?.accessToken);

    // Thumbs down from Teams reaches the API with the linked token.
    const down = (teamsCard?.actions as { title: string; data?: unknown }[]).find((a) =>
      a.title.includes('Not helpful'),
    )?.data;
    const [thanks] = await teams('', down);
    expect(thanks?.text).toBe('Thanks for your feedback!');

    // The same numbers spoken by Alexa, linked with openid-client as the Alexa platform does.
    const tokens = await linkAlexa();
    const spoken = await alexa(tokens.access_token, QUESTION);
    const total = webCard.table.reduce((sum, row) => sum + Number(row[metric] ?? 0), 0);
    expect(spoken.ssml).toContain(`The total is ${usd(total)}`);
    expect(spoken.ssml).toContain(`${String(top[dimension])} with ${usd(Number(top[metric]))}`);

    // Saved from Teams into a collection made on the web; "open my <collection>" reads it on Alexa.
    const created = await web.browser.request('/api/v1/create_collection', {
      method: 'POST',
      headers: web.headers,
      body: JSON.stringify({ name: 'Channel review', digest: 'weekly' }),
    });
    expect(created.status).toBe(200);
    const save = (teamsCard?.actions as { title: string; data?: unknown }[]).find(
      (a) => a.title === 'Save to collection',
    )?.data;
    const [choice] = await teams('', save);
    const pick = (choice?.card?.actions as { title: string; data?: unknown }[]).find(
      (a) => a.title === 'Channel review',
    )?.data;
    const [saved] = await teams('', pick);
    expect(saved?.text).toBe('Saved to Channel review.');
    const opened = await alexa(
      tokens.access_token,
      'my channel review collection',
      'OpenCollectionIntent',
    );
    expect(opened.ssml).toContain(
      `Here is Channel review.<break time="300ms"/>${webCard.title}: ${usd(total)}.`,
    );

    // Unlinking Teams revokes its tokens at Parley; Alexa's own link is untouched.
    const [bye] = await teams('sign out');
    expect(bye?.text).toBe('You are signed out. Your Parley link is revoked.');
    const [again] = await teams(QUESTION);
    expect(cardTexts(again?.card)).toContain('Sign in to Parley');
    expect((await alexa(tokens.access_token, QUESTION)).ssml).toContain('The total is');

    // A revoked Alexa token makes the skill ask to link again.
    const alexaClient = await oidc.discovery(
      new URL(`${api.url}/oauth`),
      'alexa-skill',
      'alexa-secret',
      undefined,
      { execute: [oidc.allowInsecureRequests] },
    );
    await oidc.tokenRevocation(alexaClient, tokens.access_token);
    const unlinked = await alexa(tokens.access_token, QUESTION);
    expect(unlinked.ssml).toContain('please link your Parley account');
    expect(unlinked.card).toEqual({ type: 'LinkAccount' });
  }, 120_000);

  // A rate and an average: the same figures everywhere, and no channel adds them up.
  it.each([
    ['conversion rate by device', 'percent'],
    ['average order value by device', 'currency'],
  ])(
    'shows %s with the same figures in web, Teams and Alexa, and speaks no total',
    async (question, format) => {
      await linkTeams();
      const tokens = await linkAlexa();
      const webCard = await askWeb(question);
      const metric = webCard.columns.find((c) => c.role === 'metric');
      const dimension = webCard.columns.find((c) => c.role === 'dimension');
      expect(metric?.format).toBe(format);
      // The channels' number contract (libs/domain): a percent column holds 0-100, shown with two
      // decimals under 10%, one under 100%; money in whole units from 100 up, with cents below.
      const shown = (value: number) =>
        metric?.format === 'percent'
          ? new Intl.NumberFormat('en-US', {
              style: 'percent',
              maximumFractionDigits: Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2,
            }).format(value / 100)
          : new Intl.NumberFormat('en-US', {
              style: 'currency',
              currency: metric?.currency ?? 'USD',
              maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2,
            }).format(value);
      const rows = webCard.table.map((row) => ({
        name: String(row[dimension?.key ?? '']),
        value: Number(row[metric?.key ?? '']),
      }));
      expect(rows.length).toBeGreaterThan(1);

      const teamsCard = (await teams(question)).find((r) => r.card)?.card;
      expect(cardTexts(teamsCard)).toContain(webCard.title);
      for (const row of rows.slice(0, 5)) {
        expect(cardTexts(teamsCard)).toContain(row.name);
        expect(cardTexts(teamsCard)).toContain(shown(row.value));
      }
      expect(cardTexts(teamsCard)).not.toMatch(/Total/);

      const spoken = (await alexa(tokens.access_token, question)).ssml;
      const top = rows.reduce((best, row) => (row.value > best.value ? row : best));
      expect(spoken).toContain(`The top device is ${top.name} with ${shown(top.value)}.`);
      expect(spoken).not.toContain('The total is');
    },
    120_000,
  );

  it('tells Teams and Alexa users clearly when Parley is down', async () => {
    const port = await freePort();
    const lonely = await startBuilt(
      'apps/skill-alexa/dist/main.js',
      {
        ALEXA_PORT: String(port),
        PARLEY_API_URL: 'http://127.0.0.1:9',
        ALEXA_SKIP_VERIFICATION: '1',
        NODE_ENV: 'test',
      },
      port,
    );
    const live = skill;
    skill = lonely;
    try {
      expect((await alexa('any-token', QUESTION)).ssml).toContain(
        'Parley cannot be reached right now',
      );
    } finally {
      skill = live;
      await lonely.close();
    }

    // A bot whose API address answers nothing.
    const down = createBotServer({
      ...loadBotConfig({ PARLEY_API_URL: 'http://127.0.0.1:9', BOT_PUBLIC_URL: botUrl }),
      botFramework: keys.settings,
    });
    down.tokens.set('aad-ada', { accessToken: 'any', expiresAt: Date.now() + 3_600_000 });
    const conversation = await down.conversation.handle({
      userKey: 'aad-ada',
      text: QUESTION,
      locale: 'en-US',
    });
    expect(conversation).toEqual([
      {
        kind: 'text',
        text: 'Sorry, Parley cannot be reached right now. Please try again in a few minutes.',
      },
    ]);
    expect(
      (await down.conversation.handle({ userKey: 'nobody', text: 'sign in', locale: 'en-US' }))[0],
    ).toEqual({
      kind: 'text',
      text: 'Sorry, Parley cannot be reached right now. Please try again in a few minutes.',
    });
  });
});
