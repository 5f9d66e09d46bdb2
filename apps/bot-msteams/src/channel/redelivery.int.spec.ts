import type { AddressInfo } from 'node:net';
import { loadBotConfig } from '../bot-config';
import { createBotServer } from '../bot-server';
import type { BotServer } from '../bot-server';
import { postActivity, startBotFrameworkKeys, teamsMessage } from '../testing/bot-framework-keys';
import { KEY_REUSED, sampleAnswer, startStubParley } from '../testing/stub-parley';

type Keys = Awaited<ReturnType<typeof startBotFrameworkKeys>>;
type Stub = Awaited<ReturnType<typeof startStubParley>>;

const CHAT = '/features/conversations/chat_query';

// Teams posts an activity again, with the same id, when it thinks the bot did not take it. The
// person must see one answer, and never the API's sentence about Idempotency-Keys.
describe('a Teams activity delivered twice', () => {
  let keys: Keys;
  let stub: Stub;
  let release: () => void;
  const bots: BotServer[] = [];

  beforeAll(async () => {
    keys = await startBotFrameworkKeys();
    stub = await startStubParley(sampleAnswer, ['good-token'], {
      [CHAT]: new Promise<void>((resolve) => (release = resolve)),
    });
  });
  afterAll(async () => {
    for (const bot of bots) await new Promise<void>((resolve) => bot.server.close(() => resolve()));
    await keys.close();
    await stub.close();
  });

  // A running bot with Grace linked; a second one plays the bot after a restart (nothing remembered).
  async function startBot() {
    const bot = createBotServer({
      ...loadBotConfig({ PARLEY_API_URL: stub.url, BOT_PUBLIC_URL: 'http://bot.example' }),
      botFramework: keys.settings,
    });
    bot.tokens.set('aad-grace', { accessToken: 'good-token', expiresAt: Date.now() + 3_600_000 });
    await new Promise<void>((resolve) => bot.server.listen(0, '127.0.0.1', resolve));
    bots.push(bot);
    const url = `http://127.0.0.1:${(bot.server.address() as AddressInfo).port}/api/messages`;
    return (activity: ReturnType<typeof teamsMessage>) => postActivity(keys, url, activity);
  }

  const asked = () => stub.calls.filter((c) => c.path === CHAT).length;

  it('is answered once: nothing for the copy while the first runs or after it, the same reply after a restart', async () => {
    const post = await startBot();
    const activity = teamsMessage('revenue by channel last 30 days', { userId: 'grace' });

    // In flight: the first delivery is at the API when Teams sends the activity again.
    const reachedApi = stub.arrival(CHAT);
    const first = post(activity);
    await reachedApi;
    const copyInFlight = await post(activity);
    release();
    const answered = await first;
    expect(answered).toHaveLength(1);
    expect(JSON.stringify(answered[0]?.attachments?.[0]?.content)).toContain('$161,476');
    expect(copyInFlight).toEqual([]);

    // After: the answer was posted, so the copy posts nothing again.
    expect(await post(activity)).toEqual([]);
    expect(asked()).toBe(1);

    // A bot that remembers nothing (restarted, or another instance) asks the API again with the
    // same key and body, and posts the first reply: never the Idempotency-Key refusal.
    const restarted = await startBot();
    const again = await restarted(activity);
    expect(again).toHaveLength(1);
    expect(again[0]?.attachments?.[0]?.content).toEqual(answered[0]?.attachments?.[0]?.content);
    expect(JSON.stringify([answered, copyInFlight, again])).not.toMatch(/Idempotency/i);
    expect(JSON.stringify(again)).not.toContain(KEY_REUSED);
    expect(asked()).toBe(1);
  });
});
