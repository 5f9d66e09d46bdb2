import { defineMessages } from '../../../i18n/define-messages';

export const tourMessages = defineMessages(
  {
    tour: {
      label: 'Product tour',
      progress: 'Step {{step}} of {{count}}',
      back: 'Back',
      next: 'Next',
      finish: 'Finish',
      skip: 'End tour',
      steps: {
        dashboard: {
          title: 'Your dashboard',
          text: 'Start here: your first steps, your first collection and the questions you ask most.',
        },
        ask: {
          title: 'Ask in your own words',
          text: 'Type a question such as “revenue by channel last 30 days”. The answer is a card with a chart, a table and a sentence.',
        },
        source: {
          title: 'Choose what you ask',
          text: 'Questions go to the demo store until you pick your own file or database here.',
        },
        collections: {
          title: 'Collections',
          text: 'Save the answers you need into a collection: a live dashboard that can also arrive by e-mail.',
        },
        data: {
          title: 'Your data',
          text: 'Upload a CSV, Excel, JSON or Parquet file, or connect PostgreSQL or MySQL.',
        },
        help: {
          title: 'Help and your account',
          text: 'Help, notifications and your menu (settings, security, data sources, logout) live up here.',
        },
      },
    },
  },
  {
    tour: {
      label: 'Ürün turu',
      progress: 'Adım {{step}} / {{count}}',
      back: 'Geri',
      next: 'İleri',
      finish: 'Bitir',
      skip: 'Turu bitir',
      steps: {
        dashboard: {
          title: 'Panonuz',
          text: 'Buradan başlayın: ilk adımlarınız, ilk koleksiyonunuz ve en sık sorduğunuz sorular.',
        },
        ask: {
          title: 'Kendi sözcüklerinizle sorun',
          text: '“son 30 günde kanala göre gelir” gibi bir soru yazın. Yanıt; grafik, tablo ve bir cümle içeren bir karttır.',
        },
        source: {
          title: 'Neyi sorduğunuzu seçin',
          text: 'Buradan kendi dosyanızı veya veritabanınızı seçene kadar sorular demo mağazaya gider.',
        },
        collections: {
          title: 'Koleksiyonlar',
          text: 'İhtiyacınız olan yanıtları bir koleksiyona kaydedin: e-postayla da gelebilen canlı bir pano.',
        },
        data: {
          title: 'Verileriniz',
          text: 'CSV, Excel, JSON veya Parquet dosyası yükleyin ya da PostgreSQL veya MySQL bağlayın.',
        },
        help: {
          title: 'Yardım ve hesabınız',
          text: 'Yardım, bildirimler ve menünüz (ayarlar, güvenlik, veri kaynakları, çıkış) burada.',
        },
      },
    },
  },
);
