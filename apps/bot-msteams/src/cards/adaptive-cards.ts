import { cardSeries, compactCard, formatCell, isDriverCard, seriesView } from '@parley/domain';
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

/**
 * What a submit button sends back to the bot, in Action.Submit's data: the id of what the bot
 * remembered when it sent the card (answer-refs), never the question itself, so a card stays
 * small whatever was asked (Teams refuses a message of about 28 KB).
 */
export type CardSource = AnswerCard['query']['source'];
export type CardSubmit =
  | { action: 'choose'; choice: string }
  | { action: 'feedback'; sentiment: boolean; answer: string }
  | { action: 'save'; answer: string }
  | { action: 'save-to'; answer: string; collection_id: string; name: string };

// Longest text of each kind a card shows: what the API sends may echo a long question, and the
// whole of it is one click away in Parley. Counted in characters; the size test counts bytes.
const LIMIT = { title: 300, text: 1000, insight: 400, cell: 120, button: 80, choice: 300 };

/** A text cut to `max` characters (whole code points), with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

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
  saved: AnswerCard,
  options: {
    /** Names the question and its answer for the card's buttons (answer-refs). */
    answerId: string;
    imageUrl?: string;
    openUrl: string;
    locale: string;
    t: Translate;
  },
): AdaptiveCard {
  const { t, locale } = options;
  // One column per series, as the web table shows it (issue 28).
  const answer = seriesView(saved);
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
          items: [
            { type: 'TextBlock', text: clip(c.label, LIMIT.cell), weight: 'Bolder', wrap: true },
          ],
        })),
      },
      ...rows.map((row) => ({
        type: 'TableRow',
        cells: columns.map((c) => ({
          type: 'TableCell',
          items: [
            {
              type: 'TextBlock',
              text: clip(formatCell(answer, row, c.key, cellOptions), LIMIT.cell),
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
            text: t('more', { count: answer.table.length - TOP_ROWS }),
            isSubtle: true,
            size: 'Small',
          },
        ]
      : [];
  // Under the chart, the series it leaves out, as the web legend's "and 52 more" (issue 28).
  const series = options.imageUrl ? cardSeries(answer) : undefined;
  const seriesNote = series?.more
    ? [
        {
          type: 'TextBlock',
          text: t('moreSeries', { shown: series.items.length, count: series.more }),
          isSubtle: true,
          size: 'Small',
          wrap: true,
        },
      ]
    : [];
  const insights = answer.insights.length
    ? [
        { type: 'TextBlock', text: t('insights'), weight: 'Bolder', spacing: 'Medium' },
        ...answer.insights.slice(0, 3).map((i) => ({
          type: 'TextBlock',
          text: `• ${clip(insightText(i), LIMIT.insight)}`,
          wrap: true,
        })),
      ]
    : [];
  const feedback = (sentiment: boolean): CardSubmit => ({
    action: 'feedback',
    sentiment,
    answer: options.answerId,
  });
  const title = clip(answer.title, LIMIT.title);
  return card(
    [
      { type: 'TextBlock', text: title, weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'TextBlock', text: clip(answer.text, LIMIT.text), wrap: true },
      ...(options.imageUrl
        ? [{ type: 'Image', url: options.imageUrl, altText: title, size: 'Stretch' }]
        : []),
      ...seriesNote,
      table,
      ...more,
      ...insights,
    ],
    [
      { type: 'Action.OpenUrl', title: t('open'), url: options.openUrl },
      {
        type: 'Action.Submit',
        title: t('save'),
        data: { action: 'save', answer: options.answerId } satisfies CardSubmit,
      },
      { type: 'Action.Submit', title: `👍 ${t('helpful')}`, data: feedback(true) },
      { type: 'Action.Submit', title: `👎 ${t('notHelpful')}`, data: feedback(false) },
    ],
  );
}

/** The choices a prompt card shows: at most six buttons. */
export const PROMPT_CHOICES = 6;

/**
 * A prompt's choices as buttons; clicking one asks that choice (like a click in the web app).
 * `choiceIds[i]` names the i-th item's phrase (answer-refs).
 */
export function promptCard(prompt: Prompt, choiceIds: readonly string[]): AdaptiveCard {
  return card(
    [
      { type: 'TextBlock', text: clip(prompt.title, LIMIT.choice), weight: 'Bolder', wrap: true },
      ...(prompt.subtitle
        ? [
            {
              type: 'TextBlock',
              text: clip(prompt.subtitle, LIMIT.choice),
              wrap: true,
              isSubtle: true,
            },
          ]
        : []),
    ],
    prompt.items.slice(0, PROMPT_CHOICES).flatMap((item, i) => {
      const choice = choiceIds[i];
      if (choice === undefined) return [];
      return [
        {
          type: 'Action.Submit',
          title: clip(item.title, LIMIT.button),
          data: { action: 'choose', choice } satisfies CardSubmit,
        },
      ];
    }),
  );
}

/** "Save to collection": one button per collection of the person. */
export function collectionChoiceCard(
  collections: { id: string; name: string }[],
  answerId: string,
  t: Translate,
): AdaptiveCard {
  return card(
    [{ type: 'TextBlock', text: t('chooseCollection'), weight: 'Bolder', wrap: true }],
    collections.slice(0, 10).map((c) => ({
      type: 'Action.Submit',
      title: clip(c.name, LIMIT.button),
      data: {
        action: 'save-to',
        answer: answerId,
        collection_id: c.id,
        name: clip(c.name, LIMIT.button),
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
