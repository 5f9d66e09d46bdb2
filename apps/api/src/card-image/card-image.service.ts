import { Inject, Injectable } from '@nestjs/common';
import type { AnswerCard, ChartType } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { selectChart } from './chart-data';
import { renderChartSvg } from './chart-svg';
import { CardImageStore } from './card-image.store';
import { svgToPng } from './png-renderer';

export type CardForImage = Pick<AnswerCard, 'title' | 'table' | 'columns' | 'chart'>;

@Injectable()
export class CardImageService {
  constructor(
    private readonly store: CardImageStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The selected chart of a card as PNG bytes (2x for sharp mail and Teams rendering). */
  renderPng(
    card: CardForImage,
    selected: number | ChartType | undefined,
    locale: string,
  ): Promise<Buffer> {
    const view = selectChart(card, selected, locale);
    if (!view) return Promise.reject(new ApiError(400, 'card_image.no_chart'));
    return svgToPng(renderChartSvg(card, view, locale), 1600);
  }

  /** Renders and keeps the image for an hour; answers its public URL. */
  async publish(
    card: CardForImage,
    selected: number | ChartType | undefined,
    locale: string,
  ): Promise<{ id: string; url: string }> {
    const id = this.store.put(await this.renderPng(card, selected, locale));
    return { id, url: `${this.config.publicUrl}/api/v1/card-image/${id}.png` };
  }
}
