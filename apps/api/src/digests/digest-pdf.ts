import PDFDocument from 'pdfkit';
import { compactCard, formatCell } from '@parley/domain';
import { FONT_DIR } from '../card-image/png-renderer';
import type { RenderedCard } from './rendered-digest';

const MAX_PDF_ROWS = 40;
const MARGIN = 36;

// The whole collection as one PDF (spec §9: US letter, landscape), one card per page: title,
// sentence, chart, table and insights, in a font that has Turkish letters.
export function digestPdf(title: string, cards: RenderedCard[], locale: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title },
    autoFirstPage: false,
  });
  doc.registerFont('body', `${FONT_DIR}/DejaVuSans.ttf`);
  doc.registerFont('bold', `${FONT_DIR}/DejaVuSans-Bold.ttf`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page ? doc.page.width : 792;
  for (const { card, chart } of cards) {
    doc.addPage();
    const inner = (doc.page?.width ?? width) - MARGIN * 2;
    doc.font('bold').fontSize(16).text(card.title);
    doc.moveDown(0.3).font('body').fontSize(10).text(card.text);
    doc.moveDown(0.5);
    if (chart) doc.image(chart, { fit: [inner, 260], align: 'center' }).moveDown(0.5);
    const rows = card.table.slice(0, MAX_PDF_ROWS);
    const options = { locale, compact: compactCard(card) };
    if (card.columns.length > 0 && rows.length > 0) {
      doc.x = MARGIN;
      doc.fontSize(8).table({
        maxWidth: inner,
        data: [
          card.columns.map((column) => ({ text: column.label, font: { src: 'bold' } })),
          ...rows.map((row) =>
            card.columns.map((column) => formatCell(card, row, column.key, options)),
          ),
        ],
      });
    }
    if (card.insights.length > 0) {
      doc.moveDown(0.5).x = MARGIN;
      for (const insight of card.insights)
        doc
          .fontSize(9)
          .text(
            `• ${typeof insight === 'string' ? insight : `${insight.context}: ${insight.text}`}`,
          );
    }
  }
  if (cards.length === 0) doc.addPage().font('bold').fontSize(16).text(title);
  doc.end();
  return done;
}
