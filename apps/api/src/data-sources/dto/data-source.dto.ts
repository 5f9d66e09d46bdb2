import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

const id = z.string().trim().max(300).optional();
const target = { type: z.string().trim().max(40).optional(), datasource_id: id };

export class TargetDto extends createZodDto(z.object(target)) {}
export class AccountDto extends createZodDto(
  z.object({
    ...target,
    account: z.object({ account_id: id, name: z.string().max(300).optional() }).optional(),
  }),
) {}
export class AccountIdDto extends createZodDto(z.object({ ...target, account_id: id })) {}
// Spec §7: defaults are free-form; the known fields are read, the rest ignored.
export class DefaultsDto extends createZodDto(
  z.object({ ...target, account_id: id }).catchall(z.unknown()),
) {}

const databaseFields = {
  type: z.enum(['postgresql', 'mysql'], { message: 'datastore.invalid_configuration' }),
  host: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(255),
  port: z.coerce
    .number()
    .int()
    .min(1, 'validation.min_value')
    .max(65535, 'validation.max_value')
    .optional(),
  database: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(128),
  user: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(128),
  password: z.string().max(1000).optional(),
  ssl: z.boolean().optional(),
};

export class DatabaseTestDto extends createZodDto(z.object(databaseFields)) {}
export class DatabaseConnectDto extends createZodDto(
  z.object({ ...databaseFields, tables: z.array(z.string().max(300)).max(200).optional() }),
) {}
