import { Module } from '@nestjs/common';
import { FeedbackController } from './feedback.controller';
import { SubmitFeedbackHandler } from './submit-feedback.handler';

@Module({ controllers: [FeedbackController], providers: [SubmitFeedbackHandler] })
export class FeedbackModule {}
