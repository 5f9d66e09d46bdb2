import { registerMessages } from '../i18n/server-messages';

// Wording of the collection and feedback keys for bots, mails and plain HTTP callers.
export function registerCollectionMessages(): void {
  registerMessages('en', {
    'collections.not_found': 'Collection not found.',
    'collections.card_exist_in_collection': 'This question is already in that collection.',
    'collections.already_exists': 'This collection already exists.',
    'collections.same_collection': 'Pick a collection other than this one.',
    'collections.layout_conflict':
      'The layout was changed elsewhere in the meantime. It has been reloaded; arrange it again.',
    'collections.failed_to_load_card': 'Failed to load card. Tap to retry.',
    'feedback.fields_only_for_thumbs_down': 'Reasons can only be given with a thumbs-down.',
  });
  registerMessages('tr', {
    'collections.not_found': 'Koleksiyon bulunamadı.',
    'collections.card_exist_in_collection': 'Bu soru o koleksiyonda zaten var.',
    'collections.already_exists': 'Bu koleksiyon zaten var.',
    'collections.same_collection': 'Bundan başka bir koleksiyon seçin.',
    'collections.layout_conflict':
      'Yerleşim bu arada başka bir yerde değişti. Yeniden yüklendi; lütfen tekrar düzenleyin.',
    'collections.failed_to_load_card': 'Kart yüklenemedi. Tekrar denemek için dokunun.',
    'feedback.fields_only_for_thumbs_down': 'Nedenler yalnızca olumsuz oyla birlikte seçilebilir.',
  });
}
