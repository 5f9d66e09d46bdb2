import type { RequestHandler } from 'ask-sdk-core';
import { getSlotValue } from 'ask-sdk-core';
import { answer, CHOICES_ATTRIBUTE } from './answer-renderer';
import { ask } from './replies';
import { contextOf, isIntent, isRequest } from './skill-context';
import type { SkillDeps } from './skill-context';

export const launchHandler: RequestHandler = {
  canHandle: (input) =>
    isRequest(input, 'LaunchRequest') || isIntent(input, 'AMAZON.NavigateHomeIntent'),
  handle(input) {
    return ask(input, contextOf(input).t('welcome'));
  },
};

// "Alexa, ask Parley {query}": the free-form question goes to the API as it was heard.
export const askQuestionHandler = (deps: SkillDeps): RequestHandler => ({
  canHandle: (input) => isIntent(input, 'AskQuestionIntent'),
  async handle(input) {
    const phrase = getSlotValue(input.requestEnvelope, 'query')?.trim();
    if (!phrase) return ask(input, contextOf(input).t('noQuestion'));
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
    if (choices.length === 0) return ask(input, t('noChoices'));
    const picked = Number(getSlotValue(input.requestEnvelope, 'option'));
    const choice = Number.isInteger(picked) ? choices[picked - 1] : undefined;
    if (!choice) return ask(input, t('choiceOutOfRange', { count: choices.length }));
    return answer(input, deps, choice);
  },
});
