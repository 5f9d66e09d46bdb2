import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';

/** What is known about a stored image, without its bytes. */
export type StoredCardImage = {
  _id: string;
  tenantId: string;
  createdAt: number;
  expiresAt: number;
};
type CardImageBytes = { _id: string; png: string; expiresAt: number };

// A Teams message or an Alexa card is read days later: its chart must still load then.
export const CARD_IMAGE_TTL_MS = 28 * 24 * 60 * 60 * 1000;
// One tenant's images never push out another's; its own oldest go beyond this many.
export const MAX_IMAGES_PER_TENANT = 2000;
// Lets a test try the cap's policy on a handful of images instead of thousands.
export const CARD_IMAGE_CAP = Symbol('CARD_IMAGE_CAP');
// Expired images are swept now and then, not on every publish.
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const IMAGES = 'card_images';
// The bytes apart from what is searched: sweeping and counting read only the small documents,
// and an image is fetched by its id alone.
const BYTES = 'card_image_bytes';

/**
 * Rendered charts kept in the document store (embedded in DATA_DIR, or MongoDB shared by every
 * API instance), so any instance serves a link for as long as it lives. Not a read model:
 * rebuilding projections leaves it alone.
 */
@Injectable()
export class CardImageStore {
  private lastSweep = 0;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Optional() @Inject(CARD_IMAGE_CAP) private readonly maxPerTenant = MAX_IMAGES_PER_TENANT,
  ) {}

  async put(tenantId: string, png: Buffer, now = Date.now()): Promise<StoredCardImage> {
    const images = this.documents.collection<StoredCardImage>(IMAGES);
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.remove(await images.find({ expiresAt: { $lte: now } }));
    }
    const image: StoredCardImage = {
      _id: randomBytes(16).toString('base64url'),
      tenantId,
      createdAt: now,
      expiresAt: now + CARD_IMAGE_TTL_MS,
    };
    await this.documents
      .collection<CardImageBytes>(BYTES)
      .insertOne({ _id: image._id, png: png.toString('base64'), expiresAt: image.expiresAt });
    await images.insertOne(image);
    const surplus = (await images.count({ tenantId })) - this.maxPerTenant;
    if (surplus > 0)
      await this.remove(
        await images.find({ tenantId }, { sort: { createdAt: 1 }, limit: surplus }),
      );
    return image;
  }

  async get(id: string, now = Date.now()): Promise<Buffer | undefined> {
    const found = await this.documents.collection<CardImageBytes>(BYTES).findOne({ _id: id });
    if (!found || found.expiresAt <= now) return undefined;
    return Buffer.from(found.png, 'base64');
  }

  // One id at a time: a lookup by id is the one the embedded store answers without a scan.
  private async remove(images: StoredCardImage[]): Promise<void> {
    for (const { _id } of images) {
      await this.documents.collection(BYTES).deleteOne({ _id });
      await this.documents.collection(IMAGES).deleteOne({ _id });
    }
  }
}
