import type { HandlerInput } from 'ask-sdk-core';
import { getLocale, getRequestType, getIntentName } from 'ask-sdk-core';
import type { ParleyApiClient, ParleyLocale } from '@parley/parley-client';
import type { Translate } from '../speech/messages';
import { parleyLocale, translator } from '../speech/messages';

/** How long a turn may take: Alexa gives a skill 8 s for everything, its own network included. */
export type SkillTiming = { budgetMs: number; progressiveAfterMs: number };

export const ALEXA_TIMING: SkillTiming = { budgetMs: 7000, progressiveAfterMs: 1500 };

export type SkillDeps = { api: ParleyApiClient; timing?: SkillTiming };
export type RequestContext = { t: Translate; locale: ParleyLocale };

/** Set by the i18n interceptor before any handler runs. */
export function contextOf(input: HandlerInput): RequestContext {
  const attributes = input.attributesManager.getRequestAttributes() as Partial<RequestContext>;
  if (attributes.t && attributes.locale) return { t: attributes.t, locale: attributes.locale };
  const locale = parleyLocale(getLocale(input.requestEnvelope));
  return { t: translator(locale === 'tr' ? 'tr' : 'en'), locale };
}

export function isIntent(input: HandlerInput, ...names: string[]): boolean {
  return (
    getRequestType(input.requestEnvelope) === 'IntentRequest' &&
    names.includes(getIntentName(input.requestEnvelope))
  );
}

export function isRequest(input: HandlerInput, type: string): boolean {
  return getRequestType(input.requestEnvelope) === type;
}
