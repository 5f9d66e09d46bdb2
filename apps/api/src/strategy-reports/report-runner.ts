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
import { renderReportMail } from '../mail/report-mail.template';
import { MailService } from '../mail/mail.service';
import { TenantRepository } from '../tenant/tenant-repository';
import { StrategyReportBuilder } from './strategy-report';

const MAX_HEADLINES = 8;

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
    const report = await this.builder.build({
      tenantId: tenant.tenantId,
      strategy,
      frequency,
      locale,
      now: localDay(scheduled, tenant.profile.timezone),
    });
    let index = 0;
    const rendered = [];
    for (const section of report.sections) {
      const cards = [];
      for (const card of section.cards)
        cards.push(await this.renderer.withChart(card, locale, `chart-${++index}@parley`));
      rendered.push({ ...section, cards });
    }
    const reportsUrl = `${this.config.publicUrl}/reports`;
    const mail = renderReportMail({
      brand: this.config.auth.brandName,
      locale,
      business: strategy.business_name,
      industries: report.industries,
      unshownClients: report.unshownClients,
      absentClients: report.absentClients,
      sourceName: report.sourceName,
      from: period.from,
      to: period.to,
      sections: rendered.map((s) => ({
        ...s,
        cards: s.cards.map(({ card, cid, chart }) => ({ card, ...(chart ? { cid } : {}) })),
      })),
      reportsUrl,
      preview: job.preview,
    });
    const messageId = this.mail.messageId(job.runKey);
    await this.mail.deliver({
      to: tenant.email,
      ...mail,
      messageId,
      attachments: rendered.flatMap((s) =>
        s.cards.flatMap(({ chart, cid }) =>
          chart && cid
            ? [
                {
                  filename: `${cid.split('@')[0]}.png`,
                  content: chart,
                  contentType: 'image/png',
                  cid,
                },
              ]
            : [],
        ),
      ),
    });
    const sentAt = this.clock.now();
    const headlines = rendered
      .flatMap((s) => s.cards.map(({ card }) => `${s.topic}: ${card.text}`))
      .slice(0, MAX_HEADLINES)
      .map((line) => line.replace(/\s+/g, ' '))
      .join('\n');
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
          periodFrom: period.from,
          periodTo: period.to,
          headlines,
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
