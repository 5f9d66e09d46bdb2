import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';

export const FILE_TYPES = ['csv', 'json', 'parquet', 'xlsx'] as const;
const TEXT_TYPES = new Set(['csv', 'json']);

export type StoredFile = { datasource_id: string; path: string; size: number };

// "Sales 2024.CSV" → "sales-2024.csv": the data set's id, so uploading the same name replaces it.
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

export function fileTypeOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

// Uploaded data sets on disk: DATA_DIR/files/<tenant>/<datasource id>, one folder per tenant.
@Injectable()
export class FileStore {
  private readonly root: string;
  private readonly maxBytes: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'files');
    this.maxBytes = config.dataSources.uploadMaxBytes;
  }

  get limit(): number {
    return this.maxBytes;
  }

  private folder(tenantId: string): string {
    return join(this.root, tenantId.replace(/[^A-Za-z0-9_-]/g, '_'));
  }

  pathOf(tenantId: string, datasourceId: string): string | undefined {
    const name = fileDatasourceId(datasourceId);
    if (name !== datasourceId) return undefined;
    const path = join(this.folder(tenantId), name);
    return existsSync(path) ? path : undefined;
  }

  list(tenantId: string): StoredFile[] {
    const folder = this.folder(tenantId);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .map((name) => ({
        datasource_id: name,
        path: join(folder, name),
        size: statSync(join(folder, name)).size,
      }));
  }

  // Streams the upload to a temporary file, checking size and (for text) UTF-8 as it goes.
  async receive(
    tenantId: string,
    filename: string,
    stream: Readable,
    truncated: () => boolean,
  ): Promise<{ temp: string; datasource_id: string; size: number }> {
    const type = fileTypeOf(filename);
    if (!(FILE_TYPES as readonly string[]).includes(type)) {
      stream.resume();
      throw new ApiError(400, 'datastore.file_type', { types: FILE_TYPES.join(', ') });
    }
    const folder = this.folder(tenantId);
    mkdirSync(folder, { recursive: true });
    const datasource_id = fileDatasourceId(filename);
    const temp = join(folder, `.upload-${process.hrtime.bigint()}-${datasource_id}`);
    const decoder = TEXT_TYPES.has(type) ? new TextDecoder('utf-8', { fatal: true }) : undefined;
    let size = 0;
    let badEncoding = false;
    const out = createWriteStream(temp);
    try {
      for await (const chunk of stream) {
        const bytes = chunk as Buffer;
        size += bytes.length;
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
    } finally {
      await new Promise<void>((resolve) => out.end(resolve));
    }
    const refuse = (key: string, params: Record<string, string | number> = {}) => {
      rmSync(temp, { force: true });
      return new ApiError(400, key, params);
    };
    if (truncated() || size > this.maxBytes)
      throw refuse('datastore.file_too_large', { mb: Math.round(this.maxBytes / 1024 / 1024) });
    if (size === 0) throw refuse('datastore.file_empty');
    if (badEncoding) throw refuse('datastore.file_encoding');
    return { temp, datasource_id, size };
  }

  // Replaces the data set of that id (a re-upload) with the checked temporary file.
  keep(tenantId: string, temp: string, datasourceId: string): string {
    const path = join(this.folder(tenantId), datasourceId);
    renameSync(temp, path);
    return path;
  }

  discard(temp: string): void {
    rmSync(temp, { force: true });
  }

  /** Every data set of one tenant, with its folder. */
  removeAll(tenantId: string): void {
    rmSync(this.folder(tenantId), { recursive: true, force: true });
  }

  remove(tenantId: string, datasourceId: string): boolean {
    const path = this.pathOf(tenantId, datasourceId);
    if (!path) return false;
    rmSync(path, { force: true });
    return true;
  }
}
