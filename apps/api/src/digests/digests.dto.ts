import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export class DigestSettingsDto extends createZodDto(
  z.object({
    collection_id: z.string().min(1).max(200),
    enabled: z.boolean().optional(),
    attachments_only: z.boolean().optional(),
    xlsx: z.boolean().optional(),
  }),
) {}

export class DigestPreviewDto extends createZodDto(
  z.object({ collection_id: z.string().min(1).max(200) }),
) {}
