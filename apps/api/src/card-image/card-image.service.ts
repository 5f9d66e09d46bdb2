import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AnswerCard, ChartType } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { loadMasterKey } from '../vault/master-key';
import { selectChart } from './chart-data';
import { CardImageUrlSigner } from './card-image-url.signer';
import { chartImageSvg } from './chart-image';
import { CardImageStore } from './card-image.store';
import type { StoredCardImage } from './card-image.store';
import { svgToPng } from './png-renderer';

export type CardForImage = Pick<AnswerCard, 'title' | 'table' | 'columns' | 'chart'> &
  Partial<Pick<AnswerCard, 'query'>>;

@Injectable()
export class CardImageService {
  readonly signer: CardImageUrlSigner;
  private readonly base: string;

  constructor(
    private readonly store: CardImageStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.signer = new CardImageUrlSigner(loadMasterKey(config.sharedDir, config.secretKey));
    // Teams and Alexa show only https images; TLS ends at the proxy in front of PUBLIC_URL.
    this.base = config.publicUrl;
    if (config.production && this.base.startsWith('http:')) {
      this.base = this.base.replace(/^http:/, 'https:');
      new Logger(CardImageService.name).warn(
        `PUBLIC_URL is not https in production: chart links use ${this.base}`,
      );
    }
  }

  /** The selected chart of a card as PNG bytes (2x for sharp mail and Teams rendering). */
  renderPng(
    card: CardForImage,
    selected: number | ChartType | undefined,
    locale: string,
  ): Promise<Buffer> {
    const chart = selectChart(card, selected);
    if (!chart) return Promise.reject(new ApiError(400, 'card_image.no_chart'));
    return svgToPng(chartImageSvg(card, chart, locale), 1600);
  }

  /** Renders and keeps the image for weeks; answers its signed public URL. */
  async publish(
    tenantId: string,
    card: CardForImage,
    selected: number | ChartType | undefined,
    locale: string,
  ): Promise<{ id: string; url: string }> {
    return this.linkTo(
      await this.store.put(tenantId, await this.renderPng(card, selected, locale)),
    );
  }

  /** The signed public URL of a stored image, valid until the image expires. */
  linkTo(image: StoredCardImage): { id: string; url: string } {
    const { id, expires, signature } = this.signer.sign(image._id, image.expiresAt);
    return {
      id,
      url: `${this.base}/api/v1/card-image/${id}.png?expires=${expires}&signature=${signature}`,
    };
  }
}
