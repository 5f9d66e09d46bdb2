import { pdfPlacement } from './pdf-layout';

describe('PDF layout', () => {
  it('fits a wide card between the 2-inch side margins', () => {
    const p = pdfPlacement(1400, 700);
    expect(p.width).toBeCloseTo(7);
    expect(p.height).toBeCloseTo(3.5);
    expect(p.x).toBeCloseTo(2);
    expect(p.y).toBeCloseTo(0.5);
  });

  it('fits a tall card between the half-inch top and bottom margins, centred', () => {
    const p = pdfPlacement(500, 1000);
    expect(p.height).toBeCloseTo(7.5);
    expect(p.width).toBeCloseTo(3.75);
    expect(p.x).toBeCloseTo(2 + (7 - 3.75) / 2);
  });
});
