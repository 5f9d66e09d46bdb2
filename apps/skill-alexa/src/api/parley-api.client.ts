import { API_ROUTES } from '@parley/domain';
import type {
  AnswerCard,
  ChatQueryRequest,
  ChatQueryResponse,
  CollectionSummary,
  ConversationResponse,
  GetCollectionResponse,
} from '@parley/domain';

export type ParleyLocale = 'en-GB' | 'en-US' | 'tr';

/** The person's link is missing, expired or revoked: ask them to link again. */
export class LinkRequiredError extends Error {
  constructor() {
    super('account link required');
    this.name = 'LinkRequiredError';
  }
}

/** Parley did not answer (down, timeout, 5xx): say so rather than guess. */
export class ParleyUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Parley API unavailable', { cause });
    this.name = 'ParleyUnavailableError';
  }
}

/** A refusal with the API's own sentence (e.g. a question the source cannot answer). */
export class ParleyRefusalError extends Error {
  constructor(readonly spoken: string) {
    super(spoken);
    this.name = 'ParleyRefusalError';
  }
}

type Envelope<T> = { data: T & { message?: string } };

/** The skill is a thin client: every rule lives in the API, reached with the linked Bearer token. */
export class ParleyApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 8000,
  ) {}

  async ask(token: string, phrase: string, locale: ParleyLocale): Promise<ConversationResponse[]> {
    const body: ChatQueryRequest = {
      created: Date.now(),
      phrase,
      event: { locale, channel: 'alexa' },
    };
    const { responses } = await this.post<ChatQueryResponse>(
      API_ROUTES.conversation.chatQuery,
      token,
      body,
      locale,
    );
    return responses;
  }

  /** A short-lived PNG of the card's first chart for screens and cards; none when it fails. */
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
      if (error instanceof LinkRequiredError) throw error;
      return undefined;
    }
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

  /** Runs every card of a collection, as the collection view does. */
  async runCollection(token: string, id: string, locale: ParleyLocale): Promise<AnswerCard[]> {
    const { responses } = await this.call<GetCollectionResponse>(
      'GET',
      `/api/v1/collection?collection=${encodeURIComponent(id)}`,
      token,
      undefined,
      locale,
    );
    return responses.flatMap((r) => (r.card ? [r.card] : []));
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
