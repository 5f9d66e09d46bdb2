import { registerMessages } from '../i18n/server-messages';

// Wording of the digest and report keys, for the web app, bots and plain HTTP callers.
export function registerDigestMessages(): void {
  registerMessages('en', {
    'digests.unsubscribe_invalid':
      'This unsubscribe link is not valid. Change the digest in the collection’s settings instead.',
    'digests.unsubscribed':
      'You will no longer receive the digest of “{name}”. You can switch it on again in the collection’s settings.',
    'digests.unsubscribe_confirm': 'Stop the e-mail digest of “{name}”?',
    'digests.unsubscribe_button': 'Unsubscribe',
    'digests.preview_queued': 'A preview is on its way to {email}.',
    'reports.no_strategy':
      'Fill in the organisation strategy first: the report is written around it.',
  });
  registerMessages('tr', {
    'digests.unsubscribe_invalid':
      'Bu abonelikten çıkma bağlantısı geçerli değil. Özeti koleksiyonun ayarlarından değiştirin.',
    'digests.unsubscribed':
      '“{name}” özetini artık almayacaksınız. Koleksiyonun ayarlarından yeniden açabilirsiniz.',
    'digests.unsubscribe_confirm': '“{name}” e-posta özeti durdurulsun mu?',
    'digests.unsubscribe_button': 'Abonelikten çık',
    'digests.preview_queued': 'Önizleme {email} adresine gönderiliyor.',
    'reports.no_strategy': 'Önce organizasyon stratejisini doldurun: rapor onun üzerine yazılır.',
  });
}
