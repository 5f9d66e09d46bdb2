import type { AddressInfo } from 'node:net';
import type { Activity } from 'botbuilder';
import type { AdaptiveCard } from '../cards/adaptive-cards';
import { loadBotConfig } from '../bot-config';
import { createBotServer } from '../bot-server';
import type { BotServer } from '../bot-server';
import { startBotFrameworkKeys, teamsMessage } from '../testing/bot-framework-keys';
import { sampleAnswer, startStubParley } from '../testing/stub-parley';

type Keys = Awaited<ReturnType<typeof startBotFrameworkKeys>>;
type Stub = Awaited<ReturnType<typeof startStubParley>>;

// Real Bot Framework activities over HTTP: CloudAdapter validates each JWT against the channel's
// published keys (here a local key service), then the bot answers in the expectReplies body.
describe('POST /api/messages of the running bot', () => {
  let keys: Keys;
  let stub: Stub;
  let bot: BotServer;
  let url: string;

  beforeAll(async () => {
    keys = await startBotFrameworkKeys();
    stub = await startStubParley(sampleAnswer);
    bot = createBotServer({
      ...loadBotConfig({ PARLEY_API_URL: stub.url, BOT_PUBLIC_URL: 'http://bot.example' }),
      botFramework: keys.settings,
    });
    await new Promise<void>((resolve) => bot.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(bot.server.address() as AddressInfo).port}/api/messages`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => bot.server.close(() => resolve()));
    await keys.close();
    await stub.close();
  });

  const post = (activity: ReturnType<typeof teamsMessage>, token?: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(activity),
    });
  const signed = (activity: ReturnType<typeof teamsMessage>) =>
    keys.sign({ serviceurl: activity.serviceUrl });
  const replies = async (res: Response) =>
    ((await res.json()) as { activities: Partial<Activity>[] }).activities;

  it('answers a validly signed message with the sign-in card for an unlinked person', async () => {
    const activity = teamsMessage('revenue by channel');
    const res = await post(activity, signed(activity));
    expect(res.status).toBe(200);
    const [reply] = await replies(res);
    const card = reply?.attachments?.[0]?.content as AdaptiveCard;
    expect(JSON.stringify(card)).toContain('Sign in to Parley');
  });

  it('answers a linked person with the Adaptive Card of the API', async () => {
    bot.tokens.set('aad-grace', { accessToken: 'good-token', expiresAt: Date.now() + 3_600_000 });
    const activity = teamsMessage('revenue by channel', { userId: 'grace' });
    const [reply] = await replies(await post(activity, signed(activity)));
    expect(JSON.stringify(reply?.attachments?.[0]?.content)).toContain('$161,476');
  });

  it('refuses a message without a token, with a forged signature, for another bot, another service URL or expired', async () => {
    const activity = teamsMessage('revenue', { userId: 'grace' });
    const before = stub.calls.length;
    expect((await post(activity)).status).toBe(401);
    expect(
      (await post(activity, keys.sign({ serviceurl: activity.serviceUrl, aud: 'someone-else' })))
        .status,
    ).toBe(401);
    expect((await post(activity, keys.sign({ serviceurl: 'https://evil.example/' }))).status).toBe(
      401,
    );
    expect(
      (
        await post(
          activity,
          keys.sign({ serviceurl: activity.serviceUrl, exp: Math.floor(Date.now() / 1000) - 3600 }),
        )
      ).status,
    ).toBe(401);
    // A token signed by a key the channel never published: 401 like any other bad token, not 500.
    const forged = await post(activity, keys.forged({ serviceurl: activity.serviceUrl }));
    expect(forged.status).toBe(401);
    expect(await forged.text()).not.toContain('activities');
    const garbage = await post(activity, 'not.a.jwt');
    expect(garbage.status).toBe(401);
    expect(stub.calls.length).toBe(before);
  });
});
