import { Global, Module } from '@nestjs/common';
import { TenantModule } from '../tenant/tenant.module';
import { USAGE_COUNTER } from '../tenant/usage-counter';
import { AskQuestionHandler } from './ask-question.handler';
import { ConversationController } from './conversation.controller';
import { ConversationUsageCounter } from './conversation-usage-counter';
import { DataSourceRegistry } from './data-source-registry';
import { FairWorkQueue } from './fair-work-queue';
import { ForgetFollowUpsHandler } from './forget-follow-ups.handler';
import { FollowUpMemory } from './follow-up-memory';
import { LegacyConversationUsage } from './legacy-conversation-usage';
import { QuestionCounter } from './question-counter';

export const conversationCommandHandlers = [AskQuestionHandler];

// Global: the tenant's quota map (TenantModule) reads the usage counter provided here.
@Global()
@Module({
  imports: [TenantModule],
  controllers: [ConversationController],
  providers: [
    ...conversationCommandHandlers,
    DataSourceRegistry,
    FollowUpMemory,
    ForgetFollowUpsHandler,
    LegacyConversationUsage,
    QuestionCounter,
    { provide: FairWorkQueue, useValue: new FairWorkQueue() },
    { provide: USAGE_COUNTER, useClass: ConversationUsageCounter },
  ],
  exports: [DataSourceRegistry, USAGE_COUNTER],
})
export class ConversationModule {}
