import { z } from 'zod';
import { firstVersions } from '../core/event-shape';
import type { CurrentShapes, EventShapes } from '../core/event-shape';
import type { DeliveryEvent, DeliveryEventType, DeliveryKind } from './delivery-events';

const KINDS: readonly DeliveryKind[] = ['digest', 'report'];

const run = {
  runKey: z.string(),
  kind: z.enum(KINDS),
  targetId: z.string(),
  scheduledFor: z.string(),
  preview: z.boolean(),
};

const failure = z.looseObject({
  ...run,
  failedAt: z.string(),
  attempts: z.number(),
  reason: z.string(),
});

const current = {
  DigestSent: z.looseObject({
    ...run,
    sentAt: z.string(),
    cards: z.number(),
    messageId: z.string(),
  }),
  DigestFailed: failure,
  ReportSent: z.looseObject({
    ...run,
    sentAt: z.string(),
    messageId: z.string(),
    frequency: z.string(),
    periodFrom: z.string().optional(),
    periodTo: z.string().optional(),
    headlines: z.string(),
    content: z.string().optional(),
  }),
  ReportFailed: failure,
  DigestSettingsChanged: z.looseObject({
    collectionId: z.string(),
    enabled: z.boolean(),
    attachmentsOnly: z.boolean(),
    xlsx: z.boolean(),
    via: z.enum(['settings', 'link']).default('settings'),
  }),
} satisfies CurrentShapes<DeliveryEvent>;

export const DELIVERY_EVENT_SHAPES: EventShapes<DeliveryEventType> = firstVersions(current);
