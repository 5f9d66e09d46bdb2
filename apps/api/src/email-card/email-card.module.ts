import { Module } from '@nestjs/common';
import { CardImageModule } from '../card-image/card-image.module';
import { MailModule } from '../mail/mail.module';
import { EmailCardController } from './email-card.controller';

@Module({ imports: [CardImageModule, MailModule], controllers: [EmailCardController] })
export class EmailCardModule {}
