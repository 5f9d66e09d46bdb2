// An error the API answers with a status and a translatable message key.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly details?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

type DomainErrorLike = {
  name: string;
  code: string;
  messageKey: string;
  params?: Record<string, string | number>;
};

const statusOfDomainCode: Record<string, number> = {
  validation: 400,
  forbidden: 403,
  limit: 403,
  not_found: 404,
  conflict: 409,
};

export function isDomainError(error: unknown): error is DomainErrorLike {
  return (
    error instanceof Error &&
    error.name === 'DomainError' &&
    typeof (error as Partial<DomainErrorLike>).code === 'string' &&
    typeof (error as Partial<DomainErrorLike>).messageKey === 'string'
  );
}

export function domainErrorStatus(error: DomainErrorLike): number {
  return statusOfDomainCode[error.code] ?? 400;
}
