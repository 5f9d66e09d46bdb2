import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AnswerCard } from '@parley/domain';
import { AllowBearer, Public } from '../auth/auth.decorators';
import { ApiError } from '../http/api-error';
import { requestLocale } from '../http/request-context';
import type { ParleyRequest } from '../http/request-context';
import { Raw } from '../http/response-envelope.interceptor';
import { CardImageDto } from './card-image.dto';
import { CardImageService } from './card-image.service';
import { CardImageStore } from './card-image.store';

@Controller('api/v1/card-image')
export class CardImageController {
  constructor(
    private readonly images: CardImageService,
    private readonly store: CardImageStore,
  ) {}

  // Bots and the web ask for a lasting, signed image URL of the chart the person is looking at.
  @Post()
  @HttpCode(200)
  @AllowBearer()
  publish(
    @Body() body: CardImageDto,
    @Req() request: ParleyRequest,
  ): Promise<{ id: string; url: string }> {
    return this.images.publish(
      request.user?.tenantId ?? '',
      body.result as unknown as AnswerCard,
      body.selected_chart,
      body.locale ?? requestLocale(request),
    );
  }

  @Get(':file')
  @Public()
  @Raw()
  async image(
    @Param('file') file: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const now = Date.now();
    const id = /^([\w-]{22})\.png$/.exec(file)?.[1];
    const valid = id !== undefined && this.images.signer.verify(id, expires, signature, now);
    const bytes = valid ? await this.store.get(id, now) : undefined;
    if (!bytes) throw new ApiError(404, 'errors.not_found');
    const maxAge = Math.max(0, Math.floor((Number(expires) * 1000 - now) / 1000));
    void reply
      .header('content-type', 'image/png')
      .header('cache-control', `public, max-age=${maxAge}, immutable`)
      // Alexa's screen devices load APL images cross-origin and need CORS; the signed URL is the
      // only secret, so any origin may read the picture.
      .header('access-control-allow-origin', '*')
      .send(bytes);
  }
}
