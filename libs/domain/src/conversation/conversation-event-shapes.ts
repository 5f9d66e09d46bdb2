import { z } from 'zod';
import { firstVersions } from '../core/event-shape';
import type { CurrentShapes, EventShapes } from '../core/event-shape';
import type { Channel, ConversationEvent, ConversationEventType } from './conversation-events';

const CHANNELS: readonly Channel[] = ['web', 'msteams', 'alexa', 'cli'];

const current = {
  QuestionAsked: z.looseObject({
    phrase: z.string(),
    month: z.string(),
    source: z
      .looseObject({
        type: z.string(),
        datasource_id: z.string(),
        account_id: z.string().optional(),
      })
      .nullable()
      .default(null),
    channel: z.enum(CHANNELS).default('web'),
    askedAt: z.string(),
  }),
  InsightsRequested: z.looseObject({ month: z.string(), requestedAt: z.string() }),
} satisfies CurrentShapes<ConversationEvent>;

export const CONVERSATION_EVENT_SHAPES: EventShapes<ConversationEventType> = firstVersions(current);
