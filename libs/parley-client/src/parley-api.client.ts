import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@parley/domain';
import type {
  AddCardRequest,
  AnswerCard,
  Channel,
  ChatQueryRequest,
  ChatQueryResponse,
  CollectionSummary,
  ConversationResponse,
  FeedbackRequest,
  GetCollectionResponse,
} from '@parley/domain';
import { LinkRequiredError, ParleyRefusalError, ParleyUnavailableError } from './parley-api.errors';
import {
  API_SENTENCE_TRUSTED,
  envelopeMessage,
  failureOf,
  statusMessage,
} from './parley-api.messages';
import type { ParleyLocale } from './parley-locale';

export type { ParleyLocale } from './parley-locale';

/**
 * Per call: the turn's own deadline, so one budget covers every call of a turn; and the
 * Idempotency-Key of the user action (e.g. the platform's activity or request id, which stays
 * the same when the platform redelivers it), so a retried change is applied once. Without one,
 * each call is its own action.
 */
export type CallOptions = { signal?: AbortSignal; idempotencyKey?: string };

/**
 * A question's options: beside the call's own, when it was asked (ms since epoch), which is the
 * question's history id. A platform's own time of the message (Teams' activity timestamp,
 * Alexa's request timestamp) stays the same when it is redelivered, so the retried body is the
 * same body; without one, the time of sending.
 */
export type AskOptions = CallOptions & { created?: number };

/** What is each channel's own: where Parley is, who is calling, and how long its platform lets it wait. */
export type ParleyApiClientOptions = {
  baseUrl: string;
  /** Recorded with each question, so the conversation history shows where it was asked. */
  channel: Channel;
  /** Names the channel in Parley's request logs. */
  userAgent: string;
  /** Each channel's platform gives up on a reply after its own limit; answer before it does. */
  timeoutMs: number;
};

export type CardToSave = Pick<
  AddCardRequest,
  'phrase' | 'collection_id' | 'type' | 'datasource_id'
> & {
  account_id?: string;
};

type Envelope<T> = { data?: T & { message?: string; key?: string }; key?: string };

// The API names its message: inside `data` for 400/401/403, beside it for other statuses (422).
const isIdempotencyRefusal = (json: Envelope<unknown> | undefined) =>
  [json?.key, json?.data?.key].some(
    (key) => typeof key === 'string' && key.startsWith('errors.idempotency_key'),
  );

/** A channel is a thin client of the API: every rule lives there, reached with the linked Bearer token. */
export class ParleyApiClient {
  constructor(private readonly options: ParleyApiClientOptions) {}

  async ask(
    token: string,
    phrase: string,
    locale: ParleyLocale,
    { created, ...options }: AskOptions = {},
  ): Promise<ConversationResponse[]> {
    const body: ChatQueryRequest = {
      created: created !== undefined && Number.isFinite(created) ? created : Date.now(),
      phrase,
      event: { locale, channel: this.options.channel },
    };
    const { responses } = await this.call<ChatQueryResponse>(
      'POST',
      API_ROUTES.conversation.chatQuery,
      token,
      locale,
      body,
      options,
    );
    return responses;
  }

  /**
   * The card's first chart as a short-lived public PNG URL. The answer is already in hand, so a
   * missing picture must not lose it: only a broken link (which every next call would hit too)
   * is passed on.
   */
  async chartImage(
    token: string,
    card: AnswerCard,
    locale: ParleyLocale,
    options: CallOptions = {},
  ): Promise<string | undefined> {
    try {
      const { url } = await this.call<{ url: string }>(
        'POST',
        '/api/v1/card-image',
        token,
        locale,
        {
          result: card,
          selected_chart: 0,
          locale,
        },
        options,
      );
      return url;
    } catch (error) {
      if (error instanceof LinkRequiredError) throw error;
      return undefined;
    }
  }

  async feedback(
    token: string,
    feedback: FeedbackRequest,
    locale: ParleyLocale,
    options: CallOptions = {},
  ): Promise<void> {
    await this.call<unknown>(
      'POST',
      API_ROUTES.conversation.feedback,
      token,
      locale,
      feedback,
      options,
    );
  }

  async collections(
    token: string,
    locale: ParleyLocale,
    options: CallOptions = {},
  ): Promise<Pick<CollectionSummary, 'id' | 'name'>[]> {
    const { collections } = await this.call<{ collections: CollectionSummary[] }>(
      'GET',
      '/api/v1/collections',
      token,
      locale,
      undefined,
      options,
    );
    return collections;
  }

  async addCard(
    token: string,
    card: CardToSave,
    locale: ParleyLocale,
    options: CallOptions = {},
  ): Promise<void> {
    await this.call<unknown>('POST', API_ROUTES.collections.addCard, token, locale, card, options);
  }

  /** Runs every card of a collection, as the collection view does. */
  async runCollection(
    token: string,
    id: string,
    locale: ParleyLocale,
    options: CallOptions = {},
  ): Promise<AnswerCard[]> {
    const { responses } = await this.call<GetCollectionResponse>(
      'GET',
      `/api/v1/collection?collection=${encodeURIComponent(id)}`,
      token,
      locale,
      undefined,
      options,
    );
    return responses.flatMap((r) => (r.card ? [r.card] : []));
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    locale: ParleyLocale,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<T> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let res: Response;
    try {
      res = await fetch(this.options.baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-language': locale,
          'user-agent': this.options.userAgent,
          ...(method === 'GET'
            ? {}
            : { 'idempotency-key': options.idempotencyKey ?? randomUUID() }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
    } catch (error) {
      throw this.unavailable(error, locale, signal);
    }
    if (res.status === 401) throw new LinkRequiredError();
    if (res.status >= 500)
      throw new ParleyUnavailableError(new Error(`HTTP ${res.status}`), locale);
    let json: Envelope<T> | undefined;
    try {
      json = (await res.json()) as Envelope<T>;
    } catch (error) {
      // A body cut off by the timeout is Parley not answering, not a refusal to phrase.
      if (signal.aborted) throw this.unavailable(error, locale, signal);
    }
    if (res.status === 200 && json?.data) return json.data;
    const failure = failureOf(res.status);
    // A refused Idempotency-Key is this client's mistake, not the person's: its sentence (about
    // keys and requests) is for developers, so the person gets the plain one for the status.
    const sentence =
      API_SENTENCE_TRUSTED.has(failure) && !isIdempotencyRefusal(json)
        ? envelopeMessage(json)
        : undefined;
    throw new ParleyRefusalError(sentence ?? statusMessage(failure, locale), res.status);
  }

  private unavailable(error: unknown, locale: ParleyLocale, signal: AbortSignal) {
    return new ParleyUnavailableError(error, locale, signal.aborted ? 'timeout' : 'unavailable');
  }
}
