import type { ConversationResponse } from '@parley/domain';
import {
  answerCard,
  collectionChoiceCard,
  PROMPT_CHOICES,
  promptCard,
  signInCard,
} from '../cards/adaptive-cards';
import type { CardSubmit } from '../cards/adaptive-cards';
import { AnswerRefs } from './answer-refs';
import type { Asked } from './answer-refs';
import type { AccountLinking } from '../linking/account-linking';
import { parleyLocale, translator } from './bot-messages';
import type { Translate } from './bot-messages';
import type { Incoming, Outgoing } from './outgoing';
import {
  LinkRequiredError,
  ParleyRefusalError,
  ParleyUnavailableError,
  TurnBudget,
} from '@parley/parley-client';
import type { ParleyApiClient, ParleyLocale } from '@parley/parley-client';

export type ConversationDeps = {
  api: ParleyApiClient;
  linking: AccountLinking;
  webUrl: string;
  /** The whole turn; Bot Framework drops a reply after 15 s. */
  turnBudgetMs?: number;
  /** What the buttons of sent cards stand for; in memory by default. */
  answers?: AnswerRefs;
};

export const TEAMS_TURN_BUDGET_MS = 12_000;
// Sending the reply after the last call; a chart image needs at least this long.
const REPLY_RESERVE_MS = 1000;
const MIN_IMAGE_MS = 1000;

type Turn = Incoming & { t: Translate; locale: ParleyLocale };

/** A bot command: the first whose `matches` says yes handles the message; asking is last. */
type Command = { matches(turn: Turn): boolean; run(turn: Turn): Promise<Outgoing[]> };

const text = (value: string): Outgoing => ({ kind: 'text', text: value });
const said = (turn: Turn, pattern: RegExp) => pattern.test(turn.text.trim());
const SUBMIT_ACTIONS: readonly CardSubmit['action'][] = ['choose', 'feedback', 'save', 'save-to'];
const submitted = (turn: Turn): CardSubmit | undefined => {
  const value = turn.value as Partial<CardSubmit> | undefined;
  return value?.action && SUBMIT_ACTIONS.includes(value.action) ? (value as CardSubmit) : undefined;
};
type Submitted<A extends CardSubmit['action']> = Extract<CardSubmit, { action: A }>;

/**
 * What the Teams bot does with a message, free of botbuilder: every question goes to the API's
 * AskQuestion with the person's linked token and each response is rendered as Teams shows it.
 */
export class TeamsConversation {
  private readonly commands: Command[];
  private readonly answers: AnswerRefs;

  constructor(private readonly deps: ConversationDeps) {
    this.answers = deps.answers ?? new AnswerRefs();
    this.commands = [
      {
        matches: (turn) => said(turn, /^(help|yardım|\?)$/i),
        run: (turn) => Promise.resolve([text(turn.t('help'))]),
      },
      {
        matches: (turn) => said(turn, /^\d{6}$/),
        run: (turn) => Promise.resolve(this.confirmCode(turn)),
      },
      {
        matches: (turn) => said(turn, /^(sign ?in|log ?in|giriş( yap)?)$/i),
        run: (turn) => this.signIn(turn),
      },
      {
        matches: (turn) => said(turn, /^(sign ?out|log ?out|çıkış( yap)?)$/i),
        run: (turn) => this.signOut(turn),
      },
      {
        matches: (turn) => submitted(turn)?.action === 'feedback',
        run: (turn) => this.feedback(turn),
      },
      {
        matches: (turn) => submitted(turn)?.action === 'choose',
        run: (turn) =>
          this.clicked(turn, (submitted(turn) as Submitted<'choose'>).choice, (asked) =>
            this.ask(turn, asked.phrase),
          ),
      },
      {
        matches: (turn) => submitted(turn)?.action === 'save',
        run: (turn) => this.chooseCollection(turn, submitted(turn) as Submitted<'save'>),
      },
      {
        matches: (turn) => submitted(turn)?.action === 'save-to',
        run: (turn) => this.save(turn, submitted(turn) as Submitted<'save-to'>),
      },
      {
        matches: (turn) => turn.text.trim().length > 0,
        run: (turn) => this.ask(turn, turn.text.trim()),
      },
    ];
  }

  async handle(incoming: Incoming): Promise<Outgoing[]> {
    const locale = parleyLocale(incoming.locale);
    const turn: Turn = { ...incoming, locale, t: translator(locale === 'tr' ? 'tr' : 'en') };
    // Nothing from anyone's Parley account, and no sign-in link, where everyone reads along.
    if (turn.shared) return [text(turn.t('sharedChat'))];
    const command = this.commands.find((c) => c.matches(turn));
    if (!command) return [text(turn.t('help'))];
    try {
      return await command.run(turn);
    } catch (error) {
      return this.explain(turn, error);
    }
  }

  private async signIn(turn: Turn): Promise<Outgoing[]> {
    return [
      { kind: 'card', card: signInCard(await this.deps.linking.signInUrl(turn.userKey), turn.t) },
    ];
  }

  /** The bot was added: one welcome, in a shared conversation with why it answers only in private. */
  welcome(incoming: Incoming): Outgoing[] {
    const t = translator(parleyLocale(incoming.locale) === 'tr' ? 'tr' : 'en');
    return [text(t(incoming.shared ? 'sharedChat' : 'welcome'))];
  }

