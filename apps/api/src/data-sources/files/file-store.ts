import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Plan } from '@parley/domain';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';

export const FILE_TYPES = ['csv', 'json', 'parquet', 'xlsx'] as const;
const TEXT_TYPES = new Set(['csv', 'json']);

export type StoredFile = { datasource_id: string; path: string; size: number };
// What the tenant may still store: the plan's quota and its name, for the refusal.
export type StorageQuota = { plan: Plan; bytes: number };

// The loaded copy of each data set (a DuckDB file the API opens read-only) lives beside it.
const LOADED = '.loaded';
// Names of work in progress: an upload being received, a load being written, XLSX rows, an id
// held for an upload until it is stored.
const SCRATCH = /^\.(upload-|tmp-|parley-xlsx-|reserved-)/;
const RESERVED = '.reserved-';
// Room left in a data set's id for a "-2" when its name's slug is taken.
const STEM_MAX = 72;

const SWEEP_EVERY_MS = 5 * 60_000;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// The newest write inside a file or folder (an XLSX scratch folder grows inside, not itself).
function lastWritten(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return readdirSync(path).reduce(
      (newest, name) => Math.max(newest, lastWritten(join(path, name))),
      stat.mtimeMs,
    );
  } catch {
    return Date.now();
  }
}

function sizeOf(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.size;
    return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
  } catch {
    // Removed meanwhile.
    return 0;
  }
}

