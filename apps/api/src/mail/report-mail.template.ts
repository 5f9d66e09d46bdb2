import { industryLabel } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { cardSectionHtml, cardSectionText } from './card-section.template';
import type { ComposedMail } from './digest-mail.template';
import { digestWords, escapeHtml, fill, languageOf } from './digest-words';

type MailSection = {
  topic: string;
  kind: 'topic' | 'client';
  cards: { card: AnswerCard; cid?: string }[];
  unanswered?: string;
};

export type ReportMailInput = {
  brand: string;
  locale: Locale;
  business: string;
  // The strategy's industries (stored English names), named under the heading in the mail's
  // language.
  industries: string[];
  // Clients of the strategy the default source stores but the report has no section for.
  unshownClients: string[];
  // Clients of the strategy the default source does not store, said plainly.
  absentClients: string[];
  sourceName: string;
  from: string;
  to: string;
  sections: MailSection[];
  reportsUrl: string;
  preview: boolean;
};

// The organisation-strategy report: one part per topic of interest, then one per client the
// data knows, each with its cards.
export function renderReportMail(input: ReportMailInput): ComposedMail {
  const t = digestWords(input.locale);
  const params = { brand: input.brand, business: input.business, from: input.from, to: input.to };
  const subject = `${fill(t.reportSubject, params)}${input.preview ? ` ${t.previewTag}` : ''}`;
  const answered = input.sections.some((section) => section.cards.length > 0);
  const topics = input.sections.filter((section) => section.kind === 'topic');
  const clients = input.sections.filter((section) => section.kind === 'client');
  const industries = input.industries.length
    ? fill(t.reportIndustries, {
        industries: input.industries.map((name) => industryLabel(name, input.locale)).join(', '),
      })
    : '';
  const unshown = input.unshownClients.length
    ? fill(t.reportClientsUnshown, {
        source: input.sourceName,
        names: input.unshownClients.join(', '),
        brand: input.brand,
      })
    : '';
  const absent = input.absentClients.length
    ? fill(t.reportClientsAbsent, {
        source: input.sourceName,
        names: input.absentClients.join(', '),
      })
    : '';
  const partsHtml = (sections: MailSection[]) =>
    sections
      .map(
        (section) =>
          `<h2 style="font-size:19px;border-bottom:2px solid #2563eb;padding-bottom:4px">${escapeHtml(section.topic)}</h2>` +
          (section.cards.length
            ? section.cards
                .map(({ card, cid }) => cardSectionHtml(card, input.locale, cid))
                .join('')
            : `<p style="color:#64748b">${escapeHtml(section.unanswered ?? '')}</p>`),
      )
      .join('');
  const notes = [unshown, absent].filter(Boolean);
  const clientsHtml =
    clients.length || notes.length
      ? `<h2 style="font-size:20px;margin-top:24px">${escapeHtml(t.reportClients)}</h2>` +
        notes.map((note) => `<p style="color:#64748b">${escapeHtml(note)}</p>`).join('') +
        partsHtml(clients)
      : '';
  const html =
    `<!doctype html><html lang="${languageOf(input.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f5f7fa;padding:16px">` +
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">` +
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.business)}</h1>` +
    (industries ? `<p style="color:#475569;margin:0 0 8px">${escapeHtml(industries)}</p>` : '') +
    `<p>${escapeHtml(fill(t.reportIntro, params))}</p>` +
    (answered ? '' : `<p>${escapeHtml(t.reportEmpty)}</p>`) +
    `${partsHtml(topics)}${clientsHtml}<p><a href="${escapeHtml(input.reportsUrl)}">${escapeHtml(t.openReports)}</a></p></div></body></html>`;
  const partsText = (sections: MailSection[]) =>
    sections.map(
      (section) =>
        `== ${section.topic} ==\n${
          section.cards.length
            ? section.cards.map(({ card }) => cardSectionText(card, input.locale)).join('\n\n')
            : (section.unanswered ?? '')
        }\n`,
    );
  const text = [
    input.business,
    ...(industries ? [industries] : []),
    fill(t.reportIntro, params),
    ...(answered ? [] : [t.reportEmpty]),
    '',
    ...partsText(topics),
    ...(clients.length || notes.length
      ? [`# ${t.reportClients}`, ...notes.flatMap((note) => [note, '']), ...partsText(clients)]
      : []),
    `${t.openReports}: ${input.reportsUrl}`,
  ].join('\n');
  return { subject, html, text };
}
