import type { ErrorHandler } from 'ask-sdk-core';
import { sayAndEnd } from './replies';
import { contextOf } from './skill-context';

export const errorHandler: ErrorHandler = {
  canHandle: () => true,
  handle(input, error) {
    console.error('skill error', error);
    return sayAndEnd(input, contextOf(input).t('error'));
  },
};
