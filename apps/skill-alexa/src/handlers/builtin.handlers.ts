import type { RequestHandler } from 'ask-sdk-core';
import { ask, sayAndEnd } from './replies';
import { contextOf, isIntent, isRequest } from './skill-context';

export const helpHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.HelpIntent'),
  handle(input) {
    return ask(input, contextOf(input).t('help'));
  },
};

export const stopHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.StopIntent'),
  handle(input) {
    return sayAndEnd(input, contextOf(input).t('goodbye'));
  },
};

export const cancelHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.CancelIntent'),
  handle(input) {
    return sayAndEnd(input, contextOf(input).t('goodbye'));
  },
};

// After "Anything else?": yes asks for the question, no ends the session.
export const yesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.YesIntent'),
  handle(input) {
    return ask(input, contextOf(input).t('reprompt'));
  },
};

export const noHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'AMAZON.NoIntent'),
  handle(input) {
    return sayAndEnd(input, contextOf(input).t('goodbye'));
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
    return ask(input, contextOf(input).t('fallback'));
  },
};
