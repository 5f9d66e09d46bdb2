import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { fold, streams, tenantDecider } from '@parley/domain';
import type { ActiveTenant, TenantCommand, TenantEvent, TenantState } from '@parley/domain';
import { DeciderExecutor } from '../event-sourcing/decider-executor';
import { newRequestId } from '../event-sourcing/idempotency/request-ids';
import { upcast } from '../event-sourcing/upcasters';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore, Subscription } from '../infrastructure/event-store/event-store.port';
import { PersonalData } from '../vault/personal-data';

// `position` is set right after a change: the global log position its last event took.
export type LoadedTenant = {
  state: TenantState;
  revision: number;
  updated?: string;
  position?: number;
};

export type TenantCommandInput = {
  [K in TenantCommand['type']]: { type: K; data: Extract<TenantCommand, { type: K }>['data'] };
}[TenantCommand['type']];

/**
 * Loads and changes tenants through events on tenant-{tenantId}. Changes go through the
 * DeciderExecutor like every other command; what this adds is the folded state cached per tenant
 * and revision, so GET /auth/tenant does not replay on every call.
 */
@Injectable()
export class TenantRepository implements OnModuleInit, OnApplicationShutdown {
  private readonly cache = new Map<string, LoadedTenant>();
  private subscription?: Subscription;

  constructor(
    private readonly personalData: PersonalData,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: DeciderExecutor,
  ) {}

  /**
   * Another API instance (or an admin command) may change a tenant: its events reach this
   * process through the log, and the cached state they make stale is dropped.
   */
  onModuleInit(): void {
    this.subscription = this.store.subscribeToAll({ fromPosition: 0 }, (event) => {
      if (!event.stream.startsWith('tenant-')) return;
      const tenantId = event.stream.slice('tenant-'.length);
      const cached = this.cache.get(tenantId);
      if (cached && cached.revision < event.revision) this.cache.delete(tenantId);
    });
  }

  async load(tenantId: string): Promise<LoadedTenant> {
    const cached = this.cache.get(tenantId);
    if (cached) return cached;
    const history = await this.store.readStream(streams.tenant(tenantId));
    const events = history.map((stored) => upcast(stored) as TenantEvent);
    const loaded: LoadedTenant = {
      state: fold(this.personalData.decider(tenantDecider, tenantId), events),
      revision: history.at(-1)?.revision ?? -1,
      updated: history.at(-1)?.time.toISOString(),
    };
    this.cache.set(tenantId, loaded);
    return loaded;
  }

  /** The cached tenant without touching the log, when it is in memory (the hot path of every call). */
  cachedActive(tenantId: string): ActiveTenant | undefined {
    const state = this.cache.get(tenantId)?.state;
    return state?.status === 'active' ? state : undefined;
  }

  async active(tenantId: string): Promise<ActiveTenant | undefined> {
    const { state } = await this.load(tenantId);
    return state.status === 'active' ? state : undefined;
  }

  async execute(
    tenantId: string,
    input: TenantCommandInput,
    userId = tenantId,
  ): Promise<LoadedTenant> {
    const command = {
      ...input,
      metadata: { tenantId, userId, commandId: newRequestId(), time: new Date().toISOString() },
    } as TenantCommand;
    const { events, position } = await this.executor.execute(
      this.personalData.decider(tenantDecider, tenantId),
      streams.tenant(tenantId),
      command,
    );
    if (events.length === 0) return this.load(tenantId);
    this.cache.delete(tenantId);
    return { ...(await this.load(tenantId)), position };
  }

  /** After crypto-shredding, nothing personal may linger in memory either. */
  forget(tenantId: string): void {
    this.cache.delete(tenantId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }
}
