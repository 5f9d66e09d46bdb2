import { Injectable } from '@nestjs/common';
import type { Plan } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { TenantRepository } from '../tenant/tenant-repository';
import { CollectionReader } from './collection-reader';

// Facts outside a collection's stream that its plan limits rest on.
@Injectable()
export class CollectionFacts {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly reader: CollectionReader,
  ) {}

  async of(tenantId: string): Promise<{ plan: Plan; collections: number }> {
    const tenant = await this.tenants.active(tenantId);
    if (!tenant) throw new ApiError(401, 'errors.unauthorized');
    return { plan: tenant.plan, collections: await this.reader.count(tenantId) };
  }
}
