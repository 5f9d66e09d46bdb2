import { defineMessages } from '../../../i18n/define-messages';

export const helpMessages = defineMessages(
  {
    help: {
      title: 'Help',
      tab_help: 'Help',
      tab_contact: 'Contact us',
      search: 'Search help',
      categories: {
        getting_started: 'Getting started',
        conversation: 'Conversation',
        collection: 'Collection',
        profile: 'Profile',
      },
      no_content: 'No Content Found!',
      no_questions: 'No questions match your search.',
      searching: 'Searching the articles…',
      back: 'Back to questions',
      tour: 'Take the product tour',
      contact_prompt: 'Can’t find what you need?',
      contact_link: 'Contact us',
      comment: 'Comment',
      consent: 'I agree that my details are used to answer this message.',
      contact_sent:
        'Thank you! Your message has been sent to our support team; we answer by e-mail.',
      contact_unavailable:
        'Messages cannot be sent from here: this Parley has no support address set up. Please write to the person who runs Parley for your organisation.',
      contact_failed: 'Your message could not be sent. Please try again.',
      q: {
        getting_started: 'How do I get started?',
        connect_data: 'How do I connect my data?',
        ask: 'How do I ask a question?',
        read: 'How do I read an answer card?',
        collections: 'What is a collection?',
        digests: 'How do e-mail digests work?',
        profile: 'How do I change my profile?',
        password: 'How do I change my password or delete my account?',
      },
    },
  },
  {
    help: {
      title: 'Yardım',
      tab_help: 'Yardım',
      tab_contact: 'Bize ulaşın',
      search: 'Yardımda ara',
      categories: {
        getting_started: 'Başlarken',
        conversation: 'Sohbet',
        collection: 'Koleksiyon',
        profile: 'Profil',
      },
      no_content: 'İçerik bulunamadı!',
      no_questions: 'Aramanızla eşleşen soru yok.',
      searching: 'Makalelerde aranıyor…',
      back: 'Sorulara dön',
      tour: 'Ürün turuna katılın',
      contact_prompt: 'Aradığınızı bulamadınız mı?',
      contact_link: 'Bize ulaşın',
      comment: 'Yorum',
      consent: 'Bilgilerimin bu mesajı yanıtlamak için kullanılmasını kabul ediyorum.',
      contact_sent:
        'Teşekkürler! Mesajınız destek ekibimize gönderildi; e-postayla yanıtlayacağız.',
      contact_unavailable:
        'Buradan mesaj gönderilemiyor: bu Parley için bir destek adresi ayarlanmamış. Lütfen kuruluşunuzda Parley’i yöneten kişiye yazın.',
      contact_failed: 'Mesajınız gönderilemedi. Lütfen yeniden deneyin.',
      q: {
        getting_started: 'Nasıl başlarım?',
        connect_data: 'Verilerimi nasıl bağlarım?',
        ask: 'Nasıl soru sorarım?',
        read: 'Yanıt kartını nasıl okurum?',
        collections: 'Koleksiyon nedir?',
        digests: 'E-posta özetleri nasıl çalışır?',
        profile: 'Profilimi nasıl değiştiririm?',
        password: 'Parolamı nasıl değiştiririm veya hesabımı nasıl silerim?',
      },
    },
  },
);
