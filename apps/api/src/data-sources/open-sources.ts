import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from '@parley/analytics';
import { closeAll, closeLater } from '../conversation/close-sources';

// Opened sources (a loaded file, a database pool with its model) kept per tenant and source,
// closed when the source changes (re-upload, new password, revoke, delete) or the API stops.
@Injectable()
export class OpenSources implements OnApplicationShutdown {
  private readonly logger = new Logger(OpenSources.name);
  private readonly open = new Map<string, Promise<DataSource>>();

  static key(tenantId: string, type: string, datasourceId: string, accountId = ''): string {
    return `${tenantId}\u0000${type}\u0000${datasourceId}\u0000${accountId}`;
  }

  get(key: string, opener: () => Promise<DataSource>): Promise<DataSource> {
    let opened = this.open.get(key);
    if (!opened) {
      opened = opener();
      opened.catch(() => this.open.delete(key));
      this.open.set(key, opened);
    }
    return opened;
  }

  // Forgets every opened account of one source of one tenant.
  forget(tenantId: string, type: string, datasourceId: string): void {
    this.forgetStartingWith(OpenSources.key(tenantId, type, datasourceId, '').slice(0, -1));
  }

  // Forgets every opened source of one tenant (its account is deleted).
  forgetTenant(tenantId: string): void {
    this.forgetStartingWith(`${tenantId}\u0000`);
  }

  private forgetStartingWith(prefix: string): void {
    for (const [key, opened] of [...this.open]) {
      if (!key.startsWith(prefix)) continue;
      this.open.delete(key);
      closeLater(opened, this.logger, 'a data source');
    }
  }

  onApplicationShutdown(): Promise<void> {
    return closeAll(this.open);
  }
}
