import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

// Shapes only: the rules (required, e-mail form, password strength) are the domain's form rules,
// applied in the controller, so the web forms and the API judge alike.
const text = z.string().max(10_000).optional();

// The profile a person gives at onboarding and edits in settings later.
const profileFields = {
  name: text,
  timezone: text,
  picture: text,
  country: text,
  organisation: text,
  position: text,
  language: text,
};

export class LoginWithPasswordDto extends createZodDto(
  z.object({ email: text, password: text, token: text }),
) {}

export class EmailWithTokenDto extends createZodDto(
  z.object({
    email: text,
    token: text,
    local: z.union([z.string(), z.boolean()]).optional(),
    language: text,
    redirect: text,
  }),
) {}

export class PasswordResetDto extends createZodDto(
  z.object({ email: text, token: text, password: text, repeatPassword: text }),
) {}

export class ChangePasswordDto extends createZodDto(
  z.object({ password: text, repeatPassword: text, currentPassword: text }),
) {}

// POST /auth/register: an address (with a solved challenge) asks for a confirmation mail;
// a signed-in person completes registration (onboarding) with the profile fields.
export class RegisterDto extends createZodDto(
  z.object({
    email: text,
    token: text,
    local: z.union([z.string(), z.boolean()]).optional(),
    password: text,
    repeatPassword: text,
    ...profileFields,
  }),
) {}

// PUT features/profile (settings): the same profile fields, each optional.
export class ProfileDto extends createZodDto(z.object(profileFields)) {}

export class DeleteAccountDto extends createZodDto(
  z.object({ confirmation: text, currentPassword: text }).optional().default({}),
) {}
