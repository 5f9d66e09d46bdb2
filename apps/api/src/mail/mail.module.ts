import { Module } from '@nestjs/common';
import { DevMailController } from './dev-mail.controller';
import { MailOutbox } from './mail-outbox';
import { MailService } from './mail.service';

@Module({
  controllers: [DevMailController],
  providers: [MailService, MailOutbox],
  exports: [MailService, MailOutbox],
})
export class MailModule {}
