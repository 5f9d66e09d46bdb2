import { EventsHandler } from '@nestjs/cqrs';
import type { IEventHandler } from '@nestjs/cqrs';
import { AccountErased } from '../tenant/account-erased.event';
import { FollowUpMemory } from './follow-up-memory';

// The last questions' context of a deleted account goes at once, not after its half hour.
@EventsHandler(AccountErased)
export class ForgetFollowUpsHandler implements IEventHandler<AccountErased> {
  constructor(private readonly followUps: FollowUpMemory) {}

  handle({ tenantId }: AccountErased): void {
    this.followUps.forgetTenant(tenantId);
  }
}
