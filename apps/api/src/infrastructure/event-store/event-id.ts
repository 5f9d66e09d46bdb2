import { createHash } from 'node:crypto';

// Fixed namespace of Parley's event ids (a random UUID chosen once; never change it, or retried
// commands would get new ids and append twice).
const namespace = Buffer.from('5b1c3c2e9d6a4f0e8a7d2f4b6c8e1a30', 'hex');

/**
 * The id of the `index`-th event a command produces: a name-based UUID (version 5), so the same
 * command sent twice yields the same ids and the second append is a no-op.
 */
export function deriveEventId(commandId: string, index: number): string {
  const hash = createHash('sha1').update(namespace).update(`${commandId}/${index}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
