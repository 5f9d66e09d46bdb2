import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';

const WINDOW_MS = 60_000;

/**
 * Connection tests per tenant and minute (DATABASE_TEST_RATE_LIMIT): the database form must not
 * become a tool for scanning hosts and ports. Counted per API instance, by the signed-in tenant
 * (not the address, which a tenant's many sessions and networks would multiply).
 */
@Injectable()
export class ConnectionTestLimiter {
  private readonly recent = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  take(tenantId: string, now = Date.now()): void {
    const kept = (this.recent.get(tenantId) ?? []).filter((at) => now - at < WINDOW_MS);
    if (kept.length >= this.config.dataSources.connectionTestsPerMinute) {
      this.recent.set(tenantId, kept);
      throw new ApiError(429, 'errors.rate_limited');
    }
    kept.push(now);
    this.recent.set(tenantId, kept);
    // Tenants idle for a minute are forgotten, so the map stays as small as the busy ones.
    if (this.recent.size > 10_000)
      for (const [id, times] of this.recent)
        if (times.every((at) => now - at >= WINDOW_MS)) this.recent.delete(id);
  }
}
