import { z } from 'zod';
import { firstVersions } from '../core/event-shape';
import type { CurrentShapes, EventShapes } from '../core/event-shape';
import { FEEDBACK_FIELDS } from './feedback';
import type { FeedbackEvent } from './feedback';

const current = {
  FeedbackSubmitted: z.looseObject({
    feedbackId: z.string(),
    sentiment: z.boolean(),
    message: z.string(),
    fields: z.array(z.enum(FEEDBACK_FIELDS)),
    data: z.record(z.string(), z.unknown()).nullable(),
    phrase: z.string(),
    submittedAt: z.string(),
  }),
} satisfies CurrentShapes<FeedbackEvent>;

export const FEEDBACK_EVENT_SHAPES: EventShapes<FeedbackEvent['type']> = firstVersions(current);
