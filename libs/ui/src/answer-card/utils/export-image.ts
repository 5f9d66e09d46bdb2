import { isoDate } from './csv';
import { pdfJpegQuality, pdfPage, pdfPlacement } from './pdf-layout';

// The card's own buttons stay out of the picture.
const keep = (node: HTMLElement) => !(node.classList?.contains('pui-card__toolbar') ?? false);

function save(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

// Spec §9: PNG export is export.png. The libraries load only when someone exports.
export async function exportPng(node: HTMLElement): Promise<void> {
  const { toPng } = await import('html-to-image');
  save(
    await toPng(node, { pixelRatio: 2, backgroundColor: '#ffffff', filter: keep }),
    'export.png',
  );
}

export async function exportPdf(node: HTMLElement, filePrefix: string): Promise<void> {
  const [{ toJpeg }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const jpeg = await toJpeg(node, {
    quality: pdfJpegQuality,
    pixelRatio: 2,
    backgroundColor: '#ffffff',
    filter: keep,
  });
  const place = pdfPlacement(node.offsetWidth, node.offsetHeight);
  const pdf = new jsPDF({
    orientation: 'landscape',
    unit: 'in',
    format: [pdfPage.width, pdfPage.height],
  });
  pdf.addImage(jpeg, 'JPEG', place.x, place.y, place.width, place.height);
  pdf.save(`${filePrefix}-${isoDate(new Date())}.pdf`);
}
