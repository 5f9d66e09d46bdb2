import { timingSafeEqual } from 'node:crypto';

/** A secret compared in constant time, so the reply's timing tells nothing of how much matched. */
export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
