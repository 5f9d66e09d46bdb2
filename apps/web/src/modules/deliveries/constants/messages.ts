import { defineMessages } from '../../../i18n/define-messages';

export const deliveriesMessages = defineMessages(
  {
    deliveries: {
      digest_settings: 'E-mail digest',
      enabled: 'Send this digest',
      attachmentsOnly: 'Attachments only (PDF, no cards in the mail)',
      xlsx: 'Also attach one Excel workbook of all cards',
      send_preview: 'Send me a preview now',
      send_report_preview: 'Send me a report preview now',
      preview_sent: 'A preview is on its way to your inbox.',
      preview: 'preview',
      reports_title: 'Reports',
      see_reports: 'See past reports',
      no_reports:
        'No reports yet. The first one is sent at 7:00 on the day your report frequency starts.',
      notice: {
        digest_sent: 'Digest sent',
        digest_failed: 'Digest could not be sent',
        report_sent: 'Report sent',
        report_failed: 'Report could not be sent',
      },
    },
  },
  {
    deliveries: {
      digest_settings: 'E-posta özeti',
      enabled: 'Bu özeti gönder',
      attachmentsOnly: 'Yalnızca ekler (PDF, e-postada kart yok)',
      xlsx: 'Tüm kartların Excel çalışma kitabını da ekle',
      send_preview: 'Şimdi bana önizleme gönder',
      send_report_preview: 'Şimdi bana rapor önizlemesi gönder',
      preview_sent: 'Önizleme gelen kutunuza gönderiliyor.',
      preview: 'önizleme',
      reports_title: 'Raporlar',
      see_reports: 'Geçmiş raporları gör',
      no_reports:
        'Henüz rapor yok. İlki, rapor sıklığınızın başladığı gün saat 7:00’de gönderilir.',
      notice: {
        digest_sent: 'Özet gönderildi',
        digest_failed: 'Özet gönderilemedi',
        report_sent: 'Rapor gönderildi',
        report_failed: 'Rapor gönderilemedi',
      },
    },
  },
);
