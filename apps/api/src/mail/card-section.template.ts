import { compactCard, formatCell, seriesView } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import type { Locale } from '../i18n/locale';
import { digestWords, escapeHtml, moreRows } from './digest-words';
import { seriesNote } from './series-note';

const MAX_ROWS = 25;

const insightText = (insight: AnswerCard['insights'][number]) =>
  typeof insight === 'string' ? insight : `${insight.context}: ${insight.text}`;

// One answer card inside a digest or report mail: its sentence, chart by CID, table (cells as
// the web table shows them) and insights; and the same as plain text.
export function cardSectionHtml(saved: AnswerCard, locale: Locale, cid?: string): string {
  // One column per series, as the web table shows it (issue 28).
  const card = seriesView(saved);
  const t = digestWords(locale);
  const options = { locale, compact: compactCard(card) };
  const align = (role: string) => (role === 'metric' ? 'right' : 'left');
  const rows = card.table.slice(0, MAX_ROWS);
  const head = card.columns
    .map(
      (c) =>
        `<th style="text-align:${align(c.role)};padding:4px 8px;border-bottom:2px solid #e2e8f0">${escapeHtml(c.label)}</th>`,
    )
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${card.columns.map((c) => `<td style="text-align:${align(c.role)};padding:4px 8px;border-bottom:1px solid #f1f5f9">${escapeHtml(formatCell(card, row, c.key, options))}</td>`).join('')}</tr>`,
    )
    .join('');
  const more =
    card.table.length > MAX_ROWS
      ? `<p style="color:#64748b;font-size:12px">${escapeHtml(moreRows(card.table.length - MAX_ROWS, locale))}</p>`
      : '';
  const insights = card.insights.length
    ? `<p style="margin:8px 0 2px;font-weight:bold">${escapeHtml(t.insights)}</p><ul style="margin:0">${card.insights.map((i) => `<li>${escapeHtml(insightText(i))}</li>`).join('')}</ul>`
    : '';
  const note = cid ? seriesNote(card, locale) : undefined;
  const image = cid
    ? `<img src="cid:${cid}" alt="${escapeHtml(`${t.chart}: ${card.title}`)}" width="600" style="max-width:100%;height:auto;display:block;margin:8px 0"/>${
        note ? `<p style="color:#64748b;font-size:12px;margin:0 0 8px">${escapeHtml(note)}</p>` : ''
      }`
    : '';
  const table =
    rows.length > 0 && card.columns.length > 0
      ? `<table role="presentation" style="border-collapse:collapse;font-size:13px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${more}`
      : '';
  return `<section style="margin:0 0 28px"><h2 style="font-size:17px;margin:0 0 6px">${escapeHtml(card.title)}</h2><p style="margin:0 0 6px">${escapeHtml(card.text)}</p>${image}${table}${insights}</section>`;
}

export function cardSectionText(saved: AnswerCard, locale: Locale): string {
  const card = seriesView(saved);
  const options = { locale, compact: compactCard(card) };
  const rows = card.table
    .slice(0, MAX_ROWS)
    .map((row) =>
      card.columns.map((c) => `${c.label}: ${formatCell(card, row, c.key, options)}`).join(' | '),
    );
  return [card.title, card.text, ...rows, ...card.insights.map((i) => `- ${insightText(i)}`)].join(
    '\n',
  );
}
