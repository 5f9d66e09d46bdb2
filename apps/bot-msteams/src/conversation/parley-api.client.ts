import { API_ROUTES } from '@parley/domain';
import type {
  AddCardRequest,
  AnswerCard,
  ChatQueryRequest,
  ChatQueryResponse,
  CollectionSummary,
  ConversationResponse,
  FeedbackRequest,
} from '@parley/domain';

export type ParleyLocale = 'en-GB' | 'en-US' | 'tr';

export class LinkRequiredError extends Error {
  constructor() {
    super('account link required');
    this.name = 'LinkRequiredError';
  }
}

export class ParleyUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Parley API unavailable', { cause });
    this.name = 'ParleyUnavailableError';
  }
}

/** The API's own sentence for a refused question, shown as it is. */
export class ParleyRefusalError extends Error {
  constructor(readonly reply: string) {
    super(reply);
    this.name = 'ParleyRefusalError';
  }
}

type Envelope<T> = { data: T & { message?: string } };

/** The bot is a thin client of the API: each call carries the person's linked Bearer token. */
export class ParleyApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async ask(token: string, phrase: string, locale: ParleyLocale): Promise<ConversationResponse[]> {
    const body: ChatQueryRequest = {
      created: Date.now(),
      phrase,
      event: { locale, channel: 'msteams' },
    };
    return (
      await this.post<ChatQueryResponse>(API_ROUTES.conversation.chatQuery, token, body, locale)
    ).responses;
  }

  /** The card's chart as a short-lived public PNG URL; a card without one still renders. */
  async chartImage(
    token: string,
    card: AnswerCard,
    locale: ParleyLocale,
  ): Promise<string | undefined> {
    try {
      return (
        await this.post<{ url: string }>(
          '/api/v1/card-image',
          token,
          { result: card, selected_chart: 0, locale },
          locale,
        )
      ).url;
    } catch (error) {
      if (error instanceof LinkRequiredError || error instanceof ParleyUnavailableError)
        throw error;
      return undefined;
    }
  }

  async feedback(token: string, feedback: FeedbackRequest, locale: ParleyLocale): Promise<void> {
    await this.post<unknown>(API_ROUTES.conversation.feedback, token, feedback, locale);
  }

  async collections(
    token: string,
    locale: ParleyLocale,
  ): Promise<Pick<CollectionSummary, 'id' | 'name'>[]> {
    return (
      await this.call<{ collections: CollectionSummary[] }>(
        'GET',
        '/api/v1/collections',
        token,
        undefined,
        locale,
      )
    ).collections;
  }

  async addCard(
    token: string,
    card: Pick<AddCardRequest, 'phrase' | 'collection_id' | 'type' | 'datasource_id'> & {
      account_id?: string;
    },
    locale: ParleyLocale,
  ): Promise<void> {
    await this.post<unknown>(API_ROUTES.collections.addCard, token, card, locale);
  }

  private post<T>(path: string, token: string, body: unknown, locale: ParleyLocale): Promise<T> {
    return this.call<T>('POST', path, token, body, locale);
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body: unknown,
    locale: ParleyLocale,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(this.baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-language': locale,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ParleyUnavailableError(error);
    }
    if (res.status === 401) throw new LinkRequiredError();
    if (res.status >= 500) throw new ParleyUnavailableError(new Error(`HTTP ${res.status}`));
    const json = (await res.json().catch(() => undefined)) as Envelope<T> | undefined;
    if (res.status !== 200 || !json?.data)
      throw new ParleyRefusalError(json?.data?.message ?? `HTTP ${res.status}`);
    return json.data;
  }
}
