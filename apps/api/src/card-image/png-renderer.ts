import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';

// The shipped font every chart falls back to (the web's Inter/Segoe UI stack is not installed here).
export const CHART_FONT = 'DejaVu Sans';

// apps/api/assets/fonts, from src/card-image and from dist/card-image alike: no system fonts,
// so a chart renders the same on every server.
export const FONT_DIR = resolve(__dirname, '../../assets/fonts');
const fontFiles = readdirSync(FONT_DIR)
  .filter((name) => name.endsWith('.ttf'))
  .map((name) => join(FONT_DIR, name));

// Rasterising takes tens of milliseconds: resvg's worker thread keeps it off the event loop.
export async function svgToPng(svg: string, width?: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: {
      fontFiles,
      loadSystemFonts: false,
      defaultFontFamily: CHART_FONT,
      sansSerifFamily: CHART_FONT,
    },
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
    background: '#ffffff',
  });
  return image.asPng();
}
