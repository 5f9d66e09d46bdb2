import { Inject, Injectable, Optional } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import { CredentialsReader } from '../data-sources/credentials-reader';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { TenantRepository } from '../tenant/tenant-repository';
import { monthKey, tenantView } from '../tenant/tenant-view';
import type { TenantView } from '../tenant/tenant-view';
import { USAGE_COUNTER, noUsage } from '../tenant/usage-counter';
import type { UsageCounter } from '../tenant/usage-counter';
import { CollectionSummaries } from './tenant-collections';

// The tenant as GET /auth/tenant shows it, for the replies of spec §7 that carry `tenant`.
@Injectable()
export class TenantSnapshot {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tenants: TenantRepository,
    private readonly summaries: CollectionSummaries,
    @Optional() @Inject(USAGE_COUNTER) private readonly usage: UsageCounter = noUsage,
    @Optional() private readonly credentials?: CredentialsReader,
  ) {}

  async of(tenantId: string): Promise<TenantView> {
    const { state, updated } = await this.tenants.load(tenantId);
    if (state.status !== 'active') throw new ApiError(401, 'errors.unauthorized');
    const now = new Date();
    const used = await this.usage.conversationsIn(tenantId, monthKey(now, state.profile.timezone));
    const collections = await this.summaries.of(tenantId);
    // The web replaces its tenant with this one, so it carries the credentials map too: an empty
    // one would empty the card editor's source and account pickers until the next reload.
    const credentials = (await this.credentials?.map(tenantId)) ?? {};
    return {
      ...tenantView(state, updated, this.config.auth.features, used, now),
      collections,
      credentials,
    };
  }
}
