// A broken business rule. The API maps `code` to a status (validation 400, forbidden 403,
// limit 403, not_found 404, conflict 409) and sends `messageKey` so clients translate it.
export type DomainErrorCode = 'validation' | 'forbidden' | 'not_found' | 'conflict' | 'limit';

export type MessageParams = Record<string, string | number>;

// One broken rule on one field: what the generic validator and every rule function return.
export type Violation = { messageKey: string; params?: MessageParams };

export type FieldViolations = Record<string, Violation>;

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  validation: 400,
  forbidden: 403,
  limit: 403,
  not_found: 404,
  conflict: 409,
};

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    // Per-field failures of a form, so a client can show each beside its input.
    readonly fields?: FieldViolations,
  ) {
    super(messageKey);
  }
}

export const refuse = {
  validation: (messageKey: string, params?: MessageParams, fields?: FieldViolations) =>
    new DomainError('validation', messageKey, params, fields),
  forbidden: (messageKey: string, params?: MessageParams) =>
    new DomainError('forbidden', messageKey, params),
  notFound: (messageKey: string, params?: MessageParams) =>
    new DomainError('not_found', messageKey, params),
  conflict: (messageKey: string, params?: MessageParams) =>
    new DomainError('conflict', messageKey, params),
  limit: (messageKey: string, params?: MessageParams) =>
    new DomainError('limit', messageKey, params),
};

export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof DomainError ||
    (error instanceof Error && error.name === 'DomainError' && 'code' in error)
  );
}

// A command outside the typed union can still arrive through untyped input; refuse it plainly.
export function unknownCommand(command: never): DomainError {
  const type = (command as { type?: unknown } | undefined)?.type;
  return refuse.validation('validation.unknown_command', { type: String(type) });
}
