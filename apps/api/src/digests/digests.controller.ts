import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import type { DigestSettings } from '@parley/domain';
import { CurrentUser } from '../auth/auth.decorators';
import { CollectionReader } from '../collections/collection-reader';
import { ApiError } from '../http/api-error';
import type { RequestUser } from '../http/request-context';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { TenantRepository } from '../tenant/tenant-repository';
import { DeliveryClock } from './delivery-clock';
import { DeliveryRuns } from './delivery-runs';
import { DigestPreviewDto, DigestSettingsDto } from './digests.dto';
import { DELIVERIES } from './projections/deliveries.projection';
import type { DeliveryDocument } from './projections/deliveries.projection';
import { DELIVERY_QUEUE } from './queue/delivery-queue.port';
import type { DeliveryQueue } from './queue/delivery-queue.port';

type SettingsReply = { collection_id: string; digest: string; settings: DigestSettings };

const NOTIFICATIONS_SHOWN = 20;
const REPORTS_SHOWN = 100;

// A run as a list shows it: a report's whole content stays for its own page (GET reports/:id).
function listed({
  content,
  ...run
}: DeliveryDocument): DeliveryDocument & { title?: string; opens?: true } {
  return content ? { ...run, title: content.business, opens: true } : run;
}

@Controller('api/v1')
export class DigestsController {
  constructor(
    private readonly runs: DeliveryRuns,
    private readonly reader: CollectionReader,
    private readonly tenants: TenantRepository,
    private readonly clock: DeliveryClock,
    @Inject(DELIVERY_QUEUE) private readonly queue: DeliveryQueue,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Get('digests/settings')
  async settings(
    @Query('collection_id') collectionId: string,
    @CurrentUser() user: RequestUser,
  ): Promise<SettingsReply> {
    const doc = await this.reader.own(user.tenantId, collectionId ?? '');
    return {
      collection_id: doc._id,
      digest: doc.digest,
      settings: await this.runs.settings(doc._id),
    };
  }

  @Put('digests/settings')
  async change(
    @Body() body: DigestSettingsDto,
    @CurrentUser() user: RequestUser,
  ): Promise<SettingsReply> {
    const doc = await this.reader.own(user.tenantId, body.collection_id);
    const settings = await this.runs.changeSettings(
      user.tenantId,
      {
        collectionId: doc._id,
        via: 'settings',
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
        ...(body.attachments_only === undefined ? {} : { attachmentsOnly: body.attachments_only }),
        ...(body.xlsx === undefined ? {} : { xlsx: body.xlsx }),
      },
      randomUUID(),
      this.clock.now(),
    );
    return { collection_id: doc._id, digest: doc.digest, settings };
  }

  // "Send me a preview now": the digest as it would go out this morning, to the person only.
  @Post('digests/preview')
  @HttpCode(200)
  async previewDigest(
    @Body() body: DigestPreviewDto,
    @CurrentUser() user: RequestUser,
  ): Promise<{ queued: true; id: string }> {
    const doc = await this.reader.own(user.tenantId, body.collection_id);
    return this.enqueuePreview(user.tenantId, 'digest', doc._id);
  }

  @Post('reports/preview')
  @HttpCode(200)
  async previewReport(@CurrentUser() user: RequestUser): Promise<{ queued: true; id: string }> {
    const tenant = await this.tenants.active(user.tenantId);
    if (!tenant?.strategy) throw new ApiError(400, 'reports.no_strategy');
    return this.enqueuePreview(user.tenantId, 'report', user.tenantId);
  }

  // The history: every report kept, newest first, each without its content (opened one by one).
  @Get('reports')
  async reports(@CurrentUser() user: RequestUser): Promise<{ reports: DeliveryDocument[] }> {
    const reports = await this.documents
      .collection<DeliveryDocument>(DELIVERIES)
      .find(
        { tenantId: user.tenantId, kind: 'report' },
        { sort: { at: -1 }, limit: REPORTS_SHOWN },
      );
    return { reports: reports.map(listed) };
  }

  // One report in full, as the mail showed it; another tenant's is not found (404).
  @Get('reports/:id')
  async report(
    @Param('id') id: string,
    @CurrentUser() user: RequestUser,
  ): Promise<{ report: DeliveryDocument }> {
    const [report] = await this.documents
      .collection<DeliveryDocument>(DELIVERIES)
      .find({ _id: id, tenantId: user.tenantId, kind: 'report' }, { limit: 1 });
    if (!report) throw new ApiError(404, 'errors.not_found');
    return { report };
  }

  @Get('notifications')
  async notifications(
    @CurrentUser() user: RequestUser,
  ): Promise<{ notifications: DeliveryDocument[] }> {
    const notifications = await this.documents
      .collection<DeliveryDocument>(DELIVERIES)
      .find({ tenantId: user.tenantId }, { sort: { at: -1 }, limit: NOTIFICATIONS_SHOWN });
    return { notifications: notifications.map(listed) };
  }

  private async enqueuePreview(
    tenantId: string,
    kind: 'digest' | 'report',
    targetId: string,
  ): Promise<{ queued: true; id: string }> {
    const runKey = `preview.${kind}.${targetId}.${randomUUID()}`;
    await this.queue.add({
      runKey,
      kind,
      tenantId,
      targetId,
      scheduledFor: this.clock.now().toISOString(),
      preview: true,
    });
    return { queued: true, id: runKey };
  }
}
