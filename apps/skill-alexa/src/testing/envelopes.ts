import { randomUUID } from 'node:crypto';
import type { RequestEnvelope } from 'ask-sdk-model';

export type EnvelopeOptions = {
  locale: string;
  accessToken?: string;
  screen?: boolean;
  attributes?: Record<string, unknown>;
  timestamp?: string;
  newSession?: boolean;
  /** Where the skill reaches Alexa's APIs (progressive responses); a local stub in tests. */
  apiEndpoint?: string;
};

const APPLICATION = { applicationId: 'amzn1.ask.skill.parley-test' };

// Request envelopes in the documented shape (Alexa Skills Kit request and response JSON reference).
function envelope(request: Record<string, unknown>, options: EnvelopeOptions): RequestEnvelope {
  const user = {
    userId: 'amzn1.ask.account.TESTUSER',
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
  };
  const interfaces = options.screen
    ? { 'Alexa.Presentation.APL': { runtime: { maxVersion: '2023.3' } } }
    : {};
  return {
    version: '1.0',
    session: {
      new: options.newSession ?? false,
      sessionId: `amzn1.echo-api.session.${randomUUID()}`,
      application: APPLICATION,
      attributes: options.attributes ?? {},
      user,
    },
    context: {
      System: {
        application: APPLICATION,
        user,
        device: { deviceId: 'amzn1.ask.device.TEST', supportedInterfaces: interfaces },
        apiEndpoint: options.apiEndpoint ?? 'https://api.amazonalexa.com',
        apiAccessToken: 'test',
      },
    },
    request: {
      requestId: `amzn1.echo-api.request.${randomUUID()}`,
      timestamp: options.timestamp ?? new Date().toISOString(),
      locale: options.locale,
      ...request,
    },
  } as unknown as RequestEnvelope;
}

export function launchRequest(options: EnvelopeOptions): RequestEnvelope {
  return envelope({ type: 'LaunchRequest' }, { newSession: true, ...options });
}

export function intentRequest(
  name: string,
  slots: Record<string, string>,
  options: EnvelopeOptions,
): RequestEnvelope {
  const slotMap = Object.fromEntries(
    Object.entries(slots).map(([key, value]) => [
      key,
      { name: key, value, confirmationStatus: 'NONE' },
    ]),
  );
  return envelope(
    {
      type: 'IntentRequest',
      dialogState: 'COMPLETED',
      intent: { name, confirmationStatus: 'NONE', slots: slotMap },
    },
    options,
  );
}

export function sessionEndedRequest(options: EnvelopeOptions): RequestEnvelope {
  return envelope({ type: 'SessionEndedRequest', reason: 'USER_INITIATED' }, options);
}
