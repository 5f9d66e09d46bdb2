import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { CHART_TYPES } from '@parley/domain';

const chartType = z.enum(CHART_TYPES);

// The answer card contract (ARCHITECTURE.md), checked as far as rendering depends on it.
export const answerCardSchema = z
  .object({
    title: z.string().max(1000),
    text: z.string().max(10_000).default(''),
    table: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).max(10_000),
    columns: z
      .array(
        z.object({
          key: z.string(),
          label: z.string(),
          role: z.enum(['dimension', 'time', 'metric']),
          format: z.enum(['number', 'currency', 'percent', 'duration']).optional(),
          currency: z.string().optional(),
        }),
      )
      .max(200),
    chart: z
      .array(
        z.object({
          chart: z.object({ type: z.string() }),
          x: z.string().optional(),
          series: z.array(z.object({ key: z.string(), name: z.string() })),
        }),
      )
      .max(20),
    insights: z
      .array(z.union([z.string(), z.object({ context: z.string(), text: z.string() })]))
      .default([]),
    date: z.string().default(''),
  })
  .passthrough();

export const cardImageSchema = z.object({
  result: answerCardSchema,
  selected_chart: z.union([z.number().int().min(0), chartType]).optional(),
  // A channel may speak another language than the profile (a Teams client set to Turkish).
  locale: z.enum(['en-GB', 'en-US', 'tr']).optional(),
});

export class CardImageDto extends createZodDto(cardImageSchema) {}
