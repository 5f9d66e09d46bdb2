import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

type Stored = { png: Buffer; expires: number };

export const CARD_IMAGE_TTL_MS = 60 * 60 * 1000;
const MAX_IMAGES = 500;

/**
 * Rendered charts for an hour: Teams and mail clients fetch the image by URL without a session,
 * so the id is an unguessable 128-bit token and the image disappears soon after.
 */
@Injectable()
export class CardImageStore {
  private readonly images = new Map<string, Stored>();

  put(png: Buffer, now = Date.now()): string {
    this.sweep(now);
    const id = randomBytes(16).toString('base64url');
    this.images.set(id, { png, expires: now + CARD_IMAGE_TTL_MS });
    // Oldest first in a Map: drop the oldest beyond the cap.
    for (const key of this.images.keys()) {
      if (this.images.size <= MAX_IMAGES) break;
      this.images.delete(key);
    }
    return id;
  }

  get(id: string, now = Date.now()): Buffer | undefined {
    const found = this.images.get(id);
    if (!found || found.expires <= now) return undefined;
    return found.png;
  }

  private sweep(now: number): void {
    for (const [key, value] of this.images) if (value.expires <= now) this.images.delete(key);
  }
}
