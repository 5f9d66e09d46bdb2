// The wording of every message key the API answers with (`{ key, message }`), in English and
// Turkish, in i18next's format: `{{name}}` interpolates, `_one`/`_other` are plural forms. The API's
// i18next serves it as its messages; the web app's i18next carries the same keys (its own wording may
// override), so a key the API sends is never shown raw — a test keeps the two at parity.

const en = {
  'validation.required': 'This field is required.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.password':
    'Use at least 8 characters with a letter, a digit and a special character.',
  'validation.min_value': 'The value is too small.',
  'validation.max_value': 'The value is too large.',
  'validation.min_length': 'The value is too short.',
  'validation.max_length': 'The value is too long.',
  'validation.invalid': 'The request is not valid.',
  'validation.country': 'Choose a country from the list.',
  'validation.countries': '“{{value}}” is not on the country list. Choose countries from the list.',
  'validation.timezone': 'Choose an IANA time zone such as Europe/London.',
  'errors.unauthorized': 'Please sign in.',
  'errors.forbidden': 'You are not allowed to do this.',
  'errors.xsrf': 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  'errors.not_found': 'Not found.',
  'errors.metrics_token':
    'The metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer …).',
  'errors.metrics_local_only':
    'The metrics are served only to this host while METRICS_TOKEN is not set.',
  'errors.conflict': 'Someone else changed this at the same time. Reload and try again.',
  'errors.internal':
    'Sorry, this is not working properly. We now know about this mistake and are working to fix it.',
  'errors.limit': 'You have reached the limit of your plan.',
  'errors.unreadable_record':
    'Part of this item’s history cannot be read and has been set aside for repair. Everything else works as usual; try this again later.',
  'human_check.failed': 'Please complete the human verification and try again.',
  'errors.rate_limited': 'Too many attempts. Please wait a minute and try again.',
  'login.failed_to_login': 'The e-mail address or password is not right.',
  'login.link_invalid': 'This link has expired or has already been used. Ask for a new one.',
  'login.email_sent': 'We sent you an e-mail. The link expires in an hour and works once.',
  'login.signed_in': 'You are signed in.',
  'login.password_changed_successfully': 'Your password has been changed.',
  'login.provider_disabled': 'This way of signing in is switched off.',
  'login.couldnt_send_signin_email':
    "Couldn't send signin email. Please try again soon or use another signin method.",
  'register.signup_disabled': 'Creating new accounts is switched off.',
  'register.already_registered': 'This account already exists.',
  'onboarding.already_registered': 'Your registration is already complete.',
  'flags.rc_not_settable':
    'Registration is completed by finishing the registration form, not by setting a flag.',
  'tenant.not_found': 'This account does not exist.',
  'validation.one_of': 'Choose one of: {{choices}}.',
  'validation.all_equal': 'The values must be the same.',
  'login.passwords_must_be_same': 'The passwords must be the same.',
  'settings.type_delete_to_confirm': 'Type {{word}} to confirm.',
  'settings.file_type_error': 'Choose a JPG, JPEG or PNG picture.',
  'settings.file_size_limit_error': 'The picture must be at most 256 KB.',
  'settings.account_deleted': 'Your account has been deleted.',
  'settings.current_password_wrong': 'Your current password is not right.',
  'settings.current_password_required': 'Type your current password to confirm it is you.',
  'login.slow_down_one':
    'Too many wrong passwords for this address. Wait {{count}} second and try again, or sign in with a link by e-mail.',
  'login.slow_down_other':
    'Too many wrong passwords for this address. Wait {{count}} seconds and try again, or sign in with a link by e-mail.',
  'login.locked_one':
    'Too many wrong passwords for this address: signing in with the password is paused for {{count}} minute. Sign in with a link by e-mail, or reset the password.',
  'login.locked_other':
    'Too many wrong passwords for this address: signing in with the password is paused for {{count}} minutes. Sign in with a link by e-mail, or reset the password.',
  'oauth.consent_expired':
    'This account linking request has expired or was already answered. Start the linking again from the assistant.',
  'settings.reauthenticate':
    'Sign in again (with a sign-in link or Google) and try within 10 minutes.',
  'settings.updated': 'Saved.',
  'plans.limit_reached.collections': 'Your {{plan}} plan allows {{max}} collections.',
  'plans.limit_reached.cards_per_collection':
    'Your {{plan}} plan allows {{max}} cards in a collection.',
  'plans.limit_reached.conversations_per_month':
    'Your {{plan}} plan allows {{max}} conversations a month.',
  'plans.limit_reached.ai_insights_per_month':
    'Your {{plan}} plan allows {{max}} AI insight requests a month.',
  'plans.limit_reached.digest': 'Your {{plan}} plan does not include {{max}} digests.',
  'datastore.invalid_configuration': 'Invalid configuration provided.',
  'datastore.account_not_found': 'That account is not part of this connection.',
  'datastore.reconnect_required':
    'This connection was revoked or its access expired. Connect it again.',
  'datastore.already_revoked': 'This connection is already revoked.',
  'datastore.revoke_not_supported': 'Only connections signed in with OAuth can be revoked.',
  'datastore.inactive': 'This connection is inactive. Activate it first.',
  'datastore.select_account': 'Choose an account for this data source first.',
  'datastore.source_not_found': 'That data source does not exist.',
  'datastore.table_not_found': 'The table {{table}} was not found in this database.',
  'datastore.not_configured': 'This data source is not set up on this server.',
  'datastore.provider_failed': 'The data provider did not answer. Try again later.',
  'datastore.connection_failed': 'The connection could not be completed. Try again.',
  'datastore.file_type': 'This file type is not supported. Upload one of: {{types}}.',
  'datastore.file_too_large': 'The file is larger than {{mb}} MB.',
  'datastore.file_empty': 'The file is empty.',
  'datastore.replace_other_type':
    'A data set is replaced only by a file of the same type: choose a .{{type}} file, or upload this one as a new data set.',
  'datastore.file_encoding':
    'The file is not valid UTF-8 text. Save it as UTF-8 and upload it again.',
  'datastore.file_unreadable': 'The file could not be read as a table.',
  'datastore.no_usable_column': 'The file has no column that can be asked about.',
  'datastore.file_json_depth':
    'The JSON file nests more than {{max}} levels deep. Upload a table: one object per row.',
  'datastore.file_json_record_size': 'One record of the JSON file is larger than {{mb}} MB.',
  'datastore.file_json_syntax': 'The JSON file is not valid JSON: its brackets do not match.',
  'datastore.file_xlsx_rows': 'The worksheet has more than {{max}} rows.',
  'datastore.file_xlsx_cells': 'The worksheet has more than {{max}} cells.',
  'datastore.file_columns': 'The file has more than {{max}} columns.',
  'datastore.file_memory': 'Loading the file needs more than the {{mb}} MB of memory allowed.',
  'datastore.file_time':
    'Loading the file took longer than {{seconds}} seconds, so it was stopped.',
  'datastore.storage_quota':
    'Your files would take {{used_mb}} MB, more than the {{quota_mb}} MB your {{plan}} plan allows. Remove a data source or change plan.',
  'datastore.query_timeout':
    'This question took too long to answer, so it was stopped. Try a shorter date range or a simpler question.',
  'datastore.db_auth_failed': 'The database refused the user name or password.',
  'datastore.db_not_found': 'That database does not exist on the server.',
  'datastore.db_access_denied': 'This user may not open that database, or it does not exist.',
  'datastore.db_unreachable': 'The database server could not be reached. Check the host and port.',
  'datastore.db_timeout':
    'The database took longer than {{seconds}} seconds to answer; the query was stopped.',
  'datastore.db_timeout_question':
    'The database took too long to answer this question, so it was stopped. Try a shorter date range.',
  'datastore.db_read_only': 'Parley only reads from your database.',
  'datastore.db_query_failed': 'The database could not answer this question.',
  'collections.not_found': 'Collection not found.',
  'collections.card_exist_in_collection': 'This question is already in that collection.',
  'collections.already_exists': 'This collection already exists.',
  'collections.same_collection': 'Pick a collection other than this one.',
  'collections.layout_conflict':
    'The layout was changed elsewhere in the meantime. It has been reloaded; arrange it again.',
  'collections.failed_to_load_card': 'Failed to load card. Tap to retry.',
  'feedback.fields_only_for_thumbs_down': 'Reasons can only be given with a thumbs-down.',
  'digests.unsubscribe_invalid':
    'This unsubscribe link is not valid. Change the digest in the collection’s settings instead.',
  'digests.unsubscribed':
    'You will no longer receive the digest of “{{name}}”. You can switch it on again in the collection’s settings.',
  'digests.unsubscribe_confirm': 'Stop the e-mail digest of “{{name}}”?',
  'digests.unsubscribe_button': 'Unsubscribe',
  'digests.preview_queued': 'A preview is on its way to {{email}}.',
  'reports.no_strategy':
    'Fill in the organisation strategy first: the report is written around it.',
  'reports.not_found': 'This report was not found.',
  'datastore.db_host_not_allowed':
    'Parley does not connect to this address: it belongs to a private network. Use the public address of your database server.',
  'errors.idempotency_key_invalid':
    'The Idempotency-Key header must be 1 to 200 visible characters without spaces.',
  'errors.idempotency_key_reused':
    'This Idempotency-Key was already used for a different request. Send a new key for a new action.',
  'errors.body_too_large': 'The request is larger than allowed.',
  'errors.body_too_deep': 'The request nests too many levels deep.',
  'card_image.no_chart': 'This card has no chart to draw.',
  'conversation.unknown_source':
    'Questions cannot go to a {{type}} source here. Choose another data source.',
};

