// A failure a source words for people (a timeout, revoked access) by a message key, which the
// person reads instead of the engine's generic sentence. A database's own text never goes in here.
export class SourceError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'SourceError';
  }
}

// By name, not instanceof: the API and the engine may load two copies of this module.
export function isSourceError(error: unknown): error is SourceError {
  return (
    error instanceof Error &&
    error.name === 'SourceError' &&
    typeof (error as SourceError).messageKey === 'string'
  );
}
