import { Injectable } from '@nestjs/common';
import type { AnswerCard } from '@parley/domain';
import { CardImageService } from '../card-image/card-image.service';
import { selectChart } from '../card-image/chart-data';
import { CardRunner } from '../collections/card-runner';
import type { CardRunContext } from '../collections/card-runner';
import type { CollectionDocument } from '../projections/collections.projection';
import { isWholePng } from './rendered-digest';
import type { RenderedCard, RenderedDigest } from './rendered-digest';

// A run that cannot render says what failed; the queue retries it, the last try tells the person.
export class RenderFailedError extends Error {
  override readonly name = 'RenderFailedError';
}

// Every card of the collection re-run through AskQuestion (as the live collection does) and
// its chart drawn by the one server chart renderer; a chart that does not render fails the run.
@Injectable()
export class DigestRenderer {
  constructor(
    private readonly runner: CardRunner,
    private readonly images: CardImageService,
  ) {}

  async render(context: CardRunContext, doc: CollectionDocument): Promise<RenderedDigest> {
    const responses = await this.runner.runAll(context, doc.questions);
    const cards: RenderedCard[] = [];
    const failed: RenderedDigest['failed'] = [];
    for (const [index, response] of responses.entries()) {
      if (!response.card) {
        failed.push({ phrase: response.question.phrase, message: response.message ?? '' });
        continue;
      }
      cards.push(await this.withChart(response.card, context.locale, `chart-${index + 1}@parley`));
    }
    // Every card failing is a failed run (a source down), not a digest of error lines.
    if (cards.length === 0 && failed.length > 0)
      throw new RenderFailedError(failed.map((f) => `${f.phrase}: ${f.message}`).join('; '));
    return { title: doc.name, cards, failed };
  }

  async withChart(card: AnswerCard, locale: string, cid: string): Promise<RenderedCard> {
    // A card without a drawable chart (a table, a sentence) goes without an image.
    if (!selectChart(card) || card.table.length === 0) return { card };
    let png: Buffer | undefined;
    try {
      png = await this.images.renderPng(card, undefined, locale);
    } catch (error) {
      throw new RenderFailedError(
        `chart of “${card.title}”: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!isWholePng(png)) throw new RenderFailedError(`chart of “${card.title}”: empty image`);
    return { card, chart: png, cid };
  }
}
