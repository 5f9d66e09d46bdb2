// Spec §9: PDF on US letter, landscape, margins 0.5, 2, 0.5, 2 inches (top, right, bottom, left).
// In points (72 to the inch), jsPDF's unit for text and tables.
export const pdfPage = { width: 11 * 72, height: 8.5 * 72 } as const;
export const pdfMargins = { top: 0.5 * 72, right: 2 * 72, bottom: 0.5 * 72, left: 2 * 72 } as const;
export const pdfJpegQuality = 0.98;

export type Box = { x: number; y: number; width: number; height: number };

// The printable box inside the margins: 7 × 7.5 inches.
export const pdfBox: Box = {
  x: pdfMargins.left,
  y: pdfMargins.top,
  width: pdfPage.width - pdfMargins.left - pdfMargins.right,
  height: pdfPage.height - pdfMargins.top - pdfMargins.bottom,
};

// A picture of `pixelWidth` × `pixelHeight` drawn across the box's width, keeping its shape, and no
// taller than the box.
export function pdfPlacement(pixelWidth: number, pixelHeight: number, y = pdfBox.y): Box {
  const scale = Math.min(
    pdfBox.width / Math.max(1, pixelWidth),
    pdfBox.height / Math.max(1, pixelHeight),
  );
  const width = pixelWidth * scale;
  return { x: pdfBox.x + (pdfBox.width - width) / 2, y, width, height: pixelHeight * scale };
}
