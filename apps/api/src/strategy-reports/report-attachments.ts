import type { AnswerCard, StrategyReportDocument, StrategyReportSection } from '@parley/domain';
import { digestPdf } from '../digests/digest-pdf';
import { digestWorkbook } from '../digests/digest-workbook';
import type { RenderedCard } from '../digests/rendered-digest';
import type { Locale } from '../i18n/locale';
import { digestWords, fill } from '../mail/digest-words';

// The strategy report as files (issue 29), drawn by the digests' own PDF and workbook renderers:
// each section becomes the card they know how to lay out.

export type ReportFiles = {
  document: StrategyReportDocument;
  // Each section's headline card and chart image, by section index.
  cards: AnswerCard[];
  charts: (Buffer | undefined)[];
  // The first page's paragraphs: who the report is for, what it covers, its summary.
  opening: string[];
  locale: Locale;
  // The files' name without extension ("report-2026-11-26").
  name: string;
};

export type ReportAttachment = { filename: string; content: Buffer; contentType: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// One PDF page a section: what it is read as, the figure and its changes as the sentence, its chart
// (the trend, or the largest groups), the headline card's table (the figure, the previous one,
// the change) and every line the mail lists under it. The chart's rows are the workbook's.
function sectionPage(
  section: StrategyReportSection,
  headline: AnswerCard,
  chart: Buffer | undefined,
  locale: Locale,
): RenderedCard {
  const words = digestWords(locale);
  const listed = (heading: string, lines: string[] | undefined) =>
    (lines ?? []).map((text) => ({ context: heading, text }));
  const card: AnswerCard = {
    ...headline,
    title: section.title,
    text: [
      fill(words.reportReadAs, { readAs: section.readAs }),
      `${section.headline.value} ${section.headline.label}`,
      ...section.changes,
    ].join('\n'),
    insights: [
      ...listed(words.reportMovers, section.movers),
      ...listed(words.reportGroups, section.groups),
      ...listed(words.reportPlaces, section.places),
      ...(section.anomaly ? [section.anomaly] : []),
      fill(words.reportAsk, { question: section.question }),
    ],
  };
  return section.chart && chart ? { card, chart } : { card };
}

// The workbook: each section's headline card (the figure, the previous one, the change, raw) on
// a sheet named by the topic, and its chart's rows (days and months as dates) beside it.
function sheets(input: ReportFiles): AnswerCard[] {
  const words = digestWords(input.locale);
  return input.document.sections.flatMap((section, index) => {
    const headline = input.cards[index];
    const chart = section.chart;
    return [
      ...(headline ? [{ ...headline, title: section.title }] : []),
      ...(chart
        ? [
            {
              ...chart,
              // The kind first, so a long topic cut to Excel's 31 characters still differs from
              // its headline sheet.
              title: `${section.groups ? words.reportGroups : words.reportTrend} – ${section.title}`,
            },
          ]
        : []),
    ];
  });
}

export async function reportAttachments(input: ReportFiles): Promise<ReportAttachment[]> {
  const pages = input.document.sections.map((section, index) =>
    sectionPage(section, input.cards[index], input.charts[index], input.locale),
  );
  const pdf = await digestPdf(input.document.business, pages, input.locale, input.opening);
  const cards = sheets(input);
  // A workbook without a sheet does not open in Excel: a report with nothing to say has none.
  const xlsx = cards.length ? await digestWorkbook(cards) : undefined;
  return [
    { filename: `${input.name}.pdf`, content: pdf, contentType: 'application/pdf' },
    ...(xlsx ? [{ filename: `${input.name}.xlsx`, content: xlsx, contentType: XLSX }] : []),
  ];
}
