import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { cardSectionHtml, cardSectionText } from './card-section.template';
import type { ComposedMail } from './digest-mail.template';
import { digestWords, escapeHtml, fill, languageOf } from './digest-words';

export type ReportMailInput = {
  brand: string;
  locale: Locale;
  business: string;
  from: string;
  to: string;
  sections: { topic: string; cards: { card: AnswerCard; cid?: string }[]; unanswered?: string }[];
  reportsUrl: string;
  preview: boolean;
};

// The organisation-strategy report: one part per topic of interest, each with its cards.
export function renderReportMail(input: ReportMailInput): ComposedMail {
  const t = digestWords(input.locale);
  const params = { brand: input.brand, business: input.business, from: input.from, to: input.to };
  const subject = `${fill(t.reportSubject, params)}${input.preview ? ` ${t.previewTag}` : ''}`;
  const answered = input.sections.some((section) => section.cards.length > 0);
  const parts = input.sections
    .map(
      (section) =>
        `<h2 style="font-size:19px;border-bottom:2px solid #2563eb;padding-bottom:4px">${escapeHtml(section.topic)}</h2>` +
        (section.cards.length
          ? section.cards.map(({ card, cid }) => cardSectionHtml(card, input.locale, cid)).join('')
          : `<p style="color:#64748b">${escapeHtml(section.unanswered ?? '')}</p>`),
    )
    .join('');
  const html =
    `<!doctype html><html lang="${languageOf(input.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f5f7fa;padding:16px">` +
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">` +
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.business)}</h1><p>${escapeHtml(fill(t.reportIntro, params))}</p>` +
    (answered ? '' : `<p>${escapeHtml(t.reportEmpty)}</p>`) +
    `${parts}<p><a href="${escapeHtml(input.reportsUrl)}">${escapeHtml(t.openReports)}</a></p></div></body></html>`;
  const text = [
    input.business,
    fill(t.reportIntro, params),
    ...(answered ? [] : [t.reportEmpty]),
    '',
    ...input.sections.map(
      (section) =>
        `== ${section.topic} ==\n${
          section.cards.length
            ? section.cards.map(({ card }) => cardSectionText(card, input.locale)).join('\n\n')
            : (section.unanswered ?? '')
        }\n`,
    ),
    `${t.openReports}: ${input.reportsUrl}`,
  ].join('\n');
  return { subject, html, text };
}
