// How many conversations a tenant asked in a month; the conversation feature provides the real
// count under this token. Without it nothing has been asked yet.
export type UsageCounter = { conversationsIn(tenantId: string, month: string): Promise<number> };

export const USAGE_COUNTER = Symbol('USAGE_COUNTER');

export const noUsage: UsageCounter = { conversationsIn: () => Promise.resolve(0) };

// The tenant's collections summary (spec §3 `collections`); the collections feature provides it.
export type TenantCollections = { of(tenantId: string): Promise<unknown[]> };

export const TENANT_COLLECTIONS = Symbol('TENANT_COLLECTIONS');

export const noCollections: TenantCollections = { of: () => Promise.resolve([]) };
