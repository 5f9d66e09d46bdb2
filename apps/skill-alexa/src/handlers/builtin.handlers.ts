import type { RequestHandler } from 'ask-sdk-core';
import { ssml } from '../speech/ssml';
import { contextOf, isIntent, isRequest } from './skill-context';

export const helpHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.HelpIntent'),
  handle(input) {
    const { t } = contextOf(input);
    return input.responseBuilder
      .speak(ssml(t('help')))
      .reprompt(ssml(t('reprompt')))
      .getResponse();
  },
};

export const stopHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.StopIntent'),
  handle(input) {
    return input.responseBuilder
      .speak(ssml(contextOf(input).t('goodbye')))
      .withShouldEndSession(true)
      .getResponse();
  },
};

export const cancelHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.CancelIntent'),
  handle(input) {
    return input.responseBuilder
      .speak(ssml(contextOf(input).t('goodbye')))
      .withShouldEndSession(true)
      .getResponse();
  },
};

// After "Anything else?": yes asks for the question, no ends the session.
export const yesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent'),
  handle(input) {
    const { t } = contextOf(input);
    return input.responseBuilder
      .speak(ssml(t('reprompt')))
      .reprompt(ssml(t('reprompt')))
      .getResponse();
  },
};

export const noHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent'),
  handle(input) {
    return input.responseBuilder
      .speak(ssml(contextOf(input).t('goodbye')))
      .withShouldEndSession(true)
      .getResponse();
  },
};

// Alexa sends no speech back for a closed session: an empty response is the protocol.
export const sessionEndedHandler: RequestHandler = {
  canHandle: (input) => isRequest(input, 'SessionEndedRequest'),
  handle(input) {
    return input.responseBuilder.getResponse();
  },
};

// Last in the chain: AMAZON.FallbackIntent and any intent this skill does not know.
export const fallbackHandler: RequestHandler = {
  canHandle: (input) => isRequest(input, 'IntentRequest'),
  handle(input) {
    const { t } = contextOf(input);
    return input.responseBuilder
      .speak(ssml(t('fallback')))
      .reprompt(ssml(t('reprompt')))
      .getResponse();
  },
};
