import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { calendarDay } from '../../http/calendar-day';
import { cardVariablesSchema } from '../../conversation/dto/chat-query.dto';

const id = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.max_length');
const name = z.string({ message: 'validation.required' }).max(200, 'validation.max_length');
const digest = z.enum(['daily', 'weekly', 'monthly'], { message: 'validation.one_of' });

const layoutEntry = z.object({
  i: id,
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  c: z.string().max(40).optional(),
});

export class CreateCollectionDto extends createZodDto(z.object({ name, digest })) {}

export class UpdateCollectionDto extends createZodDto(
  z.object({
    collection_id: id,
    name: name.optional(),
    digest: digest.optional(),
    layout: z.array(layoutEntry).max(100).optional(),
    // The `version` of the collection the layout was arranged on; guards layout saves only.
    version: z
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.min_value')
      .optional(),
  }),
) {}

export class CollectionIdDto extends createZodDto(z.object({ collection_id: id })) {}

const cardFields = {
  phrase: z.string({ message: 'validation.required' }).max(10_000, 'validation.max_length'),
  collection_id: id,
  type: z.string().trim().max(40).default('demo'),
  datasource_id: z.string().trim().max(200).optional(),
  account_id: z.string().trim().max(200).optional(),
  interval: z.number().int().optional(),
  variables: cardVariablesSchema.optional(),
};

export class AddCardDto extends createZodDto(z.object(cardFields)) {}

export class UpdateCardDto extends createZodDto(z.object({ ...cardFields, id })) {}

export class CardIdDto extends createZodDto(z.object({ collection_id: id, id })) {}

export class MoveCardDto extends createZodDto(
  z.object({ collection_id: id, new_collection_id: id, id }),
) {}

// run=none answers the collection without running its cards (a live update only needs the new shape).
export class GetCollectionQueryDto extends createZodDto(
  z.object({
    collection: id,
    now: calendarDay.optional(),
    run: z.enum(['all', 'none']).optional(),
  }),
) {}

export class RunCardDto extends createZodDto(
  z.object({
    collection_id: id,
    id,
    type: z.string().trim().max(40).optional(),
    datasource_id: z.string().trim().max(200).optional(),
    account_id: z.string().trim().max(200).optional(),
    now: calendarDay.optional(),
  }),
) {}
