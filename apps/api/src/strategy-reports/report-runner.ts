import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DeliveryClock } from '../digests/delivery-clock';
import { DeliveryNotices } from '../digests/delivery-notices';
import { DeliveryRuns } from '../digests/delivery-runs';
import { DigestRenderer } from '../digests/digest-renderer';
import { localDay, localeOf } from '../digests/digest-runner';
import type { RunOutcome } from '../digests/digest-runner';
import type { DeliveryJob } from '../digests/queue/delivery-queue.port';
import { latestOccurrence, reportPeriod } from '../digests/schedule/delivery-schedule';
import { digestWords } from '../mail/digest-words';
import { renderReportMail, reportHead } from '../mail/report-mail.template';
import { MailService } from '../mail/mail.service';
import { TenantRepository } from '../tenant/tenant-repository';
import { reportAttachments } from './report-attachments';
import { StrategyReportBuilder } from './strategy-report';
import { industriesOf } from './strategy-focus';

// One organisation-strategy report run, sent once like a digest (see DigestRunner).
@Injectable()
export class ReportRunner {
  constructor(
    private readonly runs: DeliveryRuns,
    private readonly tenants: TenantRepository,
    private readonly builder: StrategyReportBuilder,
    private readonly renderer: DigestRenderer,
    private readonly mail: MailService,
    private readonly clock: DeliveryClock,
    private readonly notices: DeliveryNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: DeliveryJob): Promise<RunOutcome> {
    if ((await this.runs.state(job.runKey)).sent) return 'already_sent';
    const tenant = await this.tenants.active(job.tenantId);
    const strategy = tenant?.strategy;
    if (!tenant || !strategy) return 'skipped';
    const locale = localeOf(tenant);
    const frequency = strategy.notification_frequency;
    const scheduled = new Date(job.scheduledFor);
    // A scheduled run is its own occurrence; a preview covers the period of the last one.
    const occurrence = latestOccurrence(
      scheduled,
      tenant.profile.timezone,
      frequency,
      this.config.deliveries.hour,
    );
    const period = reportPeriod(occurrence, tenant.profile.timezone, frequency);
    const { document, headlines, cards } = await this.builder.build({
      tenantId: tenant.tenantId,
      brand: this.config.auth.brandName,
      strategy,
      frequency,
      locale,
      now: localDay(scheduled, tenant.profile.timezone),
      scheduled: period,
    });
    // Each section's one chart, drawn by the one server chart renderer as the digests' are.
    const charts: { cid?: string; png?: Buffer }[] = [];
    for (const [index, section] of document.sections.entries()) {
      const rendered = section.chart
        ? await this.renderer.withChart(section.chart, locale, `chart-${index + 1}@parley`)
        : undefined;
      charts.push(rendered?.chart ? { cid: rendered.cid, png: rendered.chart } : {});
    }
    const reportsUrl = `${this.config.publicUrl}/reports`;
    const head = {
      brand: this.config.auth.brandName,
      locale,
      industries: industriesOf(strategy),
      document,
      preview: job.preview,
    };
    const mail = renderReportMail({
      ...head,
      chartCids: charts.map((c) => c.cid),
      reportUrl: `${reportsUrl}/${encodeURIComponent(job.runKey)}`,
      reportsUrl,
    });
    // The same report as a PDF and a workbook, drawn by the digests' renderers.
    const { intro, industries } = reportHead(head);
    const files = await reportAttachments({
      document,
      cards,
      charts: charts.map((c) => c.png),
      opening: [industries, intro, document.summary.join(' ')].filter((p) => p.length > 0),
      locale,
      name: `${digestWords(locale).reportFileName}-${localDay(scheduled, tenant.profile.timezone)}`,
    });
    const messageId = this.mail.messageId(job.runKey);
    await this.mail.deliver({
      to: tenant.email,
      ...mail,
      messageId,
      attachments: [
        ...charts.flatMap(({ cid, png }) =>
          cid && png
            ? [
                {
                  filename: `${cid.split('@')[0]}.png`,
                  content: png,
                  contentType: 'image/png',
                  cid,
                },
              ]
            : [],
        ),
        ...files,
      ],
    });
    const sentAt = this.clock.now();
    await this.runs.record(
      tenant.tenantId,
      {
        type: 'RecordReportSent',
        data: {
          runKey: job.runKey,
          kind: 'report',
          targetId: tenant.tenantId,
          scheduledFor: job.scheduledFor,
          preview: job.preview,
          sentAt: sentAt.toISOString(),
          messageId,
          frequency,
          ...(document.from && document.to
            ? { periodFrom: document.from, periodTo: document.to }
            : {}),
          headlines: headlines.map((line) => line.replace(/\s+/g, ' ')).join('\n'),
          content: JSON.stringify(document),
        },
      },
      sentAt,
    );
    this.notices.publish({
      tenantId: tenant.tenantId,
      id: job.runKey,
      kind: 'report',
      status: 'sent',
      targetId: tenant.tenantId,
      preview: job.preview,
      at: sentAt.toISOString(),
      title: strategy.business_name,
    });
    return 'sent';
  }
}
