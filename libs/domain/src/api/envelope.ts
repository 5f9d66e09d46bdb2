// Spec §7: 200/400/401/403 answer { data } plus a Current-User header; 500 answers { error, message }.
export type ApiEnvelope<T> = { data: T };
export type ApiErrorBody = { error: string; message: string };

// What a 400/403/404/409 carries inside { data }: a message (translated key) and per-field failures.
export type ApiFailure = {
  message: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  fields?: Record<string, { messageKey: string; params?: Record<string, string | number> }>;
};

// A call answered with just a confirmation sentence.
export type MessageResponse = { message: string };

export const CURRENT_USER_HEADER = 'Current-User';
export const XSRF_HEADER = 'X-XSRF-Token';
