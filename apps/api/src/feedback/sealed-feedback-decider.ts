import { FEEDBACK_PERSONAL_FIELDS, feedbackDecider } from '@parley/domain';
import type { Decider, FeedbackCommand, FeedbackEvent, FeedbackState } from '@parley/domain';
import type { SecretVault } from '../vault/secret-vault';

// What a person wrote (message, phrase, the answer it is about) is sealed under their vault key on
// the way into feedback-{tenantId}, so deleting the account leaves none of it readable.
function sealPersonal(event: FeedbackEvent, seal: (value: string) => string): FeedbackEvent {
  const data: Record<string, unknown> = { ...event.data };
  for (const field of FEEDBACK_PERSONAL_FIELDS[event.type]) {
    const value = data[field];
    if (value === null || value === undefined || value === '') continue;
    data[field] = seal(typeof value === 'string' ? value : JSON.stringify(value));
  }
  return { ...event, data } as FeedbackEvent;
}

export function sealedFeedbackDecider(
  vault: SecretVault,
  tenantId: string,
): Decider<FeedbackCommand, FeedbackEvent, FeedbackState> {
  return {
    initialState: feedbackDecider.initialState,
    // Deciding only needs the ids already submitted, which are not personal.
    evolve: feedbackDecider.evolve,
    decide: (command, state) =>
      feedbackDecider
        .decide(command, state)
        .map((event) => sealPersonal(event, (value) => vault.sealFor(tenantId, value))),
  };
}
