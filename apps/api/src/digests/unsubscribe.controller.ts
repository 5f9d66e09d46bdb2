import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { CollectionReader } from '../collections/collection-reader';
import { Raw } from '../http/response-envelope.interceptor';
import { requestLocale } from '../http/request-context';
import type { ParleyRequest } from '../http/request-context';
import { translate } from '../i18n/server-messages';
import { pickLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import { escapeHtml } from '../mail/digest-words';
import { TenantRepository } from '../tenant/tenant-repository';
import { DeliveryClock } from './delivery-clock';
import { DeliveryRuns } from './delivery-runs';
import { UnsubscribeLinks } from './unsubscribe-links';

const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale === 'tr' ? 'tr' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Parley</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px">${body}</body></html>`;

// A link that names nobody: the browser's language is all there is to go by.
const invalid = (request: ParleyRequest) => {
  const locale = requestLocale(request);
  return page(locale, `<p>${escapeHtml(translate('digests.unsubscribe_invalid', locale))}</p>`);
};

// The digest's one-click unsubscribe (RFC 8058): works without signing in, because the link is
// signed. Opening it shows a button (link scanners open links; they do not press buttons);
// a mail client's one-click POST unsubscribes at once.
@Controller('api/v1/digests/unsubscribe')
@Public()
@Raw()
export class UnsubscribeController {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly runs: DeliveryRuns,
    private readonly reader: CollectionReader,
    private readonly clock: DeliveryClock,
    private readonly tenants: TenantRepository,
  ) {}

  @Get()
  async confirm(
    @Query('token') token: string | undefined,
    @Req() request: ParleyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const target = await this.opened(token, reply);
    if (!target) return invalid(request);
    const { locale } = target;
    const question = translate('digests.unsubscribe_confirm', locale, { name: target.name });
    return page(
      locale,
      `<p>${escapeHtml(question)}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:10px 16px">${escapeHtml(translate('digests.unsubscribe_button', locale))}</button></form>`,
    );
  }

  @Post()
  @HttpCode(200)
  async unsubscribe(
    @Query('token') token: string | undefined,
    @Req() request: ParleyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const target = await this.opened(token, reply);
    if (!target) return invalid(request);
    const { locale } = target;
    // One command id per link: a second click (or the client's retry) records nothing new.
    await this.runs.changeSettings(
      target.tenantId,
      { collectionId: target.collectionId, enabled: false, via: 'link' },
      `unsubscribe/${target.collectionId}/${this.clock.now().toISOString().slice(0, 10)}`,
      this.clock.now(),
    );
    return page(
      locale,
      `<p>${escapeHtml(translate('digests.unsubscribed', locale, { name: target.name }))}</p>`,
    );
  }

  // Both steps answer HTML; a link that does not open (forged, or its collection gone) is a 400.
  private async opened(token: string | undefined, reply: FastifyReply) {
    void reply.type('text/html; charset=utf-8');
    const target = await this.target(token);
    if (!target) void reply.status(400);
    return target;
  }

  private async target(token: string | undefined) {
    const read = token ? this.links.signer.read(token) : null;
    if (!read) return null;
    const doc = await this.reader.own(read.tenantId, read.collectionId).catch(() => null);
    if (!doc) return null;
    // The page speaks the person's profile language, as their digest did, not the browser's.
    const tenant = await this.tenants.active(read.tenantId);
    const locale = pickLocale([tenant?.profile.language]);
    return { ...read, name: doc.name, locale };
  }
}
