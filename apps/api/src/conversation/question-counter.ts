import { Injectable } from '@nestjs/common';
import {
  commutesWithOtherQuestions,
  decideConversation,
  evolveConversation,
  monthKey,
  streams,
} from '@parley/domain';
import type {
  ConversationCommand,
  ConversationEvent,
  ConversationState,
  Decider,
} from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import type { ExecuteResult } from '../event-sourcing/decider-executor';
import { PersonalData } from '../vault/personal-data';
import { LegacyConversationUsage } from './legacy-conversation-usage';

// Names the state shape kept in snapshots of a month stream; change it with the shape.
const SNAPSHOT_KIND = 'conversation-month@1';

/**
 * Counts a question (or an insight request) against the plan's monthly quota on
 * conversation-{tenantId}-{YYYY-MM}: a stream no longer than a month's use, folded from its
 * snapshot, whose questions append without waiting for each other while far from the limit.
 */
@Injectable()
export class QuestionCounter {
  constructor(
    private readonly executor: DeciderExecutor,
    private readonly personalData: PersonalData,
    private readonly legacy: LegacyConversationUsage,
  ) {}

  async count(command: ConversationCommand): Promise<ExecuteResult<ConversationEvent>> {
    const { tenantId, time } = command.metadata;
    const month = monthKey(time, command.data.timezone);
    const decider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
      initialState: await this.legacy.of(tenantId, month),
      // Counts only: nothing sealed is opened to decide.
      evolve: evolveConversation,
      decide: (c, state) =>
        decideConversation(c, state).map((event) => this.personalData.seal(event, tenantId)),
    };
    return this.executor.execute(decider, streams.conversationMonth(tenantId, month), command, {
      commutes: (state) => commutesWithOtherQuestions(command, state),
      snapshot: SNAPSHOT_KIND,
    });
  }
}
