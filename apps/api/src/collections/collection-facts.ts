import { Injectable } from '@nestjs/common';
import type { Plan } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { TenantRepository } from '../tenant/tenant-repository';

// Facts outside a collection's stream that its plan limits rest on. How many collections the
// tenant has is decided on the collection index stream, not counted here.
@Injectable()
export class CollectionFacts {
  constructor(private readonly tenants: TenantRepository) {}

  async of(tenantId: string): Promise<{ plan: Plan }> {
    const tenant = await this.tenants.active(tenantId);
    if (!tenant) throw new ApiError(401, 'errors.unauthorized');
    return { plan: tenant.plan };
  }
}
