import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { CHART_FONT } from './chart-svg';

// apps/api/assets/fonts, from src/card-image and from dist/card-image alike: no system fonts,
// so a chart renders the same on every server.
export const FONT_DIR = resolve(__dirname, '../../assets/fonts');
const fontFiles = readdirSync(FONT_DIR)
  .filter((name) => name.endsWith('.ttf'))
  .map((name) => join(FONT_DIR, name));

export function svgToPng(svg: string, width?: number): Buffer {
  const resvg = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: CHART_FONT, sansSerifFamily: CHART_FONT },
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
