import type { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { openSource } from '@parley/analytics';
import type { DataSource } from '@parley/analytics';
import { CurrentUser } from '../../auth/auth.decorators';
import { ApiError } from '../../http/api-error';
import type { ParleyRequest, RequestUser } from '../../http/request-context';
import { ChangeCredentials } from '../commands/change-credentials.command';
import { CredentialsReader } from '../credentials-reader';
import { TargetDto } from '../dto/data-source.dto';
import { OpenSources } from '../open-sources';
import { FileStore } from './file-store';

type UploadRequest = ParleyRequest & {
  isMultipart(): boolean;
  file(options: {
    limits: { fileSize: number; files: number };
  }): Promise<
    { filename: string; file: NodeJS.ReadableStream & { truncated: boolean } } | undefined
  >;
};

export type UploadedDataSet = {
  type: 'file';
  datasource_id: string;
  name: string;
  rows: number;
  metrics: string[];
  dimensions: string[];
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
  ) {}

  @Get()
  async list(@CurrentUser() user: RequestUser): Promise<{ datasource_id: string; size: number }[]> {
    const connections = (await this.reader.state(user.tenantId)).connections.filter(
      (c) => c.type === 'file',
    );
    return this.store
      .list(user.tenantId)
      .filter((f) => connections.some((c) => c.datasource_id === f.datasource_id))
      .map(({ datasource_id, size }) => ({ datasource_id, size }));
  }

  // Upload (or re-upload: same name, same data set) a CSV, JSON, Parquet or XLSX file.
  @Post()
  @HttpCode(200)
  async upload(
    @Req() request: UploadRequest,
    @CurrentUser() user: RequestUser,
  ): Promise<UploadedDataSet> {
    if (!request.isMultipart())
      throw new ApiError(400, 'datastore.file_type', { types: 'csv, json, parquet, xlsx' });
    const part = await request.file({ limits: { fileSize: this.store.limit + 1, files: 1 } });
    if (!part) throw new ApiError(400, 'datastore.file_empty');
    const stream = part.file as unknown as Readable;
    const received = await this.store.receive(
      user.tenantId,
      part.filename,
      stream,
      () => part.file.truncated,
    );
    let checked: DataSource | undefined;
    try {
      checked = await openSource({
        kind: 'file',
        path: received.temp,
        id: received.datasource_id,
      }).catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        throw new ApiError(400, 'datastore.file_unreadable');
      });
      usable(checked);
    } catch (error) {
      this.store.discard(received.temp);
      throw error;
    } finally {
      checked?.close();
    }
    const { model } = checked;
    this.opened.forget(user.tenantId, 'file', received.datasource_id);
    this.store.keep(user.tenantId, received.temp, received.datasource_id);
    await this.commands.execute(
      new ChangeCredentials(user.tenantId, {
        type: 'ConnectDataSource',
        data: {
          type: 'file',
          datasource_id: received.datasource_id,
          auth_type: 'file',
          accounts_supported: false,
          user: null,
        },
      }),
    );
    return {
      type: 'file',
      datasource_id: received.datasource_id,
      name: part.filename,
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
