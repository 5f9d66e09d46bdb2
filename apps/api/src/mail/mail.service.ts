import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import type { Locale } from '../i18n/locale';
import { MailCatcher } from './mail-catcher';
import { renderMail } from './mail-templates';
import type { MailKind } from './mail-templates';

/** Sends over SMTP_URL; without one, into the embedded catcher that /dev/mail reads. */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailService');
  private transport?: Transporter;
  readonly catcher?: MailCatcher;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.smtpUrl) this.catcher = new MailCatcher();
  }

  async onModuleInit(): Promise<void> {
    if (this.config.smtpUrl) {
      this.transport = createTransport(this.config.smtpUrl);
      return;
    }
    const port = await (this.catcher as MailCatcher).start();
    this.transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    if (this.config.production)
      this.logger.warn('SMTP_URL is not set: mails are caught locally and nobody receives them');
  }

  async send(kind: MailKind, to: string, locale: Locale, link: string): Promise<void> {
    const brand = this.config.auth.brandName;
    const mail = renderMail(kind, locale, brand, link);
    const host = new URL(this.config.publicUrl).hostname;
    await (this.transport as Transporter).sendMail({
      from: `"${brand}" <no-reply@${host}>`,
      to,
      ...mail,
    });
  }

  /** A composed mail (e.g. an answer card with its chart attached), from the product's address. */
  async deliver(
    mail: Pick<
      SendMailOptions,
      | 'to'
      | 'replyTo'
      | 'subject'
      | 'html'
      | 'text'
      | 'attachments'
      | 'headers'
      | 'list'
      | 'messageId'
    >,
  ): Promise<void> {
    const brand = this.config.auth.brandName;
    const host = new URL(this.config.publicUrl).hostname;
    await (this.transport as Transporter).sendMail({
      from: `"${brand}" <no-reply@${host}>`,
      ...mail,
    });
  }

  /** A Message-ID fixed by `key`: a resent run's mail is the same message to every mail client. */
  messageId(key: string): string {
    return `<${key}@${new URL(this.config.publicUrl).hostname}>`;
  }

  async onApplicationShutdown(): Promise<void> {
    this.transport?.close();
    await this.catcher?.stop();
  }
}
