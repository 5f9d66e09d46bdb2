// What can go wrong when a channel calls Parley, in terms each channel phrases in its own language.

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

/** A refusal carrying the API's own sentence, already in the person's language: pass it on as it is. */
export class ParleyRefusalError extends Error {
  constructor(readonly reply: string) {
    super(reply);
    this.name = 'ParleyRefusalError';
  }
}
