import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';

export type StoredCardImage = {
  _id: string;
  tenantId: string;
  png: string;
  createdAt: number;
  expiresAt: number;
};

// A Teams message or an Alexa card is read days later: its chart must still load then.
export const CARD_IMAGE_TTL_MS = 28 * 24 * 60 * 60 * 1000;
// One tenant's images never push out another's; its own oldest go beyond this many.
export const MAX_IMAGES_PER_TENANT = 2000;
const COLLECTION = 'card_images';

/**
 * Rendered charts kept in the document store (embedded in DATA_DIR, or MongoDB shared by every
 * API instance), so any instance serves a link for as long as it lives. Not a read model:
 * rebuilding projections leaves it alone.
 */
@Injectable()
export class CardImageStore {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async put(tenantId: string, png: Buffer, now = Date.now()): Promise<StoredCardImage> {
    const images = this.documents.collection<StoredCardImage>(COLLECTION);
    await images.deleteMany({ expiresAt: { $lte: now } });
    const image: StoredCardImage = {
      _id: randomBytes(16).toString('base64url'),
      tenantId,
      png: png.toString('base64'),
      createdAt: now,
      expiresAt: now + CARD_IMAGE_TTL_MS,
    };
    await images.insertOne(image);
    const surplus = (await images.count({ tenantId })) - MAX_IMAGES_PER_TENANT;
    if (surplus > 0) {
      const oldest = await images.find({ tenantId }, { sort: { createdAt: 1 }, limit: surplus });
      await images.deleteMany({ _id: { $in: oldest.map((o) => o._id) } });
    }
    return image;
  }

  async get(id: string, now = Date.now()): Promise<Buffer | undefined> {
    const found = await this.documents.collection<StoredCardImage>(COLLECTION).findOne({ _id: id });
    if (!found || found.expiresAt <= now) return undefined;
    return Buffer.from(found.png, 'base64');
  }
}
