import type { ParleyLocale } from './parley-locale';

/** Why a call to Parley did not give an answer, as far as a person needs to know. */
export type ParleyFailure =
  | 'bad-request'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'refused'
  | 'unavailable'
  | 'timeout';

const en: Record<ParleyFailure, string> = {
  'bad-request': 'Parley could not use that request. Please rephrase it and try again.',
  forbidden:
    'Your Parley account is not allowed to do that. Your plan or your role may not include it.',
  'not-found': 'Parley could not find that. It may have been deleted or moved.',
  conflict: 'That changed in the meantime or is already there. Please look again and retry.',
  'too-large': 'That is too large for Parley. Please try something smaller.',
  'rate-limited': 'Too many requests in a short time. Please wait a moment and try again.',
  refused: 'Parley could not do that. Please try again.',
  unavailable: 'Sorry, Parley cannot be reached right now. Please try again in a few minutes.',
  timeout: 'Parley is taking too long to answer. Please try again in a moment.',
};

const tr: Record<ParleyFailure, string> = {
  'bad-request': 'Parley bu isteği kullanamadı. Lütfen farklı ifade edip tekrar deneyin.',
  forbidden: 'Parley hesabınızın buna izni yok. Planınız ya da rolünüz bunu kapsamıyor olabilir.',
  'not-found': 'Parley bunu bulamadı. Silinmiş ya da taşınmış olabilir.',
  conflict: 'Bu arada değişti ya da zaten orada. Lütfen yeniden bakıp tekrar deneyin.',
  'too-large': 'Bu, Parley için çok büyük. Lütfen daha küçük bir şey deneyin.',
  'rate-limited': 'Kısa sürede çok fazla istek geldi. Lütfen biraz bekleyip tekrar deneyin.',
  refused: 'Parley bunu yapamadı. Lütfen tekrar deneyin.',
  unavailable: 'Üzgünüz, Parley’e şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  timeout: 'Parley’in yanıtı çok uzun sürüyor. Lütfen biraz sonra tekrar deneyin.',
};

export function statusMessage(failure: ParleyFailure, locale: ParleyLocale): string {
  return (locale === 'tr' ? tr : en)[failure];
}

/** Every HTTP status a channel can meet, by what it means for the person. */
export function failureOf(status: number): ParleyFailure {
  if (status >= 500) return 'unavailable';
  switch (status) {
    case 400:
    case 422:
      return 'bad-request';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not-found';
    case 409:
      return 'conflict';
    case 413:
      return 'too-large';
    case 429:
      return 'rate-limited';
    default:
      return 'refused';
  }
}

// The API's own sentence is the most precise where it explains a decision (a question it cannot
// answer, a plan limit, a card already saved); a proxy's 413 or a limiter's 429 may carry English
// text whatever the person's language, so those keep this library's sentence.
export const API_SENTENCE_TRUSTED: ReadonlySet<ParleyFailure> = new Set([
  'bad-request',
  'forbidden',
  'not-found',
  'conflict',
  'refused',
]);

/**
 * The message inside either envelope of the API (ARCHITECTURE.md): `{ data: { message } }` for
 * 2xx-4xx answers, `{ error, message }` for the rest (and for some framework-made 4xx).
 */
export function envelopeMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { data, message } = body as { data?: { message?: unknown }; message?: unknown };
  const text = typeof data?.message === 'string' ? data.message : message;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}
