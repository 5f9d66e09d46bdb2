import { compactCard, formatCell, seriesView } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { languageOf, serverI18n } from '../i18n/server-messages';
import { seriesNote } from '../mail/series-note';

export const CHART_CID = 'chart@parley';
const MAX_ROWS = 50;

export type CardMail = { subject: string; html: string; text: string };

/** Text-safe for HTML bodies. */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const insightText = (insight: AnswerCard['insights'][number]) =>
  typeof insight === 'string' ? insight : `${insight.context}: ${insight.text}`;

/** The card as a mail in the person's language: text, its chart inline (CID), table and insights. */
export function renderCardMail(
  saved: AnswerCard,
  locale: Locale,
  brand: string,
  appUrl: string,
  withChart: boolean,
): CardMail {
  // One column per series, as the web table shows it (issue 28).
  const card = seriesView(saved);
  const t = serverI18n.getFixedT(languageOf(locale), 'mail', 'card');
  const rows = card.table.slice(0, MAX_ROWS);
  // Every cell as the web table shows it (libs/domain): same rounding, scale, periods and signs.
  const options = { locale, compact: compactCard(card) };
  const cell = (row: AnswerCard['table'][number], key: string) =>
    formatCell(card, row, key, options);
  const th = card.columns
    .map(
      (c) =>
        `<th style="text-align:${c.role === 'metric' ? 'right' : 'left'};padding:6px 10px;border-bottom:2px solid #e2e8f0">${escapeXml(c.label)}</th>`,
    )
    .join('');
  const tr = rows
    .map(
      (row) =>
        `<tr>${card.columns.map((c) => `<td style="text-align:${c.role === 'metric' ? 'right' : 'left'};padding:6px 10px;border-bottom:1px solid #f1f5f9">${escapeXml(cell(row, c.key))}</td>`).join('')}</tr>`,
    )
    .join('');
  const more =
    card.table.length > MAX_ROWS
      ? `<p style="color:#64748b">${escapeXml(t('more', { count: card.table.length - MAX_ROWS, brand }))}</p>`
      : '';
  const note = withChart ? seriesNote(card, locale) : undefined;
  const insights = card.insights.length
    ? `<h2 style="font-size:16px">${escapeXml(t('insights'))}</h2><ul>${card.insights.map((i) => `<li>${escapeXml(insightText(i))}</li>`).join('')}</ul>`
    : '';
  const html =
    `<!doctype html><html lang="${locale === 'tr' ? 'tr' : 'en'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:820px">` +
    `<h1 style="font-size:20px">${escapeXml(card.title)}</h1><p>${escapeXml(card.text)}</p>` +
    (withChart
      ? `<img src="cid:${CHART_CID}" alt="${escapeXml(`${t('chart')}: ${card.title}`)}" width="800" style="max-width:100%;height:auto"/>`
      : '') +
    (note ? `<p style="color:#64748b;font-size:13px;margin:4px 0">${escapeXml(note)}</p>` : '') +
    `<table style="border-collapse:collapse;font-size:14px;margin-top:12px"><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>${more}${insights}` +
    `<p><a href="${escapeXml(appUrl)}">${escapeXml(t('open', { brand }))}</a></p><p style="color:#64748b;font-size:12px">${escapeXml(t('footer', { brand }))}</p></body></html>`;
  const textRows = rows
    .map((row) => card.columns.map((c) => `${c.label}: ${cell(row, c.key)}`).join(' | '))
    .join('\n');
  const text = [
    card.title,
    '',
    card.text,
    '',
    textRows,
    '',
    ...card.insights.map((i) => `- ${insightText(i)}`),
    '',
    appUrl,
  ].join('\n');
  return { subject: `${brand} · ${card.title || t('subject')}`, html, text };
}
