import { industryLabel } from '@parley/domain';
import type { StrategyReportDocument, StrategyReportSection } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import type { ComposedMail } from './digest-mail.template';
import { digestWords, escapeHtml, fill, languageOf } from './digest-words';

export type ReportMailInput = {
  brand: string;
  locale: Locale;
  // The strategy's industries (stored English names), named under the heading in the mail's
  // language.
  industries: string[];
  document: StrategyReportDocument;
  // The CID of each section's chart image, by section index (a section without one has none).
  chartCids: (string | undefined)[];
  reportUrl: string;
  reportsUrl: string;
  preview: boolean;
};

const MUTED = 'color:#64748b';

// The report's subject, its opening sentence and the industries it is read for: the mail's head,
// and the first page of its PDF.
export function reportHead(
  input: Pick<ReportMailInput, 'brand' | 'locale' | 'industries' | 'document' | 'preview'>,
): { subject: string; intro: string; industries: string } {
  const t = digestWords(input.locale);
  const doc = input.document;
  // A report of a source without dates names no period (it speaks of all the source's rows).
  const subject = `${fill(doc.from && doc.to ? t.reportSubject : t.reportSubjectAll, {
    brand: input.brand,
    business: doc.business,
    from: doc.from ?? '',
    to: doc.to ?? '',
  })}${input.preview ? ` ${t.previewTag}` : ''}`;
  const intro = fill(doc.from ? t.reportIntroPeriod : t.reportIntroAll, { period: doc.period });
  const industries = input.industries.length
    ? fill(t.reportIndustries, {
        industries: input.industries.map((name) => industryLabel(name, input.locale)).join(', '),
      })
    : '';
  return { subject, intro, industries };
}

// The organisation-strategy report (issue 29): the executive summary, then one part per topic
// of interest and one per client, each with its headline figure, its changes, what moved it,
// an anomaly if there is one and one chart. The report page shows the same document.
export function renderReportMail(input: ReportMailInput): ComposedMail {
  const t = digestWords(input.locale);
  const doc = input.document;
  const { subject, intro, industries } = reportHead(input);
  const indexed = doc.sections.map((section, index) => ({ section, cid: input.chartCids[index] }));
  const topics = indexed.filter(({ section }) => section.kind === 'topic');
  const clients = indexed.filter(({ section }) => section.kind === 'client');

  const sectionHtml = (section: StrategyReportSection, cid: string | undefined) =>
    `<h2 style="font-size:19px;border-bottom:2px solid #2563eb;padding-bottom:4px;margin-top:24px">${escapeHtml(section.title)}</h2>` +
    `<p style="${MUTED};margin:0 0 8px">${escapeHtml(fill(t.reportReadAs, { readAs: section.readAs }))}</p>` +
    `<p style="margin:0"><span style="font-size:28px;font-weight:bold">${escapeHtml(section.headline.value)}</span> ` +
    `<span style="${MUTED}">${escapeHtml(section.headline.label)}</span></p>` +
    section.changes.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join('') +
    (section.movers.length
      ? `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(t.reportMovers)}</h3><ul>` +
        section.movers.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
        '</ul>'
      : '') +
    (section.groups?.length
      ? `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(t.reportGroups)}</h3><ul>` +
        section.groups.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
        '</ul>'
      : '') +
    (section.places?.length
      ? `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(t.reportPlaces)}</h3><ul>` +
        section.places.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
        '</ul>'
      : '') +
    (section.anomaly ? `<p style="color:#b45309">${escapeHtml(section.anomaly)}</p>` : '') +
    (cid && section.chart
      ? `<img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(`${section.groups ? t.chart : t.reportTrend}: ${section.chart.title}`)}" width="600" style="max-width:100%;height:auto;display:block;margin:8px 0">`
      : '') +
    `<p style="${MUTED};font-size:12px">${escapeHtml(fill(t.reportAsk, { question: section.question }))}</p>`;
  const html =
    `<!doctype html><html lang="${languageOf(input.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f5f7fa;padding:16px">` +
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">` +
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(doc.business)}</h1>` +
    (industries ? `<p style="color:#475569;margin:0 0 8px">${escapeHtml(industries)}</p>` : '') +
    `<p>${escapeHtml(intro)}</p>` +
    `<h2 style="font-size:19px;margin-top:16px">${escapeHtml(t.reportSummary)}</h2>` +
    `<p>${doc.summary.map(escapeHtml).join(' ')}</p>` +
    topics.map(({ section, cid }) => sectionHtml(section, cid)).join('') +
    (clients.length || doc.notes.length
      ? `<h2 style="font-size:20px;margin-top:32px">${escapeHtml(t.reportClients)}</h2>` +
        doc.notes.map((note) => `<p style="${MUTED}">${escapeHtml(note)}</p>`).join('') +
        clients.map(({ section, cid }) => sectionHtml(section, cid)).join('')
      : '') +
    `<p style="margin-top:24px"><a href="${escapeHtml(input.reportUrl)}">${escapeHtml(fill(t.openReport, { brand: input.brand }))}</a> · ` +
    `<a href="${escapeHtml(input.reportsUrl)}">${escapeHtml(t.openReports)}</a></p></div></body></html>`;

  const sectionText = (section: StrategyReportSection) =>
    [
      `== ${section.title} ==`,
      fill(t.reportReadAs, { readAs: section.readAs }),
      `${section.headline.value} ${section.headline.label}`,
      ...section.changes,
      ...(section.movers.length
        ? [`${t.reportMovers}:`, ...section.movers.map((line) => `- ${line}`)]
        : []),
      ...(section.groups?.length
        ? [`${t.reportGroups}:`, ...section.groups.map((line) => `- ${line}`)]
        : []),
      ...(section.places?.length
        ? [`${t.reportPlaces}:`, ...section.places.map((line) => `- ${line}`)]
        : []),
      ...(section.anomaly ? [section.anomaly] : []),
      fill(t.reportAsk, { question: section.question }),
      '',
    ].join('\n');
  const text = [
    doc.business,
    ...(industries ? [industries] : []),
    intro,
    '',
    `# ${t.reportSummary}`,
    doc.summary.join(' '),
    '',
    ...topics.map(({ section }) => sectionText(section)),
    ...(clients.length || doc.notes.length
      ? [
          `# ${t.reportClients}`,
          ...doc.notes.flatMap((note) => [note, '']),
          ...clients.map(({ section }) => sectionText(section)),
        ]
      : []),
    `${fill(t.openReport, { brand: input.brand })}: ${input.reportUrl}`,
    `${t.openReports}: ${input.reportsUrl}`,
  ].join('\n');
  return { subject, html, text };
}
