import { z } from 'zod';
import { TOPIC_READING_KINDS, TOPIC_READING_STATUSES } from '@parley/domain';

// What each topic, industry and client of the strategy is read as, as the person confirmed it
// (issue 29): the body of the strategy and of a preview of its readings.
export const topicReadingsSchema = z
  .array(
    z.object({
      kind: z.enum(TOPIC_READING_KINDS),
      said: z.string().max(1000),
      status: z.enum(TOPIC_READING_STATUSES),
      question: z.string().max(1000).optional(),
      readAs: z.string().max(1000).optional(),
    }),
  )
  .max(100)
  .optional();
