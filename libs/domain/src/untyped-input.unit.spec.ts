import type { Decider } from './core/decider';
import { collectionDecider } from './collection/collection-decider';
import { conversationDecider } from './conversation/conversation-decider';
import { credentialsDecider } from './credentials/credentials-decider';
import { feedbackDecider } from './feedback/feedback';
import { tenantDecider } from './tenant/tenant-decider';

const time = '2026-01-01T00:00:00Z';
const registered = tenantDecider.evolve(tenantDecider.initialState, {
  type: 'TenantRegistered',
  data: {
    tenantId: 't',
    email: 'a@b.co',
    name: '',
    language: 'en-US',
    provider: 'password',
    registeredAt: time,
  },
});
const created = collectionDecider.evolve(collectionDecider.initialState, {
  type: 'CollectionCreated',
  data: { collectionId: 'c', tenantId: 't', name: 'x', digest: 'weekly', createdAt: time },
});

// Commands and events reach the domain from JSON, so types alone do not keep strangers out.
const cases: [string, Decider<unknown, unknown, unknown>, unknown][] = [
  ['tenant', tenantDecider as Decider<unknown, unknown, unknown>, registered],
  ['collection', collectionDecider as Decider<unknown, unknown, unknown>, created],
  [
    'credentials',
    credentialsDecider as Decider<unknown, unknown, unknown>,
    credentialsDecider.initialState,
  ],
  ['feedback', feedbackDecider as Decider<unknown, unknown, unknown>, feedbackDecider.initialState],
  [
    'conversation',
    conversationDecider as Decider<unknown, unknown, unknown>,
    conversationDecider.initialState,
  ],
];

describe.each(cases)('the %s decider, given untyped input', (_, decider, state) => {
  it('refuses an unknown command type', () => {
    let error: unknown;
    try {
      decider.decide({ type: 'Hack', data: {}, metadata: {} }, state);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({
      code: 'validation',
      messageKey: 'validation.unknown_command',
      params: { type: 'Hack' },
    });
  });
  it('leaves its state alone on an event type it does not know', () => {
    expect(decider.evolve(state, { type: 'FromTheFuture', data: {} })).toBe(state);
  });
});
