import type { AnswerCard, ConversationResponse } from '@parley/domain';
import { toActivity } from '../channel/botbuilder-channel';
import type { Outgoing } from '../conversation/outgoing';
import { teamsParleyApi } from '../conversation/teams-parley-api';
import { TeamsConversation } from '../conversation/teams-conversation';
import { AccountLinking } from '../linking/account-linking';
import { TokenStore } from '../linking/token-store';
import { revenueByChannel, startStubParley } from '../testing/stub-parley';

// The longest question the API accepts (apps/api chatQuerySchema: phrase max 10,000), written in
// characters of three UTF-8 bytes each, so it weighs about 30 KB: more than Teams takes in a
// message (it refuses about 28 KB).
const LONGEST_QUESTION = 10_000;
const question = '収益'.repeat(LONGEST_QUESTION / 2);
const MAX_CARD_BYTES = 25 * 1024;

// An API that repeats the question in everything it answers: title, text, insights, cells,
// column names, a prompt's title and choices. Whatever it repeats, the card must stay small.
function echo(phrase: string): ConversationResponse[] {
  const card: AnswerCard = {
    ...revenueByChannel,
    title: phrase,
    text: phrase,
    insights: [phrase, { context: phrase, text: phrase }, phrase],
    columns: revenueByChannel.columns.map((c) => ({ ...c, label: phrase })),
    table: revenueByChannel.table.map((row) => ({ ...row, channel: phrase })),
  };
  return [
    { card },
    {
      prompt: {
        title: phrase,
        subtitle: phrase,
        direction: 'vertical',
        items: Array.from({ length: 8 }, (_, i) => ({ title: `${i} ${phrase}` })),
      },
    },
  ];
}

const bytes = (outgoing: Outgoing) => Buffer.byteLength(JSON.stringify(toActivity(outgoing)));
type Button = { title: string; data?: Record<string, unknown> };
const buttons = (outgoing: Outgoing | undefined): Button[] =>
  outgoing?.kind === 'card' ? ((outgoing.card.actions ?? []) as Button[]) : [];

describe('Teams cards for the longest question the API accepts', () => {
  let stub: Awaited<ReturnType<typeof startStubParley>>;
  let conversation: TeamsConversation;
  const USER = 'aad-long';

  beforeAll(async () => {
    stub = await startStubParley(echo);
    const tokens = new TokenStore();
    tokens.set(USER, { accessToken: 'good-token', expiresAt: Date.now() + 3_600_000 });
    conversation = new TeamsConversation({
      api: teamsParleyApi(stub.url, 5000),
      linking: new AccountLinking(
        {
          issuer: `${stub.url}/oauth`,
          clientId: 'msbot',
          clientSecret: 'secret',
          redirectUri: 'http://bot.example/auth/callback',
          allowHttp: true,
        },
        tokens,
      ),
      webUrl: 'https://parley.example',
    });
  });
  afterAll(() => stub.close());

  const say = (value: unknown, text = '') =>
    conversation.handle({ userKey: USER, text, value, locale: 'en-US' });

  it('stays under 25 KB for every card, and every button still acts on the whole question', async () => {
    expect(question).toHaveLength(LONGEST_QUESTION);
    expect(Buffer.byteLength(question)).toBeGreaterThan(28 * 1024);
    const [answer, prompt] = await say(undefined, question);
    expect(answer?.kind).toBe('card');
    expect(prompt?.kind).toBe('card');
    for (const sent of [answer, prompt]) expect(bytes(sent)).toBeLessThan(MAX_CARD_BYTES);
    // A button carries an id, not the question.
    for (const button of [...buttons(answer), ...buttons(prompt)])
      expect(JSON.stringify(button.data ?? {}).length).toBeLessThan(200);

    const [save, helpful] = [buttons(answer)[1], buttons(answer)[2]];
    const [choices] = await say(save?.data);
    expect(bytes(choices)).toBeLessThan(MAX_CARD_BYTES);
    expect(await say(buttons(choices)[0]?.data)).toEqual([
      { kind: 'text', text: 'Saved to Weekly review.' },
    ]);
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/api/v1/add_collection_question',
      body: { phrase: question, collection_id: 'c-1' },
    });

    expect(await say(helpful?.data)).toEqual([{ kind: 'text', text: 'Thanks for your feedback!' }]);
    expect(stub.calls.at(-1)).toMatchObject({
      path: '/api/v1/feedback',
      body: { phrase: question },
    });

    // A choice asks its whole phrase, whatever the button shows.
    const chosen = await say(buttons(prompt)[5]?.data);
    expect(chosen.every((sent) => bytes(sent) < MAX_CARD_BYTES)).toBe(true);
    expect(stub.calls.filter((c) => c.path.endsWith('chat_query')).at(-1)?.body.phrase).toBe(
      `5 ${question}`,
    );
  });

  it('answers a button it no longer knows (sent before a restart) by asking for the question again', async () => {
    expect(await say({ action: 'save', answer: 'not-one-of-ours' })).toEqual([
      {
        kind: 'text',
        text: 'The buttons of that card no longer work here. Please ask the question again.',
      },
    ]);
  });
});
