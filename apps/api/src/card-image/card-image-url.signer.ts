import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedImage = { id: string; expires: number; signature: string };

/**
 * Image links are public (Teams and Alexa fetch them without a session), so each carries its
 * expiry and an HMAC over id and expiry: an instance refuses a forged or stretched link before
 * touching the store. The key derives from the master key, which every instance shares.
 */
export class CardImageUrlSigner {
  private readonly key: Buffer;

  constructor(masterKey: Buffer) {
    this.key = createHmac('sha256', masterKey).update('parley:card-image-url').digest();
  }

  sign(id: string, expiresAt: number): SignedImage {
    const expires = Math.floor(expiresAt / 1000);
    return { id, expires, signature: this.mac(id, expires) };
  }

  verify(id: string, expires: string | undefined, signature: string | undefined, now: number) {
    const seconds = Number(expires);
    if (!Number.isSafeInteger(seconds) || seconds * 1000 <= now || !signature) return false;
    const expected = Buffer.from(this.mac(id, seconds));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(id: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${id}.${expires}`).digest('base64url');
  }
}
