import { isoDate } from './csv';

const slug = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

// Keeps a name well under every file system's limit, cut at a word.
const titleLength = 60;

// One name for every export of a card: parley-<title>-<YYYY-MM-DD>.<ext> (spec §9 names the CSV by
// product and date; the title tells several exports of one day apart).
export function exportFileName(
  product: string,
  title: string | undefined,
  date: Date,
  ext: 'csv' | 'png' | 'pdf',
): string {
  const words = slug(title ?? '');
  const cut =
    words.length > titleLength ? words.slice(0, titleLength).replace(/-[^-]*$/, '') : words;
  return [slug(product) || 'export', cut, isoDate(date)].filter(Boolean).join('-') + `.${ext}`;
}
