// Emmett-style decider: state is a left fold of past events, a command decides new events.
export type DomainEvent<T extends string = string, D = unknown> = { type: T; data: D };

// Time and ids come from outside (the API stamps them), so deciders stay pure and replayable.
export type CommandMetadata = {
  tenantId: string;
  userId?: string;
  commandId: string;
  correlationId?: string;
  // ISO-8601 instant at which the command was received.
  time: string;
};

export type DomainCommand<T extends string = string, D = unknown> = {
  type: T;
  data: D;
  metadata: CommandMetadata;
};

export type Decider<C, E, S> = {
  initialState: S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
};

export function fold<C, E, S>(decider: Decider<C, E, S>, events: readonly NoInfer<E>[]): S {
  return events.reduce(decider.evolve, decider.initialState);
}

export const streams = {
  tenant: (tenantId: string) => `tenant-${tenantId}`,
  collection: (collectionId: string) => `collection-${collectionId}`,
  credentials: (tenantId: string) => `credentials-${tenantId}`,
  feedback: (tenantId: string) => `feedback-${tenantId}`,
  // Before questions were counted per month, one stream held them all; it is read, never written.
  conversation: (tenantId: string) => `conversation-${tenantId}`,
  // The questions of one quota month (YYYY-MM): a stream that never outgrows a month's use.
  conversationMonth: (tenantId: string, month: string) => `conversation-${tenantId}-${month}`,
  collectionIndex: (tenantId: string) => `collections-of-${tenantId}`,
  // One scheduled digest or report run (or a preview): at most one sent fact each.
  delivery: (runKey: string) => `delivery-${runKey}`,
  digestSettings: (collectionId: string) => `digest-settings-${collectionId}`,
};

export type StreamCategory = keyof typeof streams;
