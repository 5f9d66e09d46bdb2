import type { HandlerInput } from 'ask-sdk-core';
import { getAccountLinkingAccessToken } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import {
  LinkRequiredError,
  ParleyRefusalError,
  ParleyUnavailableError,
} from '@parley/parley-client';
import { speakCard, speakPrompt } from '../speech/card-speech';
import { ssml } from '../speech/ssml';
import { addCardVisual } from './card-visual';
import { contextOf } from './skill-context';
import type { SkillDeps } from './skill-context';

export const CHOICES_ATTRIBUTE = 'choices';

/** Missing or refused link: say so and put the account-linking card in the Alexa app. */
export function askToLink(input: HandlerInput): Response {
  const { t } = contextOf(input);
  return input.responseBuilder
    .speak(ssml(t('link')))
    .withLinkAccountCard()
    .withShouldEndSession(true)
    .getResponse();
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
  try {
    const responses = await deps.api.ask(token, phrase, locale);
    const sentences: string[] = [];
    let choices: string[] = [];
    let shown = false;
    for (const response of responses) {
      if ('text' in response) sentences.push(response.text);
      if ('prompt' in response) {
        sentences.push(speakPrompt(response.prompt, t));
        choices = response.prompt.items.slice(0, 5).map((item) => item.title);
      }
      if ('card' in response) {
        sentences.push(speakCard(response.card, locale, t));
        if (!shown)
          addCardVisual(
            input,
            response.card,
            await deps.api.chartImage(token, response.card, locale),
            t,
          );
        shown = true;
      }
    }
    session[CHOICES_ATTRIBUTE] = choices;
    input.attributesManager.setSessionAttributes(session);
    return input.responseBuilder
      .speak(ssml(...sentences, choices.length ? '' : t('more')))
      .reprompt(ssml(t('reprompt')))
      .getResponse();
  } catch (error) {
    if (error instanceof LinkRequiredError) return askToLink(input);
    if (error instanceof ParleyUnavailableError)
      return input.responseBuilder
        .speak(ssml(t('apiDown')))
        .withShouldEndSession(true)
        .getResponse();
    if (error instanceof ParleyRefusalError)
      return input.responseBuilder
        .speak(ssml(error.reply))
        .reprompt(ssml(t('reprompt')))
        .getResponse();
    throw error;
  }
}
