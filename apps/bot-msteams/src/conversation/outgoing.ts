import type { AdaptiveCard } from '../cards/adaptive-cards';

/** One message from the person, already out of any bot SDK's types. */
export type Incoming = {
  userKey: string;
  text: string;
  /** Data of a clicked Adaptive Card submit button. */
  value?: unknown;
  locale?: string;
  /** A group chat or a channel: whatever is said there, everyone in it reads. */
  shared?: boolean;
  /** Teams' id of this activity: the same when Teams delivers it again, so it keys the action. */
  activityId?: string;
  /** When Teams says the person sent it (ms since epoch): the same in a redelivery. */
  sentAt?: number;
};

/** One reply, before any bot SDK's types. */
export type Outgoing = { kind: 'text'; text: string } | { kind: 'card'; card: AdaptiveCard };
