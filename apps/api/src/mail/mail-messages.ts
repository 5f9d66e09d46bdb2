import type { MailKind } from './mail-templates';

type Wording = { subject: string; intro: string; action: string; expiry: string; ignore: string };
type CardWording = {
  subject: string;
  insights: string;
  footer: string;
  open: string;
  chart: string;
  more_one: string;
  more_other: string;
  // A chart that leaves series out says how many (the web legend's "and N more").
  more_series: string;
};

// The wording of the sign-in, register, reset and lock mails and of a card e-mailed on request
// (`card`), in i18next's format; the API's i18next serves it in its `mail` namespace.
export const MAIL_MESSAGES: Record<'en' | 'tr', Record<MailKind, Wording> & { card: CardWording }> =
  {
    en: {
      magic_link: {
        subject: 'Your sign-in link for {{brand}}',
        intro: 'Use the button below to sign in to {{brand}}.',
        action: 'Sign in',
        expiry: 'The link works once and expires in one hour.',
        ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
      },
      register: {
        subject: 'Confirm your e-mail address for {{brand}}',
        intro: 'Welcome to {{brand}}! Confirm your e-mail address to finish creating your account.',
        action: 'Confirm e-mail address',
        expiry: 'The link works once and expires in one hour.',
        ignore: 'If you did not create an account, you can ignore this e-mail.',
      },
      password_reset: {
        subject: 'Reset your {{brand}} password',
        intro: 'Use the button below to choose a new password for {{brand}}.',
        action: 'Reset password',
        expiry: 'The link works once and expires in one hour.',
        ignore:
          'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
      },
      sign_in_locked: {
        subject: 'Password sign-in to {{brand}} is paused',
        intro:
          'Someone typed a wrong password for your {{brand}} account too many times, so signing in with the password is paused for a while. If it was not you, choose a new password.',
        action: 'Choose a new password',
        expiry: 'The link works once and expires in one hour.',
        ignore:
          'If it was you, wait a little and try again, or sign in with a link by e-mail; nothing else has changed.',
      },
      card: {
        subject: 'Your card',
        insights: 'Insights',
        footer: 'Sent at your request from {{brand}}.',
        open: 'Open {{brand}}',
        chart: 'Chart',
        more_one: '{{count, number}} more row in {{brand}}.',
        more_other: '{{count, number}} more rows in {{brand}}.',
        more_series:
          'The chart draws the {{shown}} largest series and leaves out {{count, number}} more.',
      },
    },
    tr: {
      magic_link: {
        subject: '{{brand}} giriş bağlantınız',
        intro: '{{brand}} hesabınıza giriş yapmak için aşağıdaki düğmeyi kullanın.',
        action: 'Giriş yap',
        expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
        ignore: 'Giriş yapmak istemediyseniz bu e-postayı yok sayabilirsiniz.',
      },
      register: {
        subject: '{{brand}} için e-posta adresinizi doğrulayın',
        intro:
          '{{brand}} uygulamasına hoş geldiniz! Hesabınızı oluşturmayı tamamlamak için e-posta adresinizi doğrulayın.',
        action: 'E-posta adresini doğrula',
        expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
        ignore: 'Hesap oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
      },
      password_reset: {
        subject: '{{brand}} parolanızı sıfırlayın',
        intro: '{{brand}} için yeni bir parola belirlemek üzere aşağıdaki düğmeyi kullanın.',
        action: 'Parolayı sıfırla',
        expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
        ignore: 'Yeni parola istemediyseniz bu e-postayı yok sayabilirsiniz; parolanız değişmez.',
      },
      sign_in_locked: {
        subject: '{{brand}} parolayla girişi duraklatıldı',
        intro:
          '{{brand}} hesabınız için çok kez yanlış parola yazıldı; bu yüzden parolayla giriş bir süre duraklatıldı. Bu siz değilseniz yeni bir parola belirleyin.',
        action: 'Yeni parola belirle',
        expiry: 'Bağlantı yalnızca bir kez çalışır ve bir saat içinde geçerliliğini yitirir.',
        ignore:
          'Bu sizseniz biraz bekleyip yeniden deneyin ya da e-postayla gelen bağlantıyla giriş yapın; başka hiçbir şey değişmedi.',
      },
      card: {
        subject: 'Kartınız',
        insights: 'İçgörüler',
        footer: '{{brand}} tarafından isteğiniz üzerine gönderildi.',
        open: '{{brand}} uygulamasını aç',
        chart: 'Grafik',
        more_one: '{{brand}} içinde {{count, number}} satır daha var.',
        more_other: '{{brand}} içinde {{count, number}} satır daha var.',
        more_series:
          'Grafik en büyük {{shown}} seriyi çiziyor; {{count, number}} seri daha çizilmedi.',
      },
    },
  };
