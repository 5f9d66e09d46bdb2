import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AnswerCard } from '@parley/domain';
import { AllowBearer, Public } from '../auth/auth.decorators';
import { ApiError } from '../http/api-error';
import { requestLocale } from '../http/request-context';
import type { ParleyRequest } from '../http/request-context';
import { Raw } from '../http/response-envelope.interceptor';
import { registerMessages } from '../i18n/server-messages';
import { CardImageDto } from './card-image.dto';
import { CardImageService } from './card-image.service';
import { CardImageStore } from './card-image.store';

registerMessages('en', { 'card_image.no_chart': 'This card has no chart to draw.' });
registerMessages('tr', { 'card_image.no_chart': 'Bu kartta çizilecek bir grafik yok.' });

@Controller('api/v1/card-image')
export class CardImageController {
  constructor(
    private readonly images: CardImageService,
    private readonly store: CardImageStore,
  ) {}

  // Bots and the web ask for a short-lived image URL of the chart the person is looking at.
  @Post()
  @HttpCode(200)
  @AllowBearer()
  publish(
    @Body() body: CardImageDto,
    @Req() request: ParleyRequest,
  ): Promise<{ id: string; url: string }> {
    return this.images.publish(
      body.result as unknown as AnswerCard,
      body.selected_chart,
      body.locale ?? requestLocale(request),
    );
  }

  @Get(':file')
  @Public()
  @Raw()
  image(@Param('file') file: string, @Res() reply: FastifyReply): void {
    const png = /^([\w-]{22})\.png$/.exec(file)?.[1];
    const bytes = png ? this.store.get(png) : undefined;
    if (!bytes) throw new ApiError(404, 'errors.not_found');
    void reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=3600, immutable')
      .send(bytes);
  }
}
