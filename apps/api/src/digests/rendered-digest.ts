import type { AnswerCard } from '@parley/domain';

// One card as the digest shows it: the answer re-run at send time and its chart as PNG bytes.
export type RenderedCard = { card: AnswerCard; chart?: Buffer; cid?: string };

export type RenderedDigest = {
  title: string;
  cards: RenderedCard[];
  // Cards that could not be answered, with the reason in the person's language.
  failed: { phrase: string; message: string }[];
};

// A rendered image that is not a PNG of some size is a broken image: the run fails instead.
export function isWholePng(png: Buffer | undefined): png is Buffer {
  if (!png || png.length < 200) return false;
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') return false;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return width > 0 && height > 0 && png.subarray(-8, -4).toString('latin1') === 'IEND';
}
