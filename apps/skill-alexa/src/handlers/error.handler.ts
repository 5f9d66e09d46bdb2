import type { ErrorHandler } from 'ask-sdk-core';
import { ssml } from '../speech/ssml';
import { contextOf } from './skill-context';

export const errorHandler: ErrorHandler = {
  canHandle: () => true,
  handle(input, error) {
    console.error('skill error', error);
    return input.responseBuilder
      .speak(ssml(contextOf(input).t('error')))
      .withShouldEndSession(true)
      .getResponse();
  },
};