// "Sales 2024.CSV" → "sales-2024.csv": the shape of a data set's id (readable in URLs and logs).
// Different names can share a slug ("销售.csv" and "利润.csv" are both "data.csv"), so an id is
// only ever handed out by FileStore.reserveId, never taken from a name directly.
export function fileDatasourceId(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext = dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
  const stem = (dot >= 0 ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || 'data'}.${ext}`;
}

/** The name a person gave the file, as written (Unicode kept), for display only. */
export function fileDisplayName(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.slice(0, 255) || 'data';
}

export function fileTypeOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

// Uploaded data sets on disk: DATA_DIR/files/<tenant>/<datasource id>, one folder per tenant,
// and their loaded copies in DATA_DIR/files/<tenant>/.loaded/<datasource id>.duckdb.
@Injectable()
export class FileStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(FileStore.name);
  private readonly root: string;
  private readonly maxBytes: number;

  private readonly staleAfterMs: number;
  private sweeper?: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.sharedDir, 'files');
    this.maxBytes = config.dataSources.uploadMaxBytes;
    this.staleAfterMs = Math.max(10 * 60_000, 2 * config.dataSources.loader.timeoutMs);
  }

  get limit(): number {
    return this.maxBytes;
  }

  // Work a crash or a kill left half done (an upload cut off, a load killed) is never resumed:
  // removed at start and every few minutes. Another API instance on the same DATA_DIR may be
  // writing such files right now, so only those untouched for longer than a load may take go.
  onModuleInit(): void {
    this.sweepScratch();
    this.sweeper = setInterval(() => this.sweepScratch(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  sweepScratch(now = Date.now()): number {
    if (!existsSync(this.root)) return 0;
    let removed = 0;
    for (const tenant of readdirSync(this.root)) {
      for (const folder of [join(this.root, tenant), join(this.root, tenant, LOADED)]) {
        if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
        for (const name of readdirSync(folder).filter((n) => SCRATCH.test(n))) {
          const path = join(folder, name);
          if (now - lastWritten(path) < this.staleAfterMs) continue;
          rmSync(path, { recursive: true, force: true });
          removed++;
        }
      }
    }
    if (removed) this.logger.log(`removed ${removed} unfinished upload file(s)`);
    return removed;
  }

  private folder(tenantId: string): string {
    return join(this.root, tenantId.replace(/[^A-Za-z0-9_-]/g, '_'));
  }

  /** Where the loaded copy of a data set lives (whether or not it exists yet). */
  loadedPathOf(tenantId: string, datasourceId: string): string {
    return join(this.folder(tenantId), LOADED, `${datasourceId}.duckdb`);
  }

  /** A fresh name for a load in progress; kept() or discarded afterwards. */
  scratchDatabase(tenantId: string, datasourceId: string): string {
    const folder = join(this.folder(tenantId), LOADED);
    mkdirSync(folder, { recursive: true });
    return join(folder, `.tmp-${process.hrtime.bigint()}-${datasourceId}.duckdb`);
  }

  /** Bytes the tenant's folder takes, leaving out one data set (the one being replaced). */
  usage(tenantId: string, except?: string): number {
    const folder = this.folder(tenantId);
    if (!existsSync(folder)) return 0;
    const skipped = except ? [join(folder, except), this.loadedPathOf(tenantId, except)] : [];
    const files = [
      ...readdirSync(folder)
        .filter((n) => n !== LOADED)
        .map((n) => join(folder, n)),
      ...(existsSync(join(folder, LOADED))
        ? readdirSync(join(folder, LOADED)).map((n) => join(folder, LOADED, n))
        : []),
    ];
    return files
      .filter((path) => !skipped.some((s) => path === s || path.startsWith(`${s}.`)))
      .reduce((sum, path) => sum + sizeOf(path), 0);
  }

  /** Refuses when the tenant's files would pass its quota (a replaced data set does not count). */
  assertRoom(tenantId: string, datasourceId: string, quota: StorageQuota): void {
    const used = this.usage(tenantId, datasourceId);
    if (used > quota.bytes) throw quotaError(quota, used);
  }

  /**
   * A fresh id for a new data set, never one that names another data set's storage: the name's
   * slug while no data set of this tenant (connected, on disk, or being uploaded right now, by
   * this instance or another on the same DATA_DIR) holds it, else the slug with a number. Held by
   * a reservation file until release().
   */
  reserveId(tenantId: string, filename: string, taken: ReadonlySet<string>): string {
    const folder = this.folder(tenantId);
    mkdirSync(folder, { recursive: true });
    const slug = fileDatasourceId(filename);
    const dot = slug.lastIndexOf('.');
    const stem = slug.slice(0, dot).slice(0, STEM_MAX).replace(/-+$/, '') || 'data';
    const ext = slug.slice(dot + 1);
    for (let n = 1; ; n++) {
      const id = n === 1 ? slug : `${stem}-${n}.${ext}`;
      if (taken.has(id) || existsSync(join(folder, id))) continue;
      if (existsSync(this.loadedPathOf(tenantId, id))) continue;
      try {
        // O_EXCL: of two uploads racing for the same id, one gets it and the other moves on.
        closeSync(openSync(join(folder, `${RESERVED}${id}`), 'wx'));
        return id;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  release(tenantId: string, datasourceId: string): void {
    rmSync(join(this.folder(tenantId), `${RESERVED}${datasourceId}`), { force: true });
  }

  pathOf(tenantId: string, datasourceId: string): string | undefined {
    const name = fileDatasourceId(datasourceId);
    if (name !== datasourceId) return undefined;
    const path = join(this.folder(tenantId), name);
    return existsSync(path) ? path : undefined;
  }

  /** The loaded copy of a data set when there is one: all a question needs, original or not. */
  loadedOf(tenantId: string, datasourceId: string): string | undefined {
    if (fileDatasourceId(datasourceId) !== datasourceId) return undefined;
    const path = this.loadedPathOf(tenantId, datasourceId);
    return existsSync(path) ? path : undefined;
  }

  // Every data set, whether its original upload, its loaded copy or both are on disk.
  list(tenantId: string): StoredFile[] {
    const folder = this.folder(tenantId);
    if (!existsSync(folder)) return [];
    const loaded = existsSync(join(folder, LOADED))
      ? readdirSync(join(folder, LOADED))
          .filter((name) => !name.startsWith('.') && name.endsWith('.duckdb'))
          .map((name) => name.slice(0, -'.duckdb'.length))
      : [];
    const originals = readdirSync(folder).filter((name) => !name.startsWith('.'));
    return [...new Set([...originals, ...loaded])].map((name) => {
      const path = originals.includes(name)
        ? join(folder, name)
        : this.loadedPathOf(tenantId, name);
      return { datasource_id: name, path, size: statSync(path).size };
    });
  }

  // Streams the upload to a temporary file, checking size and (for text) UTF-8 as it goes.
  async receive(
    tenantId: string,
    filename: string,
    datasource_id: string,
    stream: Readable,
    truncated: () => boolean,
    quota: StorageQuota,
  ): Promise<{ temp: string; datasource_id: string; size: number }> {
    const type = fileTypeOf(filename);
    if (!(FILE_TYPES as readonly string[]).includes(type)) {
      stream.resume();
      throw new ApiError(400, 'datastore.file_type', { types: FILE_TYPES.join(', ') });
    }
    const folder = this.folder(tenantId);
    mkdirSync(folder, { recursive: true });
    const room = quota.bytes - this.usage(tenantId, datasource_id);
    const temp = join(folder, `.upload-${process.hrtime.bigint()}-${datasource_id}`);
    const decoder = TEXT_TYPES.has(type) ? new TextDecoder('utf-8', { fatal: true }) : undefined;
    let size = 0;
    let badEncoding = false;
    let overQuota = false;
    const out = createWriteStream(temp);
    try {
      for await (const chunk of stream) {
        const bytes = chunk as Buffer;
        size += bytes.length;
        // Past the quota the rest is read (the reply must wait for the body) but not kept.
        if (size > room) overQuota = true;
        if (overQuota) continue;
        if (decoder && !badEncoding) {
          // NUL is valid UTF-8 but never in a text table: such a file is binary under a text name.
          if (bytes.includes(0)) badEncoding = true;
          try {
            if (!badEncoding) decoder.decode(bytes, { stream: true });
          } catch {
            badEncoding = true;
          }
        }
        if (!out.write(bytes))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      if (decoder && !badEncoding) {
        try {
          decoder.decode();
        } catch {
          badEncoding = true;
        }
      }
    } catch (error) {
      // The upload was cut off (the browser closed, the network dropped): nothing of it stays.
      await new Promise<void>((resolve) => out.end(resolve));
      rmSync(temp, { force: true });
      throw error;
    }
    await new Promise<void>((resolve) => out.end(resolve));
    const refuse = (key: string, params: Record<string, string | number> = {}) => {
      rmSync(temp, { force: true });
      return new ApiError(400, key, params);
    };
    if (truncated() || size > this.maxBytes)
      throw refuse('datastore.file_too_large', { mb: Math.round(this.maxBytes / 1024 / 1024) });
    if (overQuota) {
      rmSync(temp, { force: true });
      throw quotaError(quota, quota.bytes - room + size);
    }
    if (size === 0) throw refuse('datastore.file_empty');
    if (badEncoding) throw refuse('datastore.file_encoding');
    return { temp, datasource_id, size };
  }

  // Replaces the data set of that id (a re-upload) with the checked temporary file and its load.
  keep(tenantId: string, temp: string, loaded: string, datasourceId: string): string {
    const path = join(this.folder(tenantId), datasourceId);
    renameSync(loaded, this.loadedPathOf(tenantId, datasourceId));
    renameSync(temp, path);
    return path;
  }

  /** Puts a load made for an already stored data set in its place. */
  keepLoaded(tenantId: string, loaded: string, datasourceId: string): string {
    const path = this.loadedPathOf(tenantId, datasourceId);
    renameSync(loaded, path);
    return path;
  }

  discard(...paths: string[]): void {
    for (const path of paths) rmSync(path, { recursive: true, force: true });
  }

  /** Every data set of one tenant, with its folder. */
  removeAll(tenantId: string): void {
    rmSync(this.folder(tenantId), { recursive: true, force: true });
  }

  remove(tenantId: string, datasourceId: string): boolean {
    const path = this.pathOf(tenantId, datasourceId);
    const loaded = this.loadedOf(tenantId, datasourceId);
    if (!path && !loaded) return false;
    if (path) rmSync(path, { force: true });
    if (loaded) rmSync(loaded, { force: true });
    return true;
  }
}

export function quotaError(quota: StorageQuota, wouldUse: number): ApiError {
  return new ApiError(400, 'datastore.storage_quota', {
    plan: quota.plan,
    quota_mb: mb(quota.bytes),
    used_mb: mb(wouldUse),
  });
}
