import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { openSource } from '@parley/analytics';
import type { DataSource } from '@parley/analytics';
import type { QuestionSource } from '@parley/domain';
import { ApiError } from '../http/api-error';
import { closeAll, closeLater } from './close-sources';

export const DEMO_SOURCE: QuestionSource = { type: 'demo', datasource_id: 'demo' };

// Opens sources once and keeps them: the demo store per reference day (it covers the two years
// up to that day), other sources by type and id. Other kinds plug in through `register`.
export type SourceOpener = (
  source: QuestionSource,
  tenantId: string,
) => Promise<DataSource | undefined>;
// The tenant's default source (POST /api/v1/datasource/defaults), asked when a question names none.
export type DefaultSourceLookup = (tenantId: string) => Promise<QuestionSource | undefined>;

@Injectable()
export class DataSourceRegistry implements OnApplicationShutdown {
  private readonly logger = new Logger(DataSourceRegistry.name);
  private readonly open = new Map<string, Promise<DataSource>>();
  private readonly openers = new Map<string, SourceOpener>();
  private static readonly MAX_DEMO_DAYS = 3;

  private defaultFor: DefaultSourceLookup = () => Promise.resolve(undefined);

  register(type: string, opener: SourceOpener): void {
    this.openers.set(type, opener);
  }

  useDefaults(lookup: DefaultSourceLookup): void {
    this.defaultFor = lookup;
  }

  async resolve(
    tenantId: string,
    source: QuestionSource | undefined,
    now?: string,
  ): Promise<{ source: QuestionSource; data: DataSource }> {
    const wanted = source?.type ? source : ((await this.defaultFor(tenantId)) ?? DEMO_SOURCE);
    if (wanted.type === 'demo') return { source: DEMO_SOURCE, data: await this.demo(now) };
    const opener = this.openers.get(wanted.type);
    const data = opener ? await opener(wanted, tenantId) : undefined;
    if (!data) throw new ApiError(400, 'conversation.unknown_source', { type: wanted.type });
    return { source: wanted, data };
  }

  demo(now?: string): Promise<DataSource> {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(now ?? '')
      ? (now as string)
      : new Date().toISOString().slice(0, 10);
    const key = `demo:${day}`;
    let opened = this.open.get(key);
    if (!opened) {
      opened = openSource({ kind: 'demo', now: day });
      opened.catch(() => this.open.delete(key));
      this.open.set(key, opened);
      this.evictOldDemos();
    }
    return opened;
  }

  private evictOldDemos(): void {
    const demos = [...this.open.keys()].filter((k) => k.startsWith('demo:'));
    for (const key of demos.slice(
      0,
      Math.max(0, demos.length - DataSourceRegistry.MAX_DEMO_DAYS),
    )) {
      const stale = this.open.get(key);
      this.open.delete(key);
      if (stale) closeLater(stale, this.logger, 'a demo source');
    }
  }

  onApplicationShutdown(): Promise<void> {
    return closeAll(this.open);
  }
}
