// `@parley/domain/event-shapes`: the zod shape of every event type and version, apart from the
// main entry so the web app, which never reads the log, does not carry zod.
import {
  COLLECTION_EVENT_SHAPES,
  COLLECTION_INDEX_EVENT_SHAPES,
} from './collection/collection-event-shapes';
import { CONVERSATION_EVENT_SHAPES } from './conversation/conversation-event-shapes';
import { checkShape } from './core/event-shape';
import type { EventShapes, ShapeCheck } from './core/event-shape';
import { CREDENTIALS_EVENT_SHAPES } from './credentials/credentials-event-shapes';
import { DELIVERY_EVENT_SHAPES } from './delivery/delivery-event-shapes';
import { EVENT_SCHEMAS, isParleyEventType } from './events';
import type { ParleyEventType } from './events';
import { FEEDBACK_EVENT_SHAPES } from './feedback/feedback-event-shapes';
import { TENANT_EVENT_SHAPES } from './tenant/tenant-event-shapes';

export type { EventShapes, ShapeCheck, VersionShapes } from './core/event-shape';

export const EVENT_SHAPES: EventShapes<ParleyEventType> = Object.freeze({
  ...TENANT_EVENT_SHAPES,
  ...COLLECTION_EVENT_SHAPES,
  ...COLLECTION_INDEX_EVENT_SHAPES,
  ...CREDENTIALS_EVENT_SHAPES,
  ...FEEDBACK_EVENT_SHAPES,
  ...CONVERSATION_EVENT_SHAPES,
  ...DELIVERY_EVENT_SHAPES,
});

// Checks a stored event's data against the shape of the version it was written in. A type this
// build does not know passes as it is (a reader ignores it); a version newer than this build's
// is held to today's shape, the nearest it knows.
export function checkEventShape(
  type: string,
  version: number | undefined,
  data: unknown,
): ShapeCheck {
  if (!isParleyEventType(type)) return { ok: true, data: (data ?? {}) as Record<string, unknown> };
  const shapes = EVENT_SHAPES[type];
  const shape = shapes[version ?? 1] ?? shapes[EVENT_SCHEMAS[type].version];
  return checkShape(shape, data);
}
