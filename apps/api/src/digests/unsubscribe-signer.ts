import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of a digest mail: signed, so it works without signing in and
// nobody can switch off another person's digest by guessing ids. It does not expire: an old
// mail's link must still stop the mails (RFC 8058 asks for a lasting link).
export class UnsubscribeSigner {
  constructor(private readonly key: Buffer) {}

  token(tenantId: string, collectionId: string): string {
    const payload = Buffer.from(JSON.stringify([tenantId, collectionId])).toString('base64url');
    return `${payload}.${this.signature(payload)}`;
  }

  read(token: string): { tenantId: string; collectionId: string } | null {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.signature(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const [tenantId, collectionId] = JSON.parse(
        Buffer.from(payload, 'base64url').toString(),
      ) as unknown[];
      return typeof tenantId === 'string' && typeof collectionId === 'string'
        ? { tenantId, collectionId }
        : null;
    } catch {
      return null;
    }
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${payload}`).digest('base64url');
  }
}
