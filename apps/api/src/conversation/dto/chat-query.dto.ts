import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { calendarDay } from '../../http/calendar-day';

export const cardVariablesSchema = z
  .object({
    date1: z.object({ date_range: z.string().max(40).optional() }).optional(),
    histogram_bucket: z.object({ value: z.string().max(20).optional() }).optional(),
  })
  .catchall(z.unknown());

export const sourceFields = {
  type: z.string().trim().max(40).optional(),
  datasource_id: z.string().trim().max(200).optional(),
  account_id: z.string().trim().max(200).optional(),
};

export const chatQuerySchema = z.object({
  created: z.union([z.number(), z.string()]).optional(),
  phrase: z.string({ message: 'validation.required' }).max(10_000, 'validation.max_length'),
  event: z
    .object({
      ...sourceFields,
      variables: cardVariablesSchema.optional(),
      locale: z.enum(['en-GB', 'en-US', 'tr']).optional(),
      channel: z.enum(['web', 'msteams', 'alexa', 'cli']).optional(),
      now: calendarDay.optional(),
    })
    .nullish(),
});

export class ChatQueryDto extends createZodDto(chatQuerySchema) {}

export const previewSchema = z.object({
  phrase: z.string({ message: 'validation.required' }).max(10_000, 'validation.max_length'),
  ...sourceFields,
  date_range: z.string().max(40).optional(),
  histogram: z.string().max(20).optional(),
  now: calendarDay.optional(),
});

export class PreviewDto extends createZodDto(previewSchema) {}

export const suggestionsQuerySchema = z.object({
  type: z.string().trim().max(40).optional(),
  model_id: z.string().trim().max(200).optional(),
});

export class SuggestionsQueryDto extends createZodDto(suggestionsQuerySchema) {}
