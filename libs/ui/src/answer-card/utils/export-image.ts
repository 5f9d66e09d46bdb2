import type { jsPDF } from 'jspdf';
import type { TableModel } from './table-model';
import { pdfBox, pdfMargins, pdfPlacement } from './pdf-layout';

function save(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

// The chart is pictured at three times its CSS size: at 7 inches wide that is well over 300 dpi.
const chartPixelRatio = 3;

// PNG of the card sheet (the whole card, flat) at twice its size. The libraries load only when
// someone exports.
export async function exportPng(sheet: HTMLElement, fileName: string): Promise<void> {
  const { toPng } = await import('html-to-image');
  save(await toPng(sheet, { pixelRatio: 2, backgroundColor: '#ffffff' }), fileName);
}

export type PdfContent = {
  title: string;
  text: string;
  table: TableModel;
  footer: string;
  // The sheet's chart, pictured sharp; null when the card has none.
  chart: HTMLElement | null;
  fontUrl: string;
};

const fontName = 'DejaVuSans';

// Helvetica in a PDF has no ş, ğ or ı: a Unicode font (DejaVu Sans, shipped with the app) is
// embedded when it can be fetched.
async function useUnicodeFont(pdf: jsPDF, url: string): Promise<string> {
  try {
    const response = await fetch(url);
    if (!response.ok) return 'helvetica';
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    pdf.addFileToVFS(`${fontName}.ttf`, btoa(binary));
    pdf.addFont(`${fontName}.ttf`, fontName, 'normal');
    pdf.addFont(`${fontName}.ttf`, fontName, 'bold');
    return fontName;
  } catch {
    return 'helvetica';
  }
}

// Spec §9 PDF: letter, landscape, margins 0.5/2/0.5/2 in. Title and summary as text, the chart as
// a sharp picture across the printable width, then the whole table, continued on as many pages as
// it needs with its header repeated.
export async function exportPdf(content: PdfContent, fileName: string): Promise<void> {
  const [{ toPng }, jspdf, { autoTable }] = await Promise.all([
    import('html-to-image'),
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  const pdf = new jspdf.jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  const font = await useUnicodeFont(pdf, content.fontUrl);
  const bottom = pdfBox.y + pdfBox.height;
  let y = pdfBox.y;
  const write = (text: string, size: number, style: 'normal' | 'bold', color = 15) => {
    if (!text) return;
    pdf.setFont(font, style);
    pdf.setFontSize(size);
    pdf.setTextColor(color);
    const lines = pdf.splitTextToSize(text, pdfBox.width) as string[];
    const lineHeight = size * 1.3;
    for (const line of lines) {
      if (y + lineHeight > bottom) {
        pdf.addPage();
        y = pdfBox.y;
      }
      pdf.text(line, pdfBox.x, y + size);
      y += lineHeight;
    }
    y += size * 0.5;
  };
  write(content.title, 16, 'bold');
  write(content.text, 10, 'normal', 60);
  if (content.chart) {
    const png = await toPng(content.chart, {
      pixelRatio: chartPixelRatio,
      backgroundColor: '#ffffff',
    });
    let place = pdfPlacement(content.chart.offsetWidth, content.chart.offsetHeight, y);
    if (place.y + place.height > bottom) {
      pdf.addPage();
      place = pdfPlacement(content.chart.offsetWidth, content.chart.offsetHeight);
    }
    pdf.addImage(png, 'PNG', place.x, place.y, place.width, place.height, undefined, 'FAST');
    y = place.y + place.height + 12;
  }
  const { table } = content;
  if (table.body.length > 0) {
    autoTable(pdf, {
      head: [table.head],
      body: table.body,
      ...(table.foot ? { foot: [table.foot] } : {}),
      startY: y,
      margin: { ...pdfMargins },
      showHead: 'everyPage',
      showFoot: 'lastPage',
      rowPageBreak: 'avoid',
      styles: { font, fontSize: 9, cellPadding: 4, overflow: 'linebreak' },
      headStyles: { fillColor: [241, 245, 249], textColor: 15, fontStyle: 'bold' },
      footStyles: { fillColor: [241, 245, 249], textColor: 15, fontStyle: 'bold' },
      // Numbers line up on the right in the header and the totals too, as on screen.
      didParseCell: (cell: { column: { index: number }; cell: { styles: { halign: string } } }) => {
        if (table.numeric[cell.column.index]) cell.cell.styles.halign = 'right';
      },
    });
    y =
      ((pdf as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? y) + 12;
  }
  write(content.footer, 8, 'normal', 100);
  pdf.save(fileName);
}
