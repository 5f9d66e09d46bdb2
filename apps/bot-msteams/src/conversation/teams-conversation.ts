import type { ConversationResponse } from '@parley/domain';
import { answerCard, collectionChoiceCard, promptCard, signInCard } from '../cards/adaptive-cards';
import type { CardSubmit } from '../cards/adaptive-cards';
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

  constructor(private readonly deps: ConversationDeps) {
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
        run: (turn) => this.ask(turn, (submitted(turn) as { phrase: string }).phrase),
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

  private async feedback(turn: Turn): Promise<Outgoing[]> {
    const token = await this.deps.linking.accessToken(turn.userKey);
    if (!token) return this.signIn(turn);
    const submit = submitted(turn) as Extract<CardSubmit, { action: 'feedback' }>;
    await this.deps.api.feedback(
      token,
      {
        sentiment: submit.sentiment,
        message: '',
        fields: '',
        data: { title: submit.title, channel: 'msteams' },
        phrase: submit.phrase,
      },
      turn.locale,
    );
    return [text(turn.t('thanks'))];
  }

  private async chooseCollection(turn: Turn, submit: Submitted<'save'>): Promise<Outgoing[]> {
    const token = await this.deps.linking.accessToken(turn.userKey);
    if (!token) return this.signIn(turn);
    const collections = await this.deps.api.collections(token, turn.locale);
    if (collections.length === 0) return [text(turn.t('noCollections'))];
    return [
      {
        kind: 'card',
        card: collectionChoiceCard(collections, submit.phrase, submit.source, turn.t),
      },
    ];
  }

  // The API decides (plan limits, a card already in the collection): its message is shown as is.
  private async save(turn: Turn, submit: Submitted<'save-to'>): Promise<Outgoing[]> {
    const token = await this.deps.linking.accessToken(turn.userKey);
    if (!token) return this.signIn(turn);
    const { type, datasource_id, account_id } = submit.source;
    await this.deps.api.addCard(
      token,
      {
        phrase: submit.phrase,
        collection_id: submit.collection_id,
        type,
        datasource_id,
        ...(account_id ? { account_id } : {}),
      },
      turn.locale,
    );
    return [text(turn.t('saved', { name: submit.name }))];
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
    if ('prompt' in response) return { kind: 'card', card: promptCard(response.prompt) };
    const signal = budget.optional(REPLY_RESERVE_MS, MIN_IMAGE_MS);
    const imageUrl = signal
      ? await this.deps.api.chartImage(token, response.card, turn.locale, { signal })
      : undefined;
    return {
      kind: 'card',
      card: answerCard(response.card, {
        phrase,
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