export type ApiMessageKey = keyof typeof en;
export type ApiMessageLanguage = 'en' | 'tr';

const tr: Record<ApiMessageKey, string> = {
  'validation.required': 'Bu alan zorunludur.',
  'validation.email': 'Geçerli bir e-posta adresi girin.',
  'validation.password': 'En az 8 karakter kullanın: bir harf, bir rakam ve bir özel karakter.',
  'validation.min_value': 'Değer çok küçük.',
  'validation.max_value': 'Değer çok büyük.',
  'validation.min_length': 'Değer çok kısa.',
  'validation.max_length': 'Değer çok uzun.',
  'validation.invalid': 'İstek geçerli değil.',
  'validation.country': 'Listeden bir ülke seçin.',
  'validation.countries': '“{{value}}” ülke listesinde yok. Ülkeleri listeden seçin.',
  'validation.timezone': 'Europe/Istanbul gibi bir IANA saat dilimi seçin.',
  'errors.unauthorized': 'Lütfen giriş yapın.',
  'errors.forbidden': 'Bunu yapma izniniz yok.',
  'errors.xsrf': 'Sahtecilik önleme anahtarı eksik ya da yanlış. Sayfayı yenileyip tekrar deneyin.',
  'errors.not_found': 'Bulunamadı.',
  'errors.metrics_token':
    'Ölçümler için METRICS_TOKEN ile belirlenen taşıyıcı anahtar gerekir (Authorization: Bearer …).',
  'errors.metrics_local_only':
    'METRICS_TOKEN belirlenmediği sürece ölçümler yalnızca bu sunucunun kendisine verilir.',
  'errors.conflict': 'Aynı anda başka biri bunu değiştirdi. Yenileyip tekrar deneyin.',
  'errors.internal': 'Üzgünüz, bu şu anda düzgün çalışmıyor. Hatadan haberdarız ve düzeltiyoruz.',
  'errors.limit': 'Planınızın sınırına ulaştınız.',
  'errors.unreadable_record':
    'Bu öğenin geçmişinin bir kısmı okunamıyor ve onarım için ayrıldı. Geri kalan her şey olağan şekilde çalışıyor; bunu daha sonra tekrar deneyin.',
  'human_check.failed': 'Lütfen insan doğrulamasını tamamlayıp tekrar deneyin.',
  'errors.rate_limited': 'Çok fazla deneme. Lütfen bir dakika bekleyip tekrar deneyin.',
  'login.failed_to_login': 'E-posta adresi ya da parola doğru değil.',
  'login.link_invalid':
    'Bu bağlantının süresi dolmuş ya da daha önce kullanılmış. Yeni bir bağlantı isteyin.',
  'login.email_sent':
    'Size bir e-posta gönderdik. Bağlantı bir saat geçerlidir ve bir kez çalışır.',
  'login.signed_in': 'Giriş yaptınız.',
  'login.password_changed_successfully': 'Parolanız değiştirildi.',
  'login.provider_disabled': 'Bu giriş yöntemi kapalı.',
  'login.couldnt_send_signin_email':
    'Giriş e-postası gönderilemedi. Lütfen biraz sonra tekrar deneyin ya da başka bir giriş yöntemi kullanın.',
  'register.signup_disabled': 'Yeni hesap oluşturma kapalı.',
  'register.already_registered': 'Bu hesap zaten var.',
  'onboarding.already_registered': 'Kaydınız zaten tamamlandı.',
  'flags.rc_not_settable':
    'Kayıt, bir bayrak ayarlanarak değil kayıt formu doldurularak tamamlanır.',
  'tenant.not_found': 'Bu hesap yok.',
  'validation.one_of': 'Şunlardan birini seçin: {{choices}}.',
  'validation.all_equal': 'Değerler aynı olmalı.',
  'login.passwords_must_be_same': 'Parolalar aynı olmalı.',
  'settings.type_delete_to_confirm': 'Onaylamak için {{word}} yazın.',
  'settings.file_type_error': 'JPG, JPEG ya da PNG bir resim seçin.',
  'settings.file_size_limit_error': 'Resim en fazla 256 KB olabilir.',
  'settings.account_deleted': 'Hesabınız silindi.',
  'settings.current_password_wrong': 'Mevcut parolanız doğru değil.',
  'settings.current_password_required': 'Siz olduğunuzu doğrulamak için mevcut parolanızı yazın.',
  'login.slow_down_one':
    'Bu adres için çok fazla yanlış parola girildi. {{count}} saniye bekleyip yeniden deneyin ya da e-postayla gelen bağlantıyla giriş yapın.',
  'login.slow_down_other':
    'Bu adres için çok fazla yanlış parola girildi. {{count}} saniye bekleyip yeniden deneyin ya da e-postayla gelen bağlantıyla giriş yapın.',
  'login.locked_one':
    'Bu adres için çok fazla yanlış parola girildi: parolayla giriş {{count}} dakika duraklatıldı. E-postayla gelen bağlantıyla giriş yapın ya da parolayı sıfırlayın.',
  'login.locked_other':
    'Bu adres için çok fazla yanlış parola girildi: parolayla giriş {{count}} dakika duraklatıldı. E-postayla gelen bağlantıyla giriş yapın ya da parolayı sıfırlayın.',
  'oauth.consent_expired':
    'Bu hesap bağlama isteğinin süresi dolmuş ya da zaten yanıtlanmış. Bağlamayı asistandan yeniden başlatın.',
  'settings.reauthenticate':
    'Yeniden giriş yapın (giriş bağlantısı ya da Google ile) ve 10 dakika içinde tekrar deneyin.',
  'settings.updated': 'Kaydedildi.',
  'plans.limit_reached.collections': '{{plan}} planınız {{max}} koleksiyona izin verir.',
  'plans.limit_reached.cards_per_collection':
    '{{plan}} planınız bir koleksiyonda {{max}} karta izin verir.',
  'plans.limit_reached.conversations_per_month':
    '{{plan}} planınız ayda {{max}} konuşmaya izin verir.',
  'plans.limit_reached.ai_insights_per_month':
    '{{plan}} planınız ayda {{max}} yapay zekâ içgörüsü isteğine izin verir.',
  'plans.limit_reached.digest': '{{plan}} planınız {{max}} özetleri içermez.',
  'datastore.invalid_configuration': 'Geçersiz yapılandırma.',
  'datastore.account_not_found': 'Bu hesap bu bağlantıya ait değil.',
  'datastore.reconnect_required':
    'Bu bağlantı iptal edildi ya da erişimi sona erdi. Yeniden bağlanın.',
  'datastore.already_revoked': 'Bu bağlantı zaten iptal edildi.',
  'datastore.revoke_not_supported': 'Yalnızca OAuth ile bağlanan kaynaklar iptal edilebilir.',
  'datastore.inactive': 'Bu bağlantı etkin değil. Önce etkinleştirin.',
  'datastore.select_account': 'Önce bu veri kaynağı için bir hesap seçin.',
  'datastore.source_not_found': 'Bu veri kaynağı yok.',
  'datastore.table_not_found': '{{table}} tablosu bu veritabanında bulunamadı.',
  'datastore.not_configured': 'Bu veri kaynağı bu sunucuda kurulu değil.',
  'datastore.provider_failed': 'Veri sağlayıcısı yanıt vermedi. Daha sonra tekrar deneyin.',
  'datastore.connection_failed': 'Bağlantı tamamlanamadı. Tekrar deneyin.',
  'datastore.file_type': 'Bu dosya türü desteklenmiyor. Şunlardan birini yükleyin: {{types}}.',
  'datastore.file_too_large': 'Dosya {{mb}} MB sınırını aşıyor.',
  'datastore.file_empty': 'Dosya boş.',
  'datastore.replace_other_type':
    'Bir veri kümesi yalnızca aynı türde bir dosyayla değiştirilir: bir .{{type}} dosyası seçin ya da bu dosyayı yeni bir veri kümesi olarak yükleyin.',
  'datastore.file_encoding':
    'Dosya geçerli UTF-8 metin değil. UTF-8 olarak kaydedip yeniden yükleyin.',
  'datastore.file_unreadable': 'Dosya bir tablo olarak okunamadı.',
  'datastore.no_usable_column': 'Dosyada sorulabilecek bir sütun yok.',
  'datastore.file_json_depth':
    'JSON dosyası {{max}} düzeyden daha derin iç içe. Bir tablo yükleyin: her satır için bir nesne.',
  'datastore.file_json_record_size': 'JSON dosyasındaki bir kayıt {{mb}} MB sınırını aşıyor.',
  'datastore.file_json_syntax': 'JSON dosyası geçerli değil: parantezleri eşleşmiyor.',
  'datastore.file_xlsx_rows': 'Çalışma sayfasında {{max}} satırdan fazla var.',
  'datastore.file_xlsx_cells': 'Çalışma sayfasında {{max}} hücreden fazla var.',
  'datastore.file_columns': 'Dosyada {{max}} sütundan fazla var.',
  'datastore.file_memory':
    'Dosyayı yüklemek izin verilen {{mb}} MB bellekten fazlasını gerektiriyor.',
  'datastore.file_time': 'Dosyanın yüklenmesi {{seconds}} saniyeden uzun sürdüğü için durduruldu.',
  'datastore.storage_quota':
    'Dosyalarınız {{used_mb}} MB yer kaplayacaktı; {{plan}} planınız {{quota_mb}} MB izin veriyor. Bir veri kaynağını kaldırın ya da planınızı değiştirin.',
  'datastore.query_timeout':
    'Bu sorunun yanıtı çok uzun sürdüğü için durduruldu. Daha kısa bir tarih aralığı ya da daha basit bir soru deneyin.',
  'datastore.db_auth_failed': 'Veritabanı kullanıcı adını ya da parolayı kabul etmedi.',
  'datastore.db_not_found': 'Sunucuda bu adla bir veritabanı yok.',
  'datastore.db_access_denied': 'Bu kullanıcı o veritabanını açamıyor ya da veritabanı yok.',
  'datastore.db_unreachable':
    'Veritabanı sunucusuna ulaşılamadı. Sunucu adını ve bağlantı noktasını kontrol edin.',
  'datastore.db_timeout': 'Veritabanı {{seconds}} saniyede yanıt vermedi; sorgu durduruldu.',
  'datastore.db_timeout_question':
    'Veritabanı bu soruyu çok uzun sürede yanıtladığı için sorgu durduruldu. Daha kısa bir tarih aralığı deneyin.',
  'datastore.db_read_only': 'Parley veritabanınızdan yalnızca okur.',
  'datastore.db_query_failed': 'Veritabanı bu soruyu yanıtlayamadı.',
  'collections.not_found': 'Koleksiyon bulunamadı.',
  'collections.card_exist_in_collection': 'Bu soru o koleksiyonda zaten var.',
  'collections.already_exists': 'Bu koleksiyon zaten var.',
  'collections.same_collection': 'Bundan başka bir koleksiyon seçin.',
  'collections.layout_conflict':
    'Yerleşim bu arada başka bir yerde değişti. Yeniden yüklendi; lütfen tekrar düzenleyin.',
  'collections.failed_to_load_card': 'Kart yüklenemedi. Tekrar denemek için dokunun.',
  'feedback.fields_only_for_thumbs_down': 'Nedenler yalnızca olumsuz oyla birlikte seçilebilir.',
  'digests.unsubscribe_invalid':
    'Bu abonelikten çıkma bağlantısı geçerli değil. Özeti koleksiyonun ayarlarından değiştirin.',
  'digests.unsubscribed':
    '“{{name}}” özetini artık almayacaksınız. Koleksiyonun ayarlarından yeniden açabilirsiniz.',
  'digests.unsubscribe_confirm': '“{{name}}” e-posta özeti durdurulsun mu?',
  'digests.unsubscribe_button': 'Abonelikten çık',
  'digests.preview_queued': 'Önizleme {{email}} adresine gönderiliyor.',
  'reports.no_strategy': 'Önce organizasyon stratejisini doldurun: rapor onun üzerine yazılır.',
  'reports.not_found': 'Bu rapor bulunamadı.',
  'datastore.db_host_not_allowed':
    'Parley bu adrese bağlanmaz: özel bir ağa ait. Veritabanı sunucunuzun herkese açık adresini kullanın.',
  'errors.idempotency_key_invalid':
    'Idempotency-Key başlığı boşluksuz, 1 ile 200 arasında görünür karakter olmalıdır.',
  'errors.idempotency_key_reused':
    'Bu Idempotency-Key farklı bir istek için zaten kullanıldı. Yeni bir işlem için yeni bir anahtar gönderin.',
  'errors.body_too_large': 'İstek izin verilenden büyük.',
  'errors.body_too_deep': 'İstek çok fazla düzey iç içe.',
  'card_image.no_chart': 'Bu kartta çizilecek bir grafik yok.',
  'conversation.unknown_source':
    'Sorular burada {{type}} kaynağına gönderilemez. Başka bir veri kaynağı seçin.',
};

export const API_MESSAGES: Record<ApiMessageLanguage, Record<ApiMessageKey, string>> = { en, tr };

export type MessageTree = { [key: string]: string | MessageTree };

/** Dotted keys as the nested tree i18next resources are (`a.b` → `{ a: { b } }`). */
export function messageTree(flat: Readonly<Record<string, string>>): MessageTree {
  const tree: MessageTree = {};
  for (const [key, text] of Object.entries(flat)) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[path[path.length - 1]] = text;
  }
  return tree;
}
