import type { Locale } from '../i18n/locale';

export type MailKind = 'magic_link' | 'register' | 'password_reset' | 'sign_in_locked';

export type RenderedMail = { subject: string; text: string; html: string };

type Wording = { subject: string; intro: string; action: string; expiry: string; ignore: string };

const english: Record<MailKind, Wording> = {
  magic_link: {
    subject: 'Your sign-in link for {brand}',
    intro: 'Use the button below to sign in to {brand}.',
    action: 'Sign in',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
  register: {
    subject: 'Confirm your e-mail address for {brand}',
    intro: 'Welcome to {brand}! Confirm your e-mail address to finish creating your account.',
    action: 'Confirm e-mail address',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  },
  password_reset: {
    subject: 'Reset your {brand} password',
    intro: 'Use the button below to choose a new password for {brand}.',
    action: 'Reset password',
    expiry: 'The link works once and expires in one hour.',
    ignore:
      'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
  },
  sign_in_locked: {
    subject: 'Password sign-in to {brand} is paused',
    intro:
      'Someone typed a wrong password for your {brand} account too many times, so signing in with the password is paused for a while. If it was not you, choose a new password.',
    action: 'Choose a new password',
    expiry: 'The link works once and expires in one hour.',
    ignore:
      'If it was you, wait a little and try again, or sign in with a link by e-mail; nothing else has changed.',
  },
};

const turkish: Record<MailKind, Wording> = {
  magic_link: {
    subject: '{brand} giriş bağlantınız',
    intro: '{brand} hesabınıza giriş yapmak için aşağıdaki düğmeyi kullanın.',
    action: 'Giriş yap',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
    ignore: 'Giriş yapmak istemediyseniz bu e-postayı yok sayabilirsiniz.',
  },
  register: {
    subject: '{brand} için e-posta adresinizi doğrulayın',
    intro:
      '{brand} uygulamasına hoş geldiniz! Hesabınızı oluşturmayı tamamlamak için e-posta adresinizi doğrulayın.',
    action: 'E-posta adresini doğrula',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
    ignore: 'Hesap oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  },
  password_reset: {
    subject: '{brand} parolanızı sıfırlayın',
    intro: '{brand} için yeni bir parola belirlemek üzere aşağıdaki düğmeyi kullanın.',
    action: 'Parolayı sıfırla',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
    ignore: 'Yeni parola istemediyseniz bu e-postayı yok sayabilirsiniz; parolanız değişmez.',
  },
  sign_in_locked: {
    subject: '{brand} parolayla girişi duraklatıldı',
    intro:
      '{brand} hesabınız için çok kez yanlış parola yazıldı; bu yüzden parolayla giriş bir süre duraklatıldı. Bu siz değilseniz yeni bir parola belirleyin.',
    action: 'Yeni parola belirle',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
    ignore:
      'Bu sizseniz biraz bekleyip yeniden deneyin ya da e-postayla gelen bağlantıyla giriş yapın; başka hiçbir şey değişmedi.',
  },
};

// en-GB and en-US share their wording: the mails contain no dates or amounts to format.
const wordings: Record<Locale, Record<MailKind, Wording>> = {
  'en-GB': english,
  'en-US': english,
  tr: turkish,
};

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
  const words = wordings[locale][kind];
  const fill = (text: string) => text.replace(/\{brand\}/g, brand);
  const subject = fill(words.subject);
  const text = [
    fill(words.intro),
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
<p>${escapeHtml(fill(words.intro))}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>
<p style="font-size:12px;color:#9aa5b1;word-break:break-all">${escapeHtml(link)}</p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}
