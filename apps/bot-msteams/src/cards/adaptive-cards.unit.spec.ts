import type { AnswerCard } from '@parley/domain';
import { translator } from '../conversation/bot-messages';
import { revenueByChannel } from '../testing/stub-parley';
import { answerCard, collectionChoiceCard, promptCard, signInCard } from './adaptive-cards';
import { adaptiveCardProblems } from './testing/adaptive-card-schema';

const t = translator('en');
const tr = translator('tr');
const single: AnswerCard = {
  ...revenueByChannel,
  title: 'Average order value',
  table: [{ aov: 99.45 }],
  columns: [
    {
      key: 'aov',
      label: 'Average order value',
      role: 'metric',
      format: 'currency',
      currency: 'USD',
    },
  ],
  chart: [{ chart: { type: 'number' }, series: [{ key: 'aov', name: 'Average order value' }] }],
  insights: [],
};
const withContext: AnswerCard = {
  ...revenueByChannel,
  insights: [{ context: 'Paid Search', text: 'grew 12%' }],
};
const options = {
  phrase: 'revenue by channel',
  openUrl: 'https://parley.example/conversation',
  locale: 'en-US',
  t,
};

// Every card the bot sends, checked against the Adaptive Cards 1.5 schema Teams renders.
describe('Adaptive Cards the bot builds', () => {
  it.each([
    [
      'an answer with its chart, top rows, more rows and insights',
      answerCard(revenueByChannel, {
        ...options,
        imageUrl: 'https://parley.example/api/v1/card-image/a.png?expires=1&signature=x',
      }),
    ],
    ['an answer without a chart image', answerCard(revenueByChannel, options)],
    ['a one-number answer without insights', answerCard(single, options)],
    [
      'an answer with a contextual insight, in Turkish',
      answerCard(withContext, { ...options, locale: 'tr', t: tr }),
    ],
    [
      'a prompt with a subtitle',
      promptCard({
        title: 'Which measure?',
        subtitle: 'Pick one',
        direction: 'horizontal',
        items: [{ title: 'orders' }, { title: 'revenue' }],
      }),
    ],
    [
      'a prompt without a subtitle',
      promptCard({ title: 'Which measure?', direction: 'vertical', items: [{ title: 'orders' }] }),
    ],
    [
      'the collection choice',
      collectionChoiceCard(
        [{ id: 'c1', name: 'Weekly' }],
        'revenue',
        revenueByChannel.query.source,
        t,
      ),
    ],
    ['the sign-in card', signInCard('https://parley.example/oauth/auth?x=1', t)],
  ])('%s is valid Adaptive Cards 1.5', (_name, card) => {
    expect(adaptiveCardProblems(card)).toEqual([]);
  });

  it('marks the first table row as its header with the property the schema defines', () => {
    const card = answerCard(revenueByChannel, options);
    const table = card.body.find((e) => (e as { type: string }).type === 'Table') as Record<
      string,
      unknown
    >;
    expect(table.firstRowAsHeader).toBe(true);
    // The schema check itself catches the misspelling a card used to carry.
    expect(
      adaptiveCardProblems({ ...card, body: [{ ...table, firstRowAsHeaders: true }] }),
    ).toEqual(expect.arrayContaining([expect.stringContaining('firstRowAsHeaders')]));
  });
});
