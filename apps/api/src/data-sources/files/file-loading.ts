import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import {
  SandboxedLoader,
  configureDuckDb,
  isFileRefused,
  isSourceError,
  openLoadedSource,
} from '@parley/analytics';
import type { DataSource, LoadedFile, LoaderLimits } from '@parley/analytics';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { quotaError } from './file-store';
import { headerColumns } from './header-columns';
import type { StorageQuota } from './file-store';

// The disk a load may take: what the tenant's quota leaves after what it already uses.
export type DiskRoom = { quota: StorageQuota; used: number };

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

// The limit a refused file crossed, as the message key and the figure the person reads.
function refusal(error: unknown, limits: LoaderLimits, room?: DiskRoom): unknown {
  if (!isFileRefused(error)) return error;
  const max = error.max ?? 0;
  switch (error.limit) {
    case 'disk':
      return room
        ? quotaError(room.quota, room.used + max)
        : new ApiError(400, 'datastore.file_unreadable');
    case 'json_depth':
      return new ApiError(400, 'datastore.file_json_depth', { max });
    case 'json_record_size':
      return new ApiError(400, 'datastore.file_json_record_size', { mb: mb(max) });
    case 'json_syntax':
      return new ApiError(400, 'datastore.file_json_syntax');
    case 'xlsx_rows':
      return new ApiError(400, 'datastore.file_xlsx_rows', { max });
    case 'xlsx_cells':
      return new ApiError(400, 'datastore.file_xlsx_cells', { max });
    case 'columns':
      return new ApiError(400, 'datastore.file_columns', { max });
    case 'memory':
      return new ApiError(400, 'datastore.file_memory', { mb: limits.heapMb });
    case 'time':
      return new ApiError(400, 'datastore.file_time', { seconds: limits.timeoutMs / 1000 });
    case 'unreadable':
      return new ApiError(400, 'datastore.file_unreadable');
  }
}

// Every uploaded file is read by the sandboxed loader (its own process, memory and time), never in
// the API process; the API opens only the DuckDB file the loader wrote, read-only.
@Injectable()
export class FileLoading implements OnApplicationShutdown {
  private readonly loader: SandboxedLoader;
  private readonly limits: LoaderLimits;
  private readonly queryTimeoutMs: number;
  // Each tenant's loads run one after another: one person uploading many heavy files holds at
  // most one of the loader slots, and everyone else's uploads still get theirs.
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { duckdb, loader, loaderConcurrency } = config.dataSources;
    configureDuckDb(duckdb);
    this.limits = loader;
    this.queryTimeoutMs = duckdb.queryTimeoutMs;
    this.loader = new SandboxedLoader(loader, loaderConcurrency);
  }

  // A file wider than UPLOAD_MAX_COLUMNS is refused from its header, before the loader parses it
  // (a 10,000-column CSV took the loader 20 s to refuse), and before it waits in the queue.
  async refuseWide(input: string, type: string): Promise<void> {
    const columns = await headerColumns(input, type);
    if (columns !== undefined && columns > this.limits.maxColumns)
      throw new ApiError(400, 'datastore.file_columns', { max: this.limits.maxColumns });
  }

  async load(
    tenantId: string,
    input: string,
    output: string,
    room?: DiskRoom,
  ): Promise<LoadedFile> {
    const before = this.queues.get(tenantId) ?? Promise.resolve();
    const maxBytes = room ? Math.max(0, room.quota.bytes - room.used) : undefined;
    const mine = before
      .catch(() => undefined)
      .then(() => this.loader.load(input, output, maxBytes));
    this.queues.set(tenantId, mine);
    try {
      const loaded = await mine.catch((error: unknown) => {
        throw refusal(error, this.limits, room);
      });
      if (loaded.rows === 0) throw new ApiError(400, 'datastore.file_empty');
      return loaded;
    } finally {
      if (this.queues.get(tenantId) === mine) this.queues.delete(tenantId);
    }
  }

  // Describing the loaded table runs queries too; one past DuckDB's query timeout is named so.
  open(databaseFile: string, datasourceId: string): Promise<DataSource> {
    return openLoadedSource(databaseFile, {
      name: datasourceId,
      datasource_id: datasourceId,
    }).catch((error: unknown) => {
      if (isSourceError(error) && error.messageKey === 'datastore.query_timeout')
        throw new ApiError(400, 'datastore.file_time', { seconds: this.queryTimeoutMs / 1000 });
      throw error;
    });
  }

  onApplicationShutdown(): void {
    this.loader.close();
  }
}
