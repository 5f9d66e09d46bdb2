import type { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from '@parley/analytics';
import type { UploadedDataSet } from '@parley/domain';
import { CurrentUser } from '../../auth/auth.decorators';
import { ApiError } from '../../http/api-error';
import type { ParleyRequest, RequestUser } from '../../http/request-context';
import { ChangeCredentials } from '../commands/change-credentials.command';
import { CredentialsReader } from '../credentials-reader';
import { TargetDto } from '../dto/data-source.dto';
import { OpenSources } from '../open-sources';
import { TenantRepository } from '../../tenant/tenant-repository';
import { FileLoading } from './file-loading';
import { FileStore, fileDisplayName, fileTypeOf } from './file-store';
import type { StorageQuota } from './file-store';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';

type UploadRequest = ParleyRequest & {
  query: { replace?: unknown };
  isMultipart(): boolean;
  file(options: {
    limits: { fileSize: number; files: number };
  }): Promise<
    { filename: string; file: NodeJS.ReadableStream & { truncated: boolean } } | undefined
  >;
};

// A data set is usable when it has rows and at least one thing to measure or group by.
function usable(source: DataSource): void {
  const { model } = source;
  if (model.rowCount === 0) throw new ApiError(400, 'datastore.file_empty');
  const measured = model.metrics.filter((m) => m.expression.kind !== 'rows').length;
  // A column that is empty on every row cannot group anything.
  const grouping = model.dimensions.filter(
    (d) => d.kind === 'time' || (d.distinct ?? 1) > 0,
  ).length;
  if (measured === 0 && grouping === 0) throw new ApiError(400, 'datastore.no_usable_column');
}

@Controller('api/v1/datasource/files')
export class FilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: FileStore,
    private readonly reader: CredentialsReader,
    private readonly opened: OpenSources,
    private readonly loading: FileLoading,
    private readonly tenants: TenantRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async quotaOf(tenantId: string): Promise<StorageQuota> {
    const tenant = await this.tenants.active(tenantId);
    if (!tenant) throw new ApiError(401, 'errors.unauthorized');
    return { plan: tenant.plan, bytes: this.config.dataSources.storageQuotas[tenant.plan] };
  }

  @Get()
  async list(
    @CurrentUser() user: RequestUser,
  ): Promise<{ datasource_id: string; name: string; size: number }[]> {
    const connections = (await this.reader.state(user.tenantId)).connections.filter(
      (c) => c.type === 'file',
    );
    return this.store.list(user.tenantId).flatMap(({ datasource_id, size }) => {
      const connection = connections.find((c) => c.datasource_id === datasource_id);
      return connection ? [{ datasource_id, name: connection.name ?? datasource_id, size }] : [];
    });
  }

  // The data set an upload replaces: only one the person named (?replace=<datasource_id>), of
  // their own and of the same file type; a 404 like any other id that is not theirs.
  private async replaced(
    tenantId: string,
    replace: unknown,
    filename: string,
  ): Promise<string | undefined> {
    if (replace === undefined || replace === '') return undefined;
    const id = typeof replace === 'string' ? replace : '';
    if (!id || !(await this.reader.connection(tenantId, 'file', id)))
      throw new ApiError(404, 'datastore.source_not_found', { type: 'file' });
    if (fileTypeOf(id) !== fileTypeOf(filename))
      throw new ApiError(400, 'datastore.replace_other_type', { type: fileTypeOf(id) });
    return id;
  }

  // Upload a CSV, JSON, Parquet or XLSX file. Each upload is a data set of its own, with its own
  // id and storage, whatever its name; it replaces one only when the person chose to (?replace=).
  @Post()
  @HttpCode(200)
  async upload(
    @Req() request: UploadRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<UploadedDataSet> {
    if (!request.isMultipart())
      throw new ApiError(400, 'datastore.file_type', { types: 'csv, json, parquet, xlsx' });
    const quota = await this.quotaOf(user.tenantId);
    const part = await request.file({ limits: { fileSize: this.store.limit + 1, files: 1 } });
    if (!part) throw new ApiError(400, 'datastore.file_empty');
    const stream = part.file as unknown as Readable;
    const replacing = await this.replaced(
      user.tenantId,
      request.query.replace,
      part.filename,
    ).catch((error: unknown) => {
      stream.resume();
      throw error;
    });
    const taken = new Set(
      (await this.reader.state(user.tenantId)).connections
        .filter((c) => c.type === 'file')
        .map((c) => c.datasource_id),
    );
    const id = replacing ?? this.store.reserveId(user.tenantId, part.filename, taken);
    try {
      return await this.storeUpload(user.tenantId, id, part, stream, quota);
    } finally {
      if (!replacing) this.store.release(user.tenantId, id);
    }
  }

  private async storeUpload(
    tenantId: string,
    id: string,
    part: { filename: string; file: { truncated: boolean } },
    stream: Readable,
    quota: StorageQuota,
  ): Promise<UploadedDataSet> {
    const received = await this.store.receive(
      tenantId,
      part.filename,
      id,
      stream,
      () => part.file.truncated,
      quota,
    );
    const name = fileDisplayName(part.filename);
    const loaded = this.store.scratchDatabase(tenantId, id);
    let checked: DataSource | undefined;
    try {
      await this.loading.refuseWide(received.temp, fileTypeOf(part.filename));
      // Its disk use is watched as it loads: what unpacks past the quota is stopped midway.
      await this.loading.load(tenantId, received.temp, loaded, {
        quota,
        used: this.store.usage(tenantId, id),
      });
      checked = await this.loading.open(loaded, id).catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        throw new ApiError(400, 'datastore.file_unreadable');
      });
      usable(checked);
      // The loaded copy counts too: a file that packs small can still unpack past the quota.
      this.store.assertRoom(tenantId, id, quota);
    } catch (error) {
      this.store.discard(received.temp, loaded);
      throw error;
    } finally {
      checked?.close();
    }
    const { model } = checked;
    this.opened.forget(tenantId, 'file', id);
    this.store.keep(tenantId, received.temp, loaded, id);
    await this.commands.execute(
      new ChangeCredentials(tenantId, {
        type: 'ConnectDataSource',
        data: {
          type: 'file',
          datasource_id: id,
          auth_type: 'file',
          accounts_supported: false,
          user: null,
          name,
        },
      }),
    );
    return {
      type: 'file',
      datasource_id: id,
      name,
      rows: model.rowCount,
      metrics: model.metrics.map((m) => m.label.en),
      dimensions: model.dimensions.map((d) => d.label.en),
    };
  }

  @Post('remove')
  @HttpCode(200)
  async remove(
    @Body() body: TargetDto,
    @CurrentUser() user: RequestUser,
  ): Promise<{ removed: string }> {
    const id = body.datasource_id ?? '';
    const connection = id ? await this.reader.connection(user.tenantId, 'file', id) : undefined;
    // Another tenant's file, or none: the same 404, so ids reveal nothing.
    if (!connection) throw new ApiError(404, 'datastore.source_not_found', { type: 'file' });
    this.opened.forget(user.tenantId, 'file', id);
    this.store.remove(user.tenantId, id);
    await this.commands.execute(
      new ChangeCredentials(user.tenantId, {
        type: 'DeactivateCredential',
        data: { type: 'file', datasource_id: id },
      }),
    );
    return { removed: id };
  }
}
