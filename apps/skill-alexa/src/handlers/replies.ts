import type { HandlerInput } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import { ssml } from '../speech/ssml';
import { contextOf } from './skill-context';

// A sentence that asks: English and Turkish both end a question with "?".
const asks = (sentence: string | undefined) => sentence?.trim().endsWith('?') ?? false;

/**
 * A reply that keeps the session open, so it must ask something (Alexa's certification: a skill
 * that keeps listening says what it is waiting for): when the last sentence is no question, the
 * skill's own question follows. If the person says nothing, the question is asked again.
 */
export function ask(input: HandlerInput, ...sentences: string[]): Response {
  const { t } = contextOf(input);
  const said = sentences.filter((s) => s.trim().length > 0);
  return input.responseBuilder
    .speak(ssml(...said, ...(asks(said.at(-1)) ? [] : [t('reprompt')])))
    .reprompt(ssml(t('reprompt')))
    .withShouldEndSession(false)
    .getResponse();
}

/** A reply after which the skill stops listening. */
export function sayAndEnd(input: HandlerInput, ...sentences: string[]): Response {
  return input.responseBuilder
    .speak(ssml(...sentences))
    .withShouldEndSession(true)
    .getResponse();
}
