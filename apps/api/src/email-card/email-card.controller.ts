import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { AnswerCard } from '@parley/domain';
import { AllowBearer, CurrentUser } from '../auth/auth.decorators';
import { CardImageService } from '../card-image/card-image.service';
import { selectChart } from '../card-image/chart-data';
import { CardImageDto } from '../card-image/card-image.dto';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { requestLocale } from '../http/request-context';
import type { ParleyRequest, RequestUser } from '../http/request-context';
import { MailService } from '../mail/mail.service';
import { CHART_CID, renderCardMail } from './card-mail.template';

@Controller('api/v1/email_card')
export class EmailCardController {
  constructor(
    private readonly images: CardImageService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // "E-mail me" of the export modal: the card goes to the signed-in person's own address only.
  @Post()
  @HttpCode(200)
  @AllowBearer()
  async send(
    @Body() body: CardImageDto,
    @CurrentUser() user: RequestUser,
    @Req() request: ParleyRequest,
  ): Promise<{ sent: true }> {
    const locale = body.locale ?? requestLocale(request);
    const card = body.result as unknown as AnswerCard;
    const selected = body.selected_chart;
    const png = selectChart(card, selected)
      ? await this.images.renderPng(card, selected, locale)
      : undefined;
    const mail = renderCardMail(
      card,
      locale,
      this.config.auth.brandName,
      this.config.publicUrl,
      png !== undefined,
    );
    await this.mail.deliver({
      to: user.email,
      ...mail,
      attachments: png
        ? [{ filename: 'chart.png', content: png, contentType: 'image/png', cid: CHART_CID }]
        : [],
    });
    return { sent: true };
  }
}
