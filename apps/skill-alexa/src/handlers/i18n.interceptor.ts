import type { RequestInterceptor } from 'ask-sdk-core';
import { getLocale } from 'ask-sdk-core';
import { parleyLocale, translator } from '../speech/messages';

// Every handler speaks the request's language; set up once per request, before the first reply.
export const i18nInterceptor: RequestInterceptor = {
  process(input) {
    const locale = parleyLocale(getLocale(input.requestEnvelope));
    input.attributesManager.setRequestAttributes({
      locale,
      t: translator(locale === 'tr' ? 'tr' : 'en'),
    });
    return Promise.resolve();
  },
};
