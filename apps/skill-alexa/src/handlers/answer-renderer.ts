import type { HandlerInput } from 'ask-sdk-core';
import { getAccountLinkingAccessToken } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import {
  LinkRequiredError,
  ParleyRefusalError,
  ParleyUnavailableError,
  TurnBudget,
} from '@parley/parley-client';
import { speakCard, speakPrompt } from '../speech/card-speech';
import { addCardVisual } from './card-visual';
import { ask, sayAndEnd } from './replies';
import { progressiveResponse } from './progressive-response';
import { ALEXA_TIMING, contextOf } from './skill-context';
import type { SkillDeps } from './skill-context';

export const CHOICES_ATTRIBUTE = 'choices';
// Building and sending the reply after the last call; a chart image needs at least this long.
const REPLY_RESERVE_MS = 500;
const MIN_IMAGE_MS = 800;

/** Missing or refused link: say so and put the account-linking card in the Alexa app. */
export function askToLink(input: HandlerInput): Response {
  input.responseBuilder.withLinkAccountCard();
  return sayAndEnd(input, contextOf(input).t('link'));
}

/** What the skill says when Parley could not answer; anything else is the error handler's. */
export function replyToFailure(input: HandlerInput, error: unknown): Response {
  const { t } = contextOf(input);
  if (error instanceof LinkRequiredError) return askToLink(input);
  // Out of time it may work when asked again; down it will not for a while.
  if (error instanceof ParleyUnavailableError && error.failure === 'timeout')
    return ask(input, t('tooSlow'));
  if (error instanceof ParleyUnavailableError) return sayAndEnd(input, t('apiDown'));
  // The API's reason (a question this source cannot answer, a plan limit), then a question.
  if (error instanceof ParleyRefusalError) return ask(input, error.reply);
  throw error;
}

/**
 * Sends the phrase through the API's AskQuestion and renders every response: cards spoken briefly
 * with their chart on screen, prompts as numbered choices kept in the session for the follow-up.
 */
export async function answer(
  input: HandlerInput,
  deps: SkillDeps,
  phrase: string,
): Promise<Response> {
  const { t, locale } = contextOf(input);
  const token = getAccountLinkingAccessToken(input.requestEnvelope);
  if (!token) return askToLink(input);
  const session = input.attributesManager.getSessionAttributes();
  const timing = deps.timing ?? ALEXA_TIMING;
  const budget = new TurnBudget(timing.budgetMs);
  const stillWorking = progressiveResponse(input, t, timing.progressiveAfterMs);
  try {
    const responses = await deps.api
      // Amazon resends a request with the same id and time: the API answers it once, with the
      // same reply (Idempotency-Key).
      .ask(token, phrase, locale, {
        signal: budget.signal,
        idempotencyKey: `alexa:${input.requestEnvelope.request.requestId}`,
        created: Date.parse(input.requestEnvelope.request.timestamp),
      })
      .finally(() => stillWorking.cancel());
    const sentences: string[] = [];
    let choices: string[] = [];
    for (const response of responses) {
      if ('text' in response) sentences.push(response.text);
      if ('prompt' in response) {
        sentences.push(speakPrompt(response.prompt, t));
        choices = response.prompt.items.slice(0, 5).map((item) => item.title);
      }
      if ('card' in response) sentences.push(speakCard(response.card, locale, t));
    }
    // The first card is shown; its picture only if the turn still has time for it.
    const shown = responses.find((r) => 'card' in r);
    if (shown && 'card' in shown) {
      const signal = budget.optional(REPLY_RESERVE_MS, MIN_IMAGE_MS);
      const image = signal
        ? await deps.api.chartImage(token, shown.card, locale, { signal })
        : undefined;
      addCardVisual(input, shown.card, image, t);
    }
    session[CHOICES_ATTRIBUTE] = choices;
    input.attributesManager.setSessionAttributes(session);
    // Choices end with "which one?"; an answer with "anything else?".
    return ask(input, ...sentences, t(choices.length ? 'whichChoice' : 'more'));
  } catch (error) {
    return replyToFailure(input, error);
  }
}
