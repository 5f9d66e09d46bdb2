import type { HandlerInput } from 'ask-sdk-core';
import type { Translate } from '../speech/messages';
import { ssml } from '../speech/ssml';

/**
 * Says "still working" through Alexa's progressive response API when the answer has not come
 * back after `afterMs`, so a long question is not met with silence. Best effort: a failure to
 * send it must never cost the answer.
 */
export function progressiveResponse(
  input: HandlerInput,
  t: Translate,
  afterMs: number,
): { cancel(): void } {
  const factory = input.serviceClientFactory;
  const { requestId } = input.requestEnvelope.request;
  if (!factory || !input.requestEnvelope.context.System.apiAccessToken) return { cancel() {} };
  const timer = setTimeout(() => {
    factory
      .getDirectiveServiceClient()
      .enqueue({
        header: { requestId },
        directive: {
          type: 'VoicePlayer.Speak',
          speech: `<speak>${ssml(t('stillWorking'))}</speak>`,
        },
      })
      .catch((error: unknown) => console.warn('progressive response not sent', error));
  }, afterMs);
  return { cancel: () => clearTimeout(timer) };
}
