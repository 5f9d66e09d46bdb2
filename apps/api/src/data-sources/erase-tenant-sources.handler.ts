import { EventsHandler } from '@nestjs/cqrs';
import type { IEventHandler } from '@nestjs/cqrs';
import { AccountErased } from '../tenant/account-erased.event';
import { FileStore } from './files/file-store';
import { OpenSources } from './open-sources';

// A deleted account's uploaded data sets are deleted from disk, and its opened sources closed.
@EventsHandler(AccountErased)
export class EraseTenantSourcesHandler implements IEventHandler<AccountErased> {
  constructor(
    private readonly files: FileStore,
    private readonly opened: OpenSources,
  ) {}

  handle({ tenantId }: AccountErased): void {
    this.opened.forgetTenant(tenantId);
    this.files.removeAll(tenantId);
  }
}
