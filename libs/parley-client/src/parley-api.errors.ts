// What can go wrong when a channel calls Parley, each with a sentence in the person's language.
import { statusMessage } from './parley-api.messages';
import type { ParleyFailure } from './parley-api.messages';
import type { ParleyLocale } from './parley-locale';

/** The person's link is missing, expired or revoked: ask them to link again. */
export class LinkRequiredError extends Error {
  constructor() {
    super('account link required');
    this.name = 'LinkRequiredError';
  }
}

/** Parley did not answer (down, 5xx, timeout, turn over): say so rather than guess. */
export class ParleyUnavailableError extends Error {
  readonly reply: string;

  constructor(
    cause: unknown,
    locale: ParleyLocale = 'en-US',
    readonly failure: Extract<ParleyFailure, 'unavailable' | 'timeout'> = 'unavailable',
  ) {
    super('Parley API unavailable', { cause });
    this.name = 'ParleyUnavailableError';
    this.reply = statusMessage(failure, locale);
  }
}

/**
 * Parley refused the call (400, 403, 404, 409, 413, 429, ...). `reply` is the API's own sentence
 * when it sent one (already in the person's language), else this library's for the status.
 */
export class ParleyRefusalError extends Error {
  constructor(
    readonly reply: string,
    readonly status = 400,
  ) {
    super(reply);
    this.name = 'ParleyRefusalError';
  }
}
