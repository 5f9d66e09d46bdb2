import { Inject, Injectable } from '@nestjs/common';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { PLAN_LIMITS } from '@parley/domain';
import type { ActiveTenant } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { CollectionReader } from '../collections/collection-reader';
import { pickLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import { renderDigestMail } from '../mail/digest-mail.template';
import { digestWords } from '../mail/digest-words';
import { MailService } from '../mail/mail.service';
import { TenantRepository } from '../tenant/tenant-repository';
import { DeliveryClock } from './delivery-clock';
import { DeliveryNotices } from './delivery-notices';
import { DeliveryRuns } from './delivery-runs';
import { digestPdf } from './digest-pdf';
import { DigestRenderer } from './digest-renderer';
import { digestWorkbook } from './digest-workbook';
import type { DeliveryJob } from './queue/delivery-queue.port';
import { validTimeZone } from './schedule/delivery-schedule';
import { UnsubscribeLinks } from './unsubscribe-links';

export type RunOutcome = 'sent' | 'already_sent' | 'skipped';

export const localeOf = (tenant: ActiveTenant): Locale => pickLocale([tenant.profile.language]);

// "today" of the person's time zone at the run's time, so relative ranges read as they would
// in the live collection opened that morning.
export const localDay = (at: Date, timeZone: string | undefined) =>
  format(new TZDate(at.getTime(), validTimeZone(timeZone)), 'yyyy-MM-dd');

/**
 * One digest run: skip if its run already has a sent fact; otherwise re-run and render every
 * card, send one mail whose Message-ID is the run's, and record DigestSent. A crash or failure
 * before the record leaves no fact, so the queue's retry renders and sends again — once.
 */
@Injectable()
export class DigestRunner {
  constructor(
    private readonly runs: DeliveryRuns,
    private readonly tenants: TenantRepository,
    private readonly reader: CollectionReader,
    private readonly renderer: DigestRenderer,
    private readonly mail: MailService,
    private readonly clock: DeliveryClock,
    private readonly notices: DeliveryNotices,
    private readonly links: UnsubscribeLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(job: DeliveryJob): Promise<RunOutcome> {
    if ((await this.runs.state(job.runKey)).sent) return 'already_sent';
    const tenant = await this.tenants.active(job.tenantId);
    const doc = await this.reader.own(job.tenantId, job.targetId).catch(() => null);
    if (!tenant || !doc) return 'skipped';
    const settings = await this.runs.settings(doc._id);
    // Spec §9: a daily digest is a Premium feature; after a downgrade it stops going out.
    const allowed = PLAN_LIMITS[tenant.plan].digests.includes(doc.digest);
    // An empty collection has nothing to tell: no scheduled mail (a preview still shows the frame).
    const empty = doc.questions.length === 0;
    if (!job.preview && (!settings.enabled || !allowed || empty)) return 'skipped';
    const locale = localeOf(tenant);
    const rendered = await this.renderer.render(
      {
        tenantId: tenant.tenantId,
        userId: tenant.tenantId,
        locale,
        now: localDay(new Date(job.scheduledFor), tenant.profile.timezone),
      },
      doc,
    );
    const pdf = await digestPdf(rendered.title, rendered.cards, locale);
    const xlsx = settings.xlsx
      ? await digestWorkbook(rendered.cards.map((c) => c.card))
      : undefined;
    const collectionUrl = `${this.config.publicUrl}/collection/${encodeURIComponent(doc._id)}`;
    const unsubscribeUrl = this.links.url(tenant.tenantId, doc._id);
    const inline = !settings.attachmentsOnly;
    const mail = renderDigestMail({
      brand: this.config.auth.brandName,
      locale,
      collectionName: doc.name,
      frequency: doc.digest,
      cards: rendered.cards.map(({ card, cid, chart }) => ({
        card,
        ...(inline && chart ? { cid } : {}),
      })),
      failed: rendered.failed,
      collectionUrl,
      unsubscribeUrl,
      attachmentsOnly: settings.attachmentsOnly,
      preview: job.preview,
    });
    const file = `${digestWords(locale).pdfName}-${localDay(new Date(job.scheduledFor), tenant.profile.timezone)}`;
    const messageId = this.mail.messageId(job.runKey);
    await this.mail.deliver({
      to: tenant.email,
      ...mail,
      messageId,
      list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [
        ...(inline
          ? rendered.cards.flatMap(({ chart, cid }, index) =>
              chart && cid
                ? [
                    {
                      filename: `chart-${index + 1}.png`,
                      content: chart,
                      contentType: 'image/png',
                      cid,
                    },
                  ]
                : [],
            )
          : []),
        { filename: `${file}.pdf`, content: pdf, contentType: 'application/pdf' },
        ...(xlsx
          ? [
              {
                filename: `${file}.xlsx`,
                content: xlsx,
                contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              },
            ]
          : []),
      ],
    });
    const sentAt = this.clock.now();
    await this.runs.record(
      tenant.tenantId,
      {
        type: 'RecordDigestSent',
        data: {
          runKey: job.runKey,
          kind: 'digest',
          targetId: doc._id,
          scheduledFor: job.scheduledFor,
          preview: job.preview,
          sentAt: sentAt.toISOString(),
          cards: rendered.cards.length,
          messageId,
        },
      },
      sentAt,
    );
    this.notices.publish({
      tenantId: tenant.tenantId,
      id: job.runKey,
      kind: 'digest',
      status: 'sent',
      targetId: doc._id,
      preview: job.preview,
      at: sentAt.toISOString(),
      title: doc.name,
    });
    return 'sent';
  }
}
