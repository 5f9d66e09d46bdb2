import { decode } from 'fast-png';
import { svgToPng } from '../card-image/png-renderer';
import { pdfReadyPng } from './pdf-image';

describe('a chart image for the PDF', () => {
  it('is the same picture as an opaque RGB PNG at half size', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect x="0" y="0" width="100" height="100" fill="#2563eb"/></svg>';
    const png = await svgToPng(svg);
    const original = decode(png);
    const ready = decode(pdfReadyPng(png));
    expect([ready.width, ready.height, ready.channels]).toEqual([
      original.width / 2,
      original.height / 2,
      3,
    ]);
    // Left half blue, right half white, as drawn.
    const pixel = (x: number, y: number) =>
      Array.from(ready.data.slice((y * ready.width + x) * 3, (y * ready.width + x) * 3 + 3));
    expect(pixel(10, 10)).toEqual([0x25, 0x63, 0xeb]);
    expect(pixel(ready.width - 5, 10)).toEqual([255, 255, 255]);
  });
});
