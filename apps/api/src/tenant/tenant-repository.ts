import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { fold, streams, tenantDecider } from '@parley/domain';
import type { ActiveTenant, TenantCommand, TenantEvent, TenantState } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { deriveEventId } from '../infrastructure/event-store/event-id';
import { WrongExpectedRevisionError } from '../infrastructure/event-store/event-store.errors';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore, Subscription } from '../infrastructure/event-store/event-store.port';
import { parleyDatabasePath } from '../infrastructure/event-store/open-sqlite-database';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
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

const MAX_ATTEMPTS = 5;

/**
 * Loads and changes tenants through events on tenant-{tenantId}: read the stream, decide with
 * the domain's decider, append with the expected revision, retry on a conflict. Folded states
 * are cached per tenant and revision, so GET /auth/tenant does not replay on every call.
 */
@Injectable()
export class TenantRepository implements OnModuleInit, OnApplicationShutdown {
  private readonly store: EventStore;
  private readonly ownsStore: boolean;
  private readonly cache = new Map<string, LoadedTenant>();
  private subscription?: Subscription;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly personalData: PersonalData,
    @Optional() @Inject(EVENT_STORE) store?: EventStore,
  ) {
    this.ownsStore = !store;
    this.store = store ?? new SqliteEventStore(parleyDatabasePath(config.dataDir));
  }

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
    const events = history.map(
      (stored) => ({ type: stored.type, data: stored.data }) as TenantEvent,
    );
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
    const decider = this.personalData.decider(tenantDecider, tenantId);
    const commandId = randomUUID();
    const command = {
      ...input,
      metadata: { tenantId, userId, commandId, time: new Date().toISOString() },
    } as TenantCommand;
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(tenantId);
      const events = decider.decide(command, loaded.state);
      if (events.length === 0) return loaded;
      try {
        const result = await this.store.append(
          streams.tenant(tenantId),
          events.map((event, index) => ({
            id: deriveEventId(commandId, index),
            type: event.type,
            data: event.data,
            metadata: { ...command.metadata, schemaVersion: 1 },
          })),
          { expectedRevision: loaded.revision < 0 ? 'no_stream' : loaded.revision },
        );
        const next: LoadedTenant = {
          state: events.reduce(decider.evolve, loaded.state),
          revision: result.nextRevision,
          updated: command.metadata.time,
        };
        this.cache.set(tenantId, next);
        return { ...next, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        this.cache.delete(tenantId);
        if (attempt >= MAX_ATTEMPTS) throw new ApiError(409, 'errors.conflict');
      }
    }
  }

  /** After crypto-shredding, nothing personal may linger in memory either. */
  forget(tenantId: string): void {
    this.cache.delete(tenantId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    if (this.ownsStore) await this.store.close();
  }
}
