import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { cardSectionHtml, cardSectionText } from './card-section.template';
import { FREQUENCY_WORDS, digestWords, escapeHtml, fill, languageOf } from './digest-words';

export type DigestMailInput = {
  brand: string;
  locale: Locale;
  collectionName: string;
  frequency: string;
  cards: { card: AnswerCard; cid?: string }[];
  failed: { phrase: string; message: string }[];
  collectionUrl: string;
  unsubscribeUrl: string;
  attachmentsOnly: boolean;
  preview: boolean;
};

export type ComposedMail = { subject: string; html: string; text: string };

export function renderDigestMail(input: DigestMailInput): ComposedMail {
  const t = digestWords(input.locale);
  const lang = languageOf(input.locale);
  const params = {
    brand: input.brand,
    name: input.collectionName,
    frequency: FREQUENCY_WORDS[lang][input.frequency] ?? input.frequency,
  };
  const subject = `${fill(t.digestSubject, params)}${input.preview ? ` ${t.previewTag}` : ''}`;
  const intro = fill(input.attachmentsOnly ? t.attachmentsOnly : t.intro, params);
  const sections = input.attachmentsOnly
    ? ''
    : input.cards.map(({ card, cid }) => cardSectionHtml(card, input.locale, cid)).join('');
  const failed = input.failed.length
    ? `<p style="font-weight:bold">${escapeHtml(t.failedCards)}</p><ul>${input.failed.map((f) => `<li>${escapeHtml(f.phrase)}: ${escapeHtml(f.message)}</li>`).join('')}</ul>`
    : '';
  const footer = `<p style="color:#64748b;font-size:12px;margin-top:24px">${escapeHtml(fill(t.unsubscribeWhy, params))}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>`;
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#f5f7fa;padding:16px">` +
    `<div style="max-width:680px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">` +
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.collectionName)}</h1><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(input.collectionUrl)}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t.open)}</a></p>` +
    `${sections}${failed}${footer}</div></body></html>`;
  const text = [
    input.collectionName,
    intro,
    '',
    ...(input.attachmentsOnly
      ? []
      : input.cards.map(({ card }) => `${cardSectionText(card, input.locale)}\n`)),
    ...input.failed.map((f) => `! ${f.phrase}: ${f.message}`),
    `${t.open}: ${input.collectionUrl}`,
    '',
    fill(t.unsubscribeWhy, params),
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html, text };
}

export function renderFailureMail(input: {
  brand: string;
  locale: Locale;
  kind: 'digest' | 'report';
  attempts: number;
  reason: string;
  link: string;
}): ComposedMail {
  const t = digestWords(input.locale);
  const lang = languageOf(input.locale);
  const params = {
    brand: input.brand,
    what: FREQUENCY_WORDS[lang][input.kind],
    attempts: input.attempts,
    reason: input.reason,
  };
  const lines = [
    fill(t.failedIntro, params),
    fill(t.failedWhat, params),
    fill(t.failedNext, params),
  ];
  const subject = fill(t.failedSubject, params);
  return {
    subject,
    text: [...lines, '', input.link].join('\n'),
    html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p></body></html>`,
  };
}
