import type { AnswerCard } from '@parley/domain';
import { MANY_SERIES_CARD } from '@parley/domain/testing';
import { translator } from '../../conversation/bot-messages';
import { revenueByChannel } from '../../testing/stub-parley';
import { answerCard, collectionChoiceCard, promptCard, signInCard } from '../adaptive-cards';
import type { AdaptiveCard } from '../adaptive-cards';
import { driverAnswer } from './driver-card';

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

export const answerOptions = {
  answerId: 'RXdlcnlBbnN3ZXJJZDAwMQ',
  openUrl: 'https://parley.example/conversation',
  locale: 'en-US',
  t,
};

/** Every kind of card the bot sends, so each validity check covers them all. */
export const everyBotCard: [name: string, card: AdaptiveCard][] = [
  [
    'an answer with its chart, top rows, more rows and insights',
    answerCard(revenueByChannel, {
      ...answerOptions,
      imageUrl: 'https://parley.example/api/v1/card-image/a.png?expires=1&signature=x',
    }),
  ],
  ['an answer without a chart image', answerCard(revenueByChannel, answerOptions)],
  [
    'an answer whose chart leaves series out, in Turkish',
    answerCard(MANY_SERIES_CARD, {
      ...answerOptions,
      locale: 'tr',
      t: tr,
      imageUrl: 'https://parley.example/api/v1/card-image/b.png?expires=1&signature=x',
    }),
  ],
  [
    'a driver answer: who moved, with the change and change % (Previous_ and __change columns)',
    answerCard(driverAnswer, answerOptions),
  ],
  ['a one-number answer without insights', answerCard(single, answerOptions)],
  [
    'an answer with a contextual insight, in Turkish',
    answerCard(withContext, { ...answerOptions, locale: 'tr', t: tr }),
  ],
  [
    'a prompt with a subtitle',
    promptCard(
      {
        title: 'Which measure?',
        subtitle: 'Pick one',
        direction: 'horizontal',
        items: [{ title: 'orders' }, { title: 'revenue' }],
      },
      ['choice-1', 'choice-2'],
    ),
  ],
  [
    'a prompt without a subtitle',
    promptCard({ title: 'Which measure?', direction: 'vertical', items: [{ title: 'orders' }] }, [
      'choice-1',
    ]),
  ],
  [
    'the collection choice',
    collectionChoiceCard([{ id: 'c1', name: 'Weekly' }], answerOptions.answerId, t),
  ],
  ['the sign-in card', signInCard('https://parley.example/oauth/auth?x=1', t)],
];