  private confirmCode(turn: Turn): Outgoing[] {
    const outcome = this.deps.linking.confirm(turn.userKey, turn.text);
    const key = { linked: 'codeLinked', wrong: 'codeWrong', none: 'codeNone' } as const;
    return [text(turn.t(key[outcome]))];
  }

  private async signOut(turn: Turn): Promise<Outgoing[]> {
    return [
      text(
        (await this.deps.linking.signOut(turn.userKey))
          ? turn.t('signedOut')
          : turn.t('notSignedIn'),
      ),
    ];
  }

  // A button names what it stands for by id; one the bot no longer knows (sent before a restart,
  // or long ago) is asked again rather than guessed.
  private clicked(
    turn: Turn,
    id: string,
    then: (asked: Asked) => Promise<Outgoing[]>,
  ): Promise<Outgoing[]> {
    const asked = this.answers.recall(turn.userKey, id);
    return asked ? then(asked) : Promise.resolve([text(turn.t('cardExpired'))]);
  }

  private feedback(turn: Turn): Promise<Outgoing[]> {
    const submit = submitted(turn) as Submitted<'feedback'>;
    return this.clicked(turn, submit.answer, async (asked) => {
      const token = await this.deps.linking.accessToken(turn.userKey);
      if (!token) return this.signIn(turn);
      await this.deps.api.feedback(
        token,
        {
          sentiment: submit.sentiment,
          message: '',
          fields: '',
          data: { title: asked.title ?? '', channel: 'msteams' },
          phrase: asked.phrase,
        },
        turn.locale,
      );
      return [text(turn.t('thanks'))];
    });
  }

  private chooseCollection(turn: Turn, submit: Submitted<'save'>): Promise<Outgoing[]> {
    return this.clicked(turn, submit.answer, async () => {
      const token = await this.deps.linking.accessToken(turn.userKey);
      if (!token) return this.signIn(turn);
      const collections = await this.deps.api.collections(token, turn.locale);
      if (collections.length === 0) return [text(turn.t('noCollections'))];
      return [{ kind: 'card', card: collectionChoiceCard(collections, submit.answer, turn.t) }];
    });
  }

  // The API decides (plan limits, a card already in the collection): its message is shown as is.
  private save(turn: Turn, submit: Submitted<'save-to'>): Promise<Outgoing[]> {
    return this.clicked(turn, submit.answer, async ({ phrase, source }) => {
      // Only an answer has a source to save; an id of anything else names no card.
      if (!source) return [text(turn.t('cardExpired'))];
      const token = await this.deps.linking.accessToken(turn.userKey);
      if (!token) return this.signIn(turn);
      const { type, datasource_id, account_id } = source;
      await this.deps.api.addCard(
        token,
        {
          phrase,
          collection_id: submit.collection_id,
          type,
          datasource_id,
          ...(account_id ? { account_id } : {}),
        },
        turn.locale,
      );
      return [text(turn.t('saved', { name: submit.name }))];
    });
  }

  private async ask(turn: Turn, phrase: string): Promise<Outgoing[]> {
    const budget = new TurnBudget(this.deps.turnBudgetMs ?? TEAMS_TURN_BUDGET_MS);
    const token = await this.deps.linking.accessToken(turn.userKey);
    if (!token) return this.signIn(turn);
    // A redelivered activity carries the same id and time: the API answers it once, with the
    // same reply (Idempotency-Key).
    const responses = await this.deps.api.ask(token, phrase, turn.locale, {
      signal: budget.signal,
      ...(turn.activityId ? { idempotencyKey: `teams:${turn.activityId}` } : {}),
      ...(turn.sentAt !== undefined ? { created: turn.sentAt } : {}),
    });
    // Every card's picture at once, each skipped or cut off when the turn runs out of time.
    return Promise.all(
      responses.map((response) => this.render(turn, token, phrase, response, budget)),
    );
  }

  private async render(
    turn: Turn,
    token: string,
    phrase: string,
    response: ConversationResponse,
    budget: TurnBudget,
  ): Promise<Outgoing> {
    if ('text' in response) return text(response.text);
    if ('prompt' in response) {
      const choices = response.prompt.items
        .slice(0, PROMPT_CHOICES)
        .map((item) => this.answers.remember(turn.userKey, { phrase: item.title }));
      return { kind: 'card', card: promptCard(response.prompt, choices) };
    }
    const signal = budget.optional(REPLY_RESERVE_MS, MIN_IMAGE_MS);
    const imageUrl = signal
      ? await this.deps.api.chartImage(token, response.card, turn.locale, { signal })
      : undefined;
    return {
      kind: 'card',
      card: answerCard(response.card, {
        answerId: this.answers.remember(turn.userKey, {
          phrase,
          title: response.card.title,
          source: response.card.query.source,
        }),
        imageUrl,
        locale: turn.locale,
        t: turn.t,
        openUrl: `${this.deps.webUrl}/conversation`,
      }),
    };
  }

  private async explain(turn: Turn, error: unknown): Promise<Outgoing[]> {
    if (error instanceof LinkRequiredError) {
      this.deps.linking.forget(turn.userKey);
      return this.signIn(turn);
    }
    if (error instanceof ParleyUnavailableError)
      return [text(turn.t(error.failure === 'timeout' ? 'tooSlow' : 'apiDown'))];
    if (error instanceof ParleyRefusalError) return [text(error.reply)];
    console.error('bot turn failed', error);
    return [text(turn.t('error'))];
  }
}
