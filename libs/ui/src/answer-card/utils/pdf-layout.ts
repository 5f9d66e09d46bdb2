// Spec §9: PDF on US letter, landscape, margins 0.5, 2, 0.5, 2 inches (top, right, bottom, left).
export const pdfPage = { width: 11, height: 8.5 } as const;
export const pdfMargins = { top: 0.5, right: 2, bottom: 0.5, left: 2 } as const;
export const pdfJpegQuality = 0.98;

export type Placement = { x: number; y: number; width: number; height: number };

// The card image scaled to fit inside the margins, keeping its shape, centred left to right.
export function pdfPlacement(imageWidth: number, imageHeight: number): Placement {
  const boxW = pdfPage.width - pdfMargins.left - pdfMargins.right;
  const boxH = pdfPage.height - pdfMargins.top - pdfMargins.bottom;
  const scale = Math.min(boxW / Math.max(1, imageWidth), boxH / Math.max(1, imageHeight));
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: pdfMargins.left + (boxW - width) / 2, y: pdfMargins.top, width, height };
}
