import { randomUUID } from 'node:crypto';
import { TestAdapter } from 'botbuilder';
import type { Activity } from 'botbuilder';
import type { AdaptiveCard } from '../cards/adaptive-cards';
import { teamsParleyApi } from '../conversation/teams-parley-api';
import { TeamsConversation } from '../conversation/teams-conversation';
import { AccountLinking } from '../linking/account-linking';
import { TokenStore } from '../linking/token-store';
import { sampleAnswer, startStubParley } from '../testing/stub-parley';
import { ParleyTeamsBot, toIncoming } from './botbuilder-channel';

type Stub = Awaited<ReturnType<typeof startStubParley>>;
const USER = 'test:user1';

const says = (pattern: RegExp) => (reply: Partial<Activity>) => expect(reply.text).toMatch(pattern);
const cardOf = (activity: Partial<Activity>) => activity.attachments?.[0]?.content as AdaptiveCard;
const texts = (card: AdaptiveCard): string[] =>
  JSON.stringify(card.body)
    .match(/"text":"([^"]*)"/g)
    ?.map((m) => JSON.parse(`{${m}}`) as { text: string })
    .map((o) => o.text) ?? [];
const actions = (card: AdaptiveCard) =>
  (card.actions ?? []) as {
    type: string;
    title: string;
    url?: string;
    data?: Record<string, unknown>;
  }[];

