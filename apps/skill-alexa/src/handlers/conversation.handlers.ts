import type { RequestHandler } from 'ask-sdk-core';
import { getSlotValue } from 'ask-sdk-core';
import { ssml } from '../speech/ssml';
import { answer, CHOICES_ATTRIBUTE } from './answer-renderer';
import { contextOf, isIntent, isRequest } from './skill-context';
import type { SkillDeps } from './skill-context';

export const launchHandler: RequestHandler = {
  canHandle: (input) =>
    isRequest(input, 'LaunchRequest') || isIntent(input, 'AMAZON.NavigateHomeIntent'),
  handle(input) {
    const { t } = contextOf(input);
    return input.responseBuilder
      .speak(ssml(t('welcome')))
      .reprompt(ssml(t('reprompt')))
      .getResponse();
  },
};

// "Alexa, ask Parley {query}": the free-form question goes to the API as it was heard.
export const askQuestionHandler = (deps: SkillDeps): RequestHandler => ({
  canHandle: (input) => isIntent(input, 'AskQuestionIntent'),
  async handle(input) {
    const phrase = getSlotValue(input.requestEnvelope, 'query')?.trim();
    if (!phrase) {
      const { t } = contextOf(input);
      return input.responseBuilder
        .speak(ssml(t('noQuestion')))
        .reprompt(ssml(t('reprompt')))
        .getResponse();
    }
    return answer(input, deps, phrase);
  },
});

// "Number two": answers the last prompt with the chosen item, as a click on it does on the web.
export const chooseOptionHandler = (deps: SkillDeps): RequestHandler => ({
  canHandle: (input) => isIntent(input, 'ChooseOptionIntent'),
  async handle(input) {
    const { t } = contextOf(input);
    const choices =
      (input.attributesManager.getSessionAttributes()[CHOICES_ATTRIBUTE] as string[] | undefined) ??
      [];
    if (choices.length === 0)
      return input.responseBuilder
        .speak(ssml(t('noChoices')))
        .reprompt(ssml(t('reprompt')))
        .getResponse();
    const picked = Number(getSlotValue(input.requestEnvelope, 'option'));
    const choice = Number.isInteger(picked) ? choices[picked - 1] : undefined;
    if (!choice)
      return input.responseBuilder
        .speak(ssml(t('choiceOutOfRange', { count: choices.length })))
        .reprompt(ssml(t('reprompt')))
        .getResponse();
    return answer(input, deps, choice);
  },
});
