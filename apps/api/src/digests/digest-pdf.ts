import PDFDocument from 'pdfkit';
import { compactCard, formatCell, seriesView } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import { FONT_DIR } from '../card-image/png-renderer';
import { pickLocale } from '../i18n/locale';
import { seriesNote } from '../mail/series-note';
import { pdfReadyPng } from './pdf-image';
import type { RenderedCard } from './rendered-digest';

const MAX_PDF_ROWS = 40;
const MARGIN = 36;
const CHART_HEIGHT = 260;

// The PDF's built-in Helvetica covers Windows-1252; Turkish letters (ğ, ş, ı), arrows and the
// minus sign need the shipped DejaVu font, whose parsing costs more than the rest of the PDF.
const WIN_ANSI = /^[\t\n\r\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

const insightText = (insight: AnswerCard['insights'][number]) =>
  typeof insight === 'string' ? insight : `${insight.context}: ${insight.text}`;

type PdfCard = {
  title: string;
  text: string;
  chart?: Buffer;
  // Under the chart: the series it leaves out, as the web legend says.
  note?: string;
  header: string[];
  rows: string[][];
  insights: string[];
};

function pdfCard({ card: saved, chart }: RenderedCard, locale: string): PdfCard {
  const card = seriesView(saved);
  const options = { locale, compact: compactCard(card) };
  return {
    title: card.title,
    text: card.text,
    chart,
    ...(chart ? { note: seriesNote(card, pickLocale([locale])) } : {}),
    header: card.columns.map((column) => column.label),
    rows: card.table
      .slice(0, MAX_PDF_ROWS)
      .map((row) => card.columns.map((column) => formatCell(card, row, column.key, options))),
    insights: card.insights.map(insightText),
  };
}

// The whole collection as one PDF (spec §9: US letter, landscape), one card per page: title,
// sentence, chart, table (cells as the web table shows them) and insights. `opening`: paragraphs
// of a first page under the title (a strategy report's summary), before the cards.
export function digestPdf(
  title: string,
  cards: RenderedCard[],
  locale: string,
  opening: string[] = [],
): Promise<Buffer> {
  const pages = cards.map((card) => pdfCard(card, locale));
  const everything = [
    title,
    ...opening,
    ...pages.flatMap((p) => [
      p.title,
      p.text,
      p.note ?? '',
      ...p.header,
      ...p.rows.flat(),
      ...p.insights,
    ]),
  ];
  const plain = everything.every((text) => WIN_ANSI.test(text));
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title },
    autoFirstPage: false,
  });
  const body = plain ? 'Helvetica' : `${FONT_DIR}/DejaVuSans.ttf`;
  const bold = plain ? 'Helvetica-Bold' : `${FONT_DIR}/DejaVuSans-Bold.ttf`;
  doc.registerFont('body', body);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (opening.length > 0) {
    doc.addPage().font('bold').fontSize(16).text(title);
    for (const paragraph of opening) doc.moveDown(0.5).font('body').fontSize(11).text(paragraph);
  }
  for (const page of pages) {
    doc.addPage();
    const inner = doc.page.width - MARGIN * 2;
    doc.font('bold').fontSize(16).text(page.title);
    doc.moveDown(0.3).font('body').fontSize(10).text(page.text);
    doc.moveDown(0.5);
    if (page.chart)
      doc
        .image(pdfReadyPng(page.chart), { fit: [inner, CHART_HEIGHT], align: 'center' })
        .moveDown(0.5);
    if (page.chart && page.note) {
      doc.x = MARGIN;
      doc.fontSize(9).fillColor('#64748b').text(page.note).fillColor('black').moveDown(0.5);
    }
    if (page.header.length > 0 && page.rows.length > 0) {
      doc.x = MARGIN;
      doc.fontSize(8).table({
        maxWidth: inner,
        data: [page.header.map((label) => ({ text: label, font: { src: bold } })), ...page.rows],
      });
    }
    if (page.insights.length > 0) {
      doc.moveDown(0.5).x = MARGIN;
      for (const insight of page.insights) doc.fontSize(9).text(`• ${insight}`);
    }
  }
  if (pages.length === 0 && opening.length === 0)
    doc.addPage().font('bold').fontSize(16).text(title);
  doc.end();
  return done;
}
