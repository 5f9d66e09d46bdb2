import { Controller, Delete, Get, HttpCode, NotFoundException } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { Public } from '../auth/auth.decorators';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { Raw } from '../http/response-envelope.interceptor';
import type { CaughtMail } from './mail-catcher';
import { MailService } from './mail.service';

// The development mailbox: what the embedded catcher received, newest first. It does not exist
// in production or when real mail goes out through SMTP_URL.
@Controller('dev/mail')
@Public()
@Raw()
export class DevMailController {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  list(): CaughtMail[] {
    return this.mailbox().list();
  }

  @Delete()
  @HttpCode(204)
  clear(): void {
    this.mailbox().clear();
  }

  private mailbox() {
    if (this.config.production || !this.mail.catcher) throw new NotFoundException();
    return this.mail.catcher;
  }
}
