import { compactCard, formatCell, isDriverCard, plural } from '@parley/domain';
import type { AnswerCard, Prompt } from '@parley/domain';
import type { Translate } from '../conversation/bot-messages';

// Adaptive Cards are plain JSON (schema 1.5, what Teams renders); nothing here knows botbuilder.
export type AdaptiveCard = {
  type: 'AdaptiveCard';
  $schema: string;
  version: string;
  body: unknown[];
  actions?: unknown[];
  msteams?: unknown;
};

const SCHEMA = 'http://adaptivecards.io/schemas/adaptive-card.json';
const TOP_ROWS = 5;

/** What a submit button sends back to the bot, in Action.Submit's data. */
export type CardSource = AnswerCard['query']['source'];
export type CardSubmit =
  | { action: 'choose'; phrase: string }
  | { action: 'feedback'; sentiment: boolean; phrase: string; title: string }
  | { action: 'save'; phrase: string; source: CardSource }
  | { action: 'save-to'; phrase: string; source: CardSource; collection_id: string; name: string };

const card = (body: unknown[], actions: unknown[] = []): AdaptiveCard => ({
  type: 'AdaptiveCard',
  $schema: SCHEMA,
  version: '1.5',
  body,
  actions,
  msteams: { width: 'Full' },
});

const insightText = (i: AnswerCard['insights'][number]) =>
  typeof i === 'string' ? i : `${i.context}: ${i.text}`;

// A comparison card carries Previous_x, x__% and x__change beside each metric: keep the first
// metric, its previous value and the percent change, which fit a Teams table.
// A driver card ("why did revenue fall") shows who moved and by how much: the driver, its value, the
// change and the percent change.
function visibleColumns(answer: AnswerCard) {
  if (isDriverCard(answer)) {
    const [driver, value] = answer.columns.filter((c) => c.role === 'dimension');
    const change = answer.columns.filter(
      (c) => c.key.endsWith('__change') || c.key.endsWith('__%'),
    );
    return [driver, value, ...change].filter((c) => c !== undefined).slice(0, 4);
  }
  const wanted = answer.columns.filter((c) => c.role !== 'metric' || !c.key.endsWith('__change'));
  return wanted.slice(0, 4);
}

export function answerCard(
  answer: AnswerCard,
  options: { phrase: string; imageUrl?: string; openUrl: string; locale: string; t: Translate },
): AdaptiveCard {
  const { t, locale } = options;
  const columns = visibleColumns(answer);
  const rows = answer.table.slice(0, TOP_ROWS);
  // Cells as the web table shows them (libs/domain): same rounding, scale, periods and signs.
  const cellOptions = { locale, compact: compactCard(answer) };
  const table = {
    type: 'Table',
    gridStyle: 'accent',
    firstRowAsHeader: true,
    columns: columns.map(() => ({ width: 1 })),
    rows: [
      {
        type: 'TableRow',
        cells: columns.map((c) => ({
          type: 'TableCell',
          items: [{ type: 'TextBlock', text: c.label, weight: 'Bolder', wrap: true }],
        })),
      },
      ...rows.map((row) => ({
        type: 'TableRow',
        cells: columns.map((c) => ({
          type: 'TableCell',
          items: [
            {
              type: 'TextBlock',
              text: formatCell(answer, row, c.key, cellOptions),
              wrap: true,
              horizontalAlignment: c.role === 'metric' ? 'Right' : 'Left',
            },
          ],
        })),
      })),
    ],
  };
  const more =
    answer.table.length > TOP_ROWS
      ? [
          {
            type: 'TextBlock',
            text: plural(
              answer.table.length - TOP_ROWS,
              { one: t('moreOne'), other: t('more') },
              locale,
            ),
            isSubtle: true,
            size: 'Small',
          },
        ]
      : [];
  const insights = answer.insights.length
    ? [
        { type: 'TextBlock', text: t('insights'), weight: 'Bolder', spacing: 'Medium' },
        ...answer.insights
          .slice(0, 3)
          .map((i) => ({ type: 'TextBlock', text: `• ${insightText(i)}`, wrap: true })),
      ]
    : [];
  const feedback = (sentiment: boolean): CardSubmit => ({
    action: 'feedback',
    sentiment,
    phrase: options.phrase,
    title: answer.title,
  });
  return card(
    [
      { type: 'TextBlock', text: answer.title, weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'TextBlock', text: answer.text, wrap: true },
      ...(options.imageUrl
        ? [{ type: 'Image', url: options.imageUrl, altText: answer.title, size: 'Stretch' }]
        : []),
      table,
      ...more,
      ...insights,
    ],
    [
      { type: 'Action.OpenUrl', title: t('open'), url: options.openUrl },
      {
        type: 'Action.Submit',
        title: t('save'),
        data: {
          action: 'save',
          phrase: options.phrase,
          source: answer.query.source,
        } satisfies CardSubmit,
      },
      { type: 'Action.Submit', title: `👍 ${t('helpful')}`, data: feedback(true) },
      { type: 'Action.Submit', title: `👎 ${t('notHelpful')}`, data: feedback(false) },
    ],
  );
}

/** A prompt's choices as buttons; clicking one asks that choice (like a click in the web app). */
export function promptCard(prompt: Prompt): AdaptiveCard {
  return card(
    [
      { type: 'TextBlock', text: prompt.title, weight: 'Bolder', wrap: true },
      ...(prompt.subtitle
        ? [{ type: 'TextBlock', text: prompt.subtitle, wrap: true, isSubtle: true }]
        : []),
    ],
    prompt.items.slice(0, 6).map((item) => ({
      type: 'Action.Submit',
      title: item.title,
      data: { action: 'choose', phrase: item.title } satisfies CardSubmit,
    })),
  );
}

/** "Save to collection": one button per collection of the person. */
export function collectionChoiceCard(
  collections: { id: string; name: string }[],
  phrase: string,
  source: CardSource,
  t: Translate,
): AdaptiveCard {
  return card(
    [{ type: 'TextBlock', text: t('chooseCollection'), weight: 'Bolder', wrap: true }],
    collections.slice(0, 10).map((c) => ({
      type: 'Action.Submit',
      title: c.name,
      data: {
        action: 'save-to',
        phrase,
        source,
        collection_id: c.id,
        name: c.name,
      } satisfies CardSubmit,
    })),
  );
}

export function signInCard(url: string, t: Translate): AdaptiveCard {
  return card(
    [{ type: 'TextBlock', text: t('signInPrompt'), wrap: true }],
    [{ type: 'Action.OpenUrl', title: t('signInButton'), url }],
  );
}
