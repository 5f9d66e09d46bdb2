import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { CurrentUser } from '../auth/auth.decorators';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import type { RequestUser } from '../http/request-context';
import { MailService } from '../mail/mail.service';

// One line: a name or address can never add a header to the mail.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

class ContactDto extends createZodDto(
  z.object({
    name: z.string().trim().min(1, 'validation.required').max(200, 'validation.max_length'),
    email: z.string().trim().email('validation.email').max(320, 'validation.max_length'),
    comment: z.string().trim().min(1, 'validation.required').max(5000, 'validation.max_length'),
  }),
) {}

export type ContactAvailability = { available: boolean };
export type ContactResult = { sent: boolean };

// The help panel's contact form (spec §2). It mails SUPPORT_EMAIL, answerable by replying; with
// no support address set, the form says so instead of pretending to send.
@Controller('api/v1/support')
export class SupportController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  @Get('contact')
  availability(): ContactAvailability {
    return { available: Boolean(this.config.supportEmail) };
  }

  @Post('contact')
  @HttpCode(200)
  async contact(
    @Body() body: ContactDto,
    @CurrentUser() user: RequestUser,
  ): Promise<ContactResult> {
    const to = this.config.supportEmail;
    if (!to) return { sent: false };
    const name = oneLine(body.name);
    const from = oneLine(body.email);
    await this.mail.deliver({
      to,
      replyTo: `"${name.replace(/"/g, "'")}" <${from}>`,
      subject: `${this.config.auth.brandName} contact: ${name}`.slice(0, 200),
      text: `${body.comment}\n\n— ${name} <${from}> (tenant ${user.tenantId})`,
    });
    return { sent: true };
  }
}