describe('Teams bot with botbuilder TestAdapter', () => {
  let stub: Stub;
  let store: TokenStore;
  let linking: AccountLinking;

  beforeAll(async () => {
    stub = await startStubParley(sampleAnswer);
  });
  afterAll(() => stub.close());

  function adapterFor(apiUrl = stub.url, turnBudgetMs?: number) {
    store = new TokenStore();
    store.set(USER, {
      accessToken: 'good-token',
      refreshToken: 'refresh-1',
      expiresAt: Date.now() + 3_600_000,
    });
    linking = new AccountLinking(
      {
        issuer: `${stub.url}/oauth`,
        clientId: 'msbot',
        clientSecret: 'secret',
        redirectUri: 'http://bot.example/auth/callback',
        allowHttp: true,
      },
      store,
    );
    const conversation = new TeamsConversation({
      api: teamsParleyApi(apiUrl, turnBudgetMs ?? 1000),
      linking,
      webUrl: 'https://parley.example',
      ...(turnBudgetMs ? { turnBudgetMs } : {}),
    });
    const bot = new ParleyTeamsBot(conversation);
    return new TestAdapter((context) => bot.run(context));
  }

  // Each with its own id, as Teams gives them (TestAdapter counts from 0 again in every test).
  const message = (text: string, extra: Partial<Activity> = {}): Partial<Activity> => ({
    type: 'message',
    id: randomUUID(),
    text,
    locale: 'en-US',
    ...extra,
  });

  it('answers a question with an Adaptive Card: title, text, chart image, top rows, insights, actions', async () => {
    await adapterFor()
      .send(message('revenue by channel last 30 days'))
      .assertReply((reply) => {
        expect(reply.attachments?.[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
        const card = cardOf(reply);
        expect(card.version).toBe('1.5');
        const shown = texts(card);
        expect(shown).toEqual(
          expect.arrayContaining([
            'Total Revenue by Channel, last 30 days',
            'Channel',
            'Total Revenue',
            'Paid Search',
            // A wide table of big values reads compact, as in the web table (spec §9).
            '$161.5K',
            '$168.8K',
            '-5%',
            '1 more row in Parley.',
          ]),
        );
        expect(shown.some((t) => t.includes('Paid Search contributes 29%'))).toBe(true);
        expect(shown).not.toContain('Display');
        expect(JSON.stringify(card.body)).toContain(`${stub.url}/api/v1/card-image/img.png`);
        expect(actions(card).map((a) => a.title)).toEqual([
          'Open in Parley',
          'Save to collection',
          '👍 Helpful',
          '👎 Not helpful',
        ]);
        expect(actions(card)[0]?.url).toBe('https://parley.example/conversation');
      });
    expect(stub.calls.find((c) => c.path === '/features/conversations/chat_query')).toMatchObject({
      authorization: 'Bearer good-token',
      body: {
        phrase: 'revenue by channel last 30 days',
        event: { channel: 'msteams', locale: 'en-US' },
      },
    });
  });

  it('shows a prompt as choices and answers the clicked choice', async () => {
    const adapter = adapterFor();
    let choice: Record<string, unknown> = {};
    await adapter.send(message('how many unicorns')).assertReply((reply) => {
      const card = cardOf(reply);
      expect(texts(card)).toContain('Which measure do you mean?');
      expect(actions(card).map((a) => a.title)).toEqual([
        'orders last 30 days',
        'revenue last 30 days',
      ]);
      choice = actions(card)[1]?.data ?? {};
    });
    await adapter
      .send(message('', { value: choice }))
      .assertReply((reply) =>
        expect(texts(cardOf(reply))).toContain('Total Revenue by Channel, last 30 days'),
      );
    expect(stub.calls.filter((c) => c.path.endsWith('chat_query')).at(-1)?.body.phrase).toBe(
      'revenue last 30 days',
    );
  });

  it('sends thumbs up and down feedback to the API', async () => {
    const adapter = adapterFor();
    let down: Record<string, unknown> = {};
    await adapter.send(message('revenue by channel')).assertReply((reply) => {
      down = actions(cardOf(reply))[3]?.data ?? {};
    });
    await adapter.send(message('', { value: down })).assertReply('Thanks for your feedback!');
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/api/v1/feedback',
      body: {
        sentiment: false,
        phrase: 'revenue by channel',
        data: { title: 'Total Revenue by Channel, last 30 days' },
      },
    });
  });

  it("saves the answer to a collection the person picks, and shows the API's refusal as it is", async () => {
    const adapter = adapterFor();
    let save: Record<string, unknown> = {};
    let pick: Record<string, unknown> = {};
    let full: Record<string, unknown> = {};
    await adapter.send(message('revenue by channel')).assertReply((reply) => {
      save = actions(cardOf(reply))[1]?.data ?? {};
    });
    await adapter.send(message('', { value: save })).assertReply((reply) => {
      const card = cardOf(reply);
      expect(texts(card)).toContain('Save to which collection?');
      expect(actions(card).map((a) => a.title)).toEqual(['Weekly review', 'Full one']);
      [pick, full] = actions(card).map((a) => a.data ?? {}) as [
        Record<string, unknown>,
        Record<string, unknown>,
      ];
    });
    await adapter.send(message('', { value: pick })).assertReply('Saved to Weekly review.');
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/api/v1/add_collection_question',
      body: {
        phrase: 'revenue by channel',
        collection_id: 'c-1',
        type: 'demo',
        datasource_id: 'demo',
      },
    });
    await adapter
      .send(message('', { value: full }))
      .assertReply('This collection already holds the most cards your plan allows.');
  });

  it('replies in Turkish when the Teams locale is tr', async () => {
    const adapter = adapterFor();
    await adapter
      .send(message('yardım', { locale: 'tr-TR' }))
      .assertReply((reply) => expect(reply.text).toContain('giriş yap'));
    await adapter.send(message('kanala göre gelir', { locale: 'tr-TR' })).assertReply((reply) => {
      const card = cardOf(reply);
      expect(texts(card)).toEqual(
        expect.arrayContaining(['Kanala göre toplam gelir', '$161,5\u00a0B', '-%5']),
      );
      expect(actions(card).map((a) => a.title)).toEqual([
        'Parley’de aç',
        'Koleksiyona kaydet',
        '👍 Faydalı',
        '👎 Faydalı değil',
      ]);
    });
    expect(stub.calls.filter((c) => c.path.endsWith('chat_query')).at(-1)?.body).toMatchObject({
      event: { locale: 'tr' },
    });
  });

  it('offers sign in when not linked, and signs out by revoking the tokens', async () => {
    const adapter = adapterFor();
    await adapter
      .send(message('sign out'))
      .assertReply('You are signed out. Your Parley link is revoked.');
    expect(stub.revoked).toEqual(expect.arrayContaining(['good-token', 'refresh-1']));
    await adapter.send(message('revenue')).assertReply((reply) => {
      const card = cardOf(reply);
      expect(texts(card)).toContain('Sign in to Parley so I can answer from your data.');
      const url = new URL(actions(card)[0]?.url ?? '');
      expect(url.origin + url.pathname).toBe(`${stub.url}/oauth/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'msbot',
        redirect_uri: 'http://bot.example/auth/callback',
        response_type: 'code',
        code_challenge_method: 'S256',
        scope: 'email',
      });
      expect(url.searchParams.get('state')).toHaveLength(32);
    });
    await adapter.send(message('sign out')).assertReply('You are not signed in.');
  });

  it('asks to sign in again when the API refuses the token', async () => {
    const adapter = adapterFor();
    store.set(USER, { accessToken: 'revoked-token', expiresAt: Date.now() + 3_600_000 });
    await adapter
      .send(message('revenue'))
      .assertReply((reply) =>
        expect(texts(cardOf(reply))).toContain('Sign in to Parley so I can answer from your data.'),
      );
    expect(store.get(USER)).toBeUndefined();
  });

  it('refreshes an expired access token, and asks to sign in when the refresh is refused', async () => {
    const adapter = adapterFor();
    store.set(USER, {
      accessToken: 'old-token',
      refreshToken: 'refresh-1',
      expiresAt: Date.now() - 1000,
    });
    await adapter
      .send(message('revenue by channel'))
      .assertReply((reply) =>
        expect(texts(cardOf(reply))).toContain('Total Revenue by Channel, last 30 days'),
      );
    expect(store.get(USER)).toMatchObject({ accessToken: 'good-token', refreshToken: 'refresh-2' });
    store.set(USER, {
      accessToken: 'old-token',
      refreshToken: 'revoked-refresh',
      expiresAt: Date.now() - 1000,
    });
    await adapter
      .send(message('revenue by channel'))
      .assertReply((reply) =>
        expect(texts(cardOf(reply))).toContain('Sign in to Parley so I can answer from your data.'),
      );
  });

  it('says clearly that Parley is down when the API does not answer', async () => {
    await adapterFor('http://127.0.0.1:9')
      .send(message('revenue'))
      .assertReply('Sorry, Parley cannot be reached right now. Please try again in a few minutes.');
  });

  it('answers within its turn budget, without the chart that would make it late', async () => {
    const slow = await startStubParley(sampleAnswer, ['good-token'], {
      '/features/conversations/chat_query': 1200,
      '/api/v1/card-image': 5000,
    });
    try {
      const adapter = adapterFor(slow.url, 2500);
      const started = Date.now();
      await adapter.send(message('revenue by channel')).assertReply((reply) => {
        expect(reply.text).toBeUndefined();
        const card = cardOf(reply);
        expect(texts(card)).toContain('Total Revenue by Channel, last 30 days');
        expect(JSON.stringify(card.body)).not.toContain('"type":"Image"');
      });
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await slow.close();
    }
  });

  it('says the question took too long when the answer misses the budget, in the language', async () => {
    const slow = await startStubParley(sampleAnswer, ['good-token'], {
      '/features/conversations/chat_query': 5000,
    });
    try {
      await adapterFor(slow.url, 800)
        .send(message('gelir', { locale: 'tr-TR' }))
        .assertReply(
          'Üzgünüz, bu çok uzun sürdü. Lütfen tekrar sorun ya da daha dar bir soru sorun.',
        );
    } finally {
      await slow.close();
    }
  });

  it('welcomes once when the bot is added, in the language, and not each member who joins later', async () => {
    const added = (id: string, conversationType = 'personal'): Partial<Activity> => ({
      type: 'conversationUpdate',
      locale: 'tr-TR',
      membersAdded: [{ id, name: id }],
      recipient: { id: 'bot', name: 'Parley' },
      conversation: { id: `c-${conversationType}`, conversationType, isGroup: false, name: '' },
    });
    await adapterFor()
      .send(added('bot'))
      .assertReply((reply) => expect(reply.text).toContain('Merhaba, ben Parley'))
      .send(added('user2'))
      .assertNoReply();
    await adapterFor()
      .send(added('bot', 'channel'))
      .assertReply((reply) => expect(reply.text).toContain('birebir sohbette'));
  });

  describe('two people in a channel', () => {
    const ADA = USER;
    const BOB = 'test:bob';
    const inChannel = (text: string, user: string): Partial<Activity> =>
      message(text, {
        from: { id: user.replace('test:', ''), name: user },
        conversation: { id: '19:general', conversationType: 'channel', isGroup: true, name: '' },
      });
    const inPrivate = (text: string, user: string): Partial<Activity> =>
      message(text, {
        from: { id: user.replace('test:', ''), name: user },
        conversation: { id: `a:${user}`, conversationType: 'personal', isGroup: false, name: '' },
      });
    const signInLink = (reply: Partial<Activity>) =>
      new URL(actions(cardOf(reply))[0]?.url ?? 'http://none');
    const callback = (link: URL, token: string) =>
      new URL(
        `http://bot.example/auth/callback?code=code-${token}&state=${link.searchParams.get('state') ?? ''}`,
      );

    it("shows nobody's data and no sign-in link in the channel, and says why", async () => {
      const adapter = adapterFor();
      const asked = stub.calls.length;
      await adapter.send(inChannel('revenue by channel', ADA)).assertReply((reply) => {
        expect(reply.text).toContain('only in a personal chat');
        expect(reply.attachments ?? []).toEqual([]);
      });
      await adapter
        .send(inChannel('sign in', BOB))
        .assertReply((reply) => expect(reply.attachments ?? []).toEqual([]));
      expect(stub.calls.length).toBe(asked);
    });

    it("does not let the second person complete the first one's sign-in", async () => {
      const adapter = adapterFor();
      store.delete(ADA);
      let link = new URL('http://none');
      await adapter.send(inPrivate('sign in', ADA)).assertReply((r) => (link = signInLink(r)));

      // Bob opens Ada's link and signs in with his own Parley account: he is shown a code...
      const bobsCode = await linking.complete(callback(link, 'bob-token'));
      expect(bobsCode).toMatch(/^\d{6}$/);
      // ...which does nothing for Bob's own Teams account, nor can Ada guess it.
      await adapter.send(inPrivate(bobsCode, BOB)).assertReply(says(/No sign-in of yours/));
      for (const guess of ['000000', '111111', '222222'].filter((g) => g !== bobsCode))
        await adapter.send(inPrivate(guess, ADA)).assertReply(says(/not right|No sign-in/));
      await adapter.send(inPrivate(bobsCode, ADA)).assertReply(says(/No sign-in of yours/));
      expect(store.get(ADA)).toBeUndefined();
      expect(store.get(BOB)).toBeUndefined();
      await adapter
        .send(inPrivate('revenue', ADA))
        .assertReply((r) =>
          expect(texts(cardOf(r))).toContain('Sign in to Parley so I can answer from your data.'),
        );
      expect(stub.calls.some((c) => c.authorization === 'Bearer bob-token')).toBe(false);
    });

    it('links the person who asked once they type the code shown after their own sign-in', async () => {
      const adapter = adapterFor();
      store.delete(ADA);
      let link = new URL('http://none');
      await adapter.send(inPrivate('sign in', ADA)).assertReply((r) => (link = signInLink(r)));
      const code = await linking.complete(callback(link, 'good-token'));
      await adapter
        .send(inPrivate(code, ADA))
        .assertReply('You are signed in to Parley. Ask me about your data.');
      expect(store.get(ADA)?.accessToken).toBe('good-token');
      // A code works once.
      await adapter.send(inPrivate(code, ADA)).assertReply(says(/No sign-in of yours/));
    });
  });

  it('reads an activity without a recipient or text without failing', () => {
    expect(
      toIncoming({
        type: 'message',
        text: ' help ',
        channelId: 'msteams',
        from: { id: '29:x', name: 'X' },
      }),
    ).toEqual({
      userKey: 'msteams:29:x',
      text: 'help',
      value: undefined,
      locale: undefined,
      shared: false,
    });
    expect(
      toIncoming({
        type: 'message',
        recipient: { id: 'bot', name: 'Parley' },
        text: '<at>Parley</at> revenue',
        from: { id: '29:y', name: 'Y', aadObjectId: 'aad-y' },
      }),
    ).toMatchObject({ userKey: 'aad-y', text: 'revenue' });
  });

  it("keys a question by Teams' activity id, which a redelivery keeps", () => {
    expect(
      toIncoming({
        type: 'message',
        id: 'act-1',
        text: 'revenue',
        from: { id: '29:z', name: 'Z' },
      }),
    ).toMatchObject({ activityId: 'act-1' });
  });

  it('answers help', async () => {
    await adapterFor()
      .send(message('help'))
      .assertReply((reply) => expect(reply.text).toContain('**sign in**'));
  });
});
