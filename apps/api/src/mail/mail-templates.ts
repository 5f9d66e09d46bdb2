import type { Locale } from '../i18n/locale';
import { languageOf, serverI18n } from '../i18n/server-messages';

export type MailKind = 'magic_link' | 'register' | 'password_reset' | 'sign_in_locked';

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderMail(
  kind: MailKind,
  locale: Locale,
  brand: string,
  link: string,
): RenderedMail {
  // en-GB and en-US share their wording: the mails contain no dates or amounts to format.
  const t = serverI18n.getFixedT(languageOf(locale), 'mail', kind);
  const words = {
    intro: t('intro', { brand }),
    action: t('action'),
    expiry: t('expiry'),
    ignore: t('ignore'),
  };
  const subject = t('subject', { brand });
  const text = [
    words.intro,
    '',
    `${words.action}: ${link}`,
    '',
    words.expiry,
    words.ignore,
    '',
    `— ${brand}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale === 'tr' ? 'tr' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(brand)}</h1>
<p>${escapeHtml(words.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>
<p style="font-size:12px;color:#9aa5b1;word-break:break-all">${escapeHtml(link)}</p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}
