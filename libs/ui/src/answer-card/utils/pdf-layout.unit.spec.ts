import { pdfBox, pdfPage, pdfPlacement } from './pdf-layout';

const inch = 72;

describe('PDF layout', () => {
  it('is a US letter page in landscape with margins of 0.5, 2, 0.5 and 2 inches', () => {
    expect(pdfPage).toEqual({ width: 11 * inch, height: 8.5 * inch });
    expect(pdfBox).toEqual({ x: 2 * inch, y: 0.5 * inch, width: 7 * inch, height: 7.5 * inch });
  });

  it('draws a wide chart across the 7 inches between the side margins', () => {
    const p = pdfPlacement(1400, 700);
    expect(p.width / inch).toBeCloseTo(7);
    expect(p.height / inch).toBeCloseTo(3.5);
    expect(p.x / inch).toBeCloseTo(2);
    expect(p.y / inch).toBeCloseTo(0.5);
  });

  it('keeps a tall picture within the half-inch top and bottom margins, centred', () => {
    const p = pdfPlacement(500, 1000);
    expect(p.height / inch).toBeCloseTo(7.5);
    expect(p.width / inch).toBeCloseTo(3.75);
    expect(p.x / inch).toBeCloseTo(2 + (7 - 3.75) / 2);
  });
});
