import { registerMessages } from '../i18n/server-messages';

// Wording of the datastore.* keys (spec §8) and of what a data source can say went wrong.
export function registerDataSourceMessages(): void {
  registerMessages('en', {
    'datastore.invalid_configuration': 'Invalid configuration provided.',
    'datastore.account_not_found': 'That account is not part of this connection.',
    'datastore.reconnect_required':
      'This connection was revoked or its access expired. Connect it again.',
    'datastore.already_revoked': 'This connection is already revoked.',
    'datastore.revoke_not_supported': 'Only connections signed in with OAuth can be revoked.',
    'datastore.inactive': 'This connection is inactive. Activate it first.',
    'datastore.select_account': 'Choose an account for this data source first.',
    'datastore.source_not_found': 'That data source does not exist.',
    'datastore.table_not_found': 'The table {table} was not found in this database.',
    'datastore.not_configured': 'This data source is not set up on this server.',
    'datastore.provider_failed': 'The data provider did not answer. Try again later.',
    'datastore.connection_failed': 'The connection could not be completed. Try again.',
    'datastore.file_type': 'This file type is not supported. Upload one of: {types}.',
    'datastore.file_too_large': 'The file is larger than {mb} MB.',
    'datastore.file_empty': 'The file is empty.',
    'datastore.replace_other_type':
      'A data set is replaced only by a file of the same type: choose a .{type} file, or upload this one as a new data set.',
    'datastore.file_encoding':
      'The file is not valid UTF-8 text. Save it as UTF-8 and upload it again.',
    'datastore.file_unreadable': 'The file could not be read as a table.',
    'datastore.no_usable_column': 'The file has no column that can be asked about.',
    'datastore.file_json_depth':
      'The JSON file nests more than {max} levels deep. Upload a table: one object per row.',
    'datastore.file_json_record_size': 'One record of the JSON file is larger than {mb} MB.',
    'datastore.file_json_syntax': 'The JSON file is not valid JSON: its brackets do not match.',
    'datastore.file_xlsx_rows': 'The worksheet has more than {max} rows.',
    'datastore.file_xlsx_cells': 'The worksheet has more than {max} cells.',
    'datastore.file_columns': 'The file has more than {max} columns.',
    'datastore.file_memory': 'Loading the file needs more than the {mb} MB of memory allowed.',
    'datastore.file_time':
      'Loading the file took longer than {seconds} seconds, so it was stopped.',
    'datastore.storage_quota':
      'Your files would take {used_mb} MB, more than the {quota_mb} MB your {plan} plan allows. Remove a data source or change plan.',
    'datastore.query_timeout':
      'This question took too long to answer, so it was stopped. Try a shorter date range or a simpler question.',
    'datastore.db_auth_failed': 'The database refused the user name or password.',
    'datastore.db_not_found': 'That database does not exist on the server.',
    'datastore.db_access_denied': 'This user may not open that database, or it does not exist.',
    'datastore.db_unreachable':
      'The database server could not be reached. Check the host and port.',
    'datastore.db_timeout':
      'The database took longer than {seconds} seconds to answer; the query was stopped.',
    'datastore.db_timeout_question':
      'The database took too long to answer this question, so it was stopped. Try a shorter date range.',
    'datastore.db_read_only': 'Parley only reads from your database.',
    'datastore.db_query_failed': 'The database could not answer this question.',
  });
  registerMessages('tr', {
    'datastore.invalid_configuration': 'Geçersiz yapılandırma.',
    'datastore.account_not_found': 'Bu hesap bu bağlantıya ait değil.',
    'datastore.reconnect_required':
      'Bu bağlantı iptal edildi ya da erişimi sona erdi. Yeniden bağlanın.',
    'datastore.already_revoked': 'Bu bağlantı zaten iptal edildi.',
    'datastore.revoke_not_supported': 'Yalnızca OAuth ile bağlanan kaynaklar iptal edilebilir.',
    'datastore.inactive': 'Bu bağlantı etkin değil. Önce etkinleştirin.',
    'datastore.select_account': 'Önce bu veri kaynağı için bir hesap seçin.',
    'datastore.source_not_found': 'Bu veri kaynağı yok.',
    'datastore.table_not_found': '{table} tablosu bu veritabanında bulunamadı.',
    'datastore.not_configured': 'Bu veri kaynağı bu sunucuda kurulu değil.',
    'datastore.provider_failed': 'Veri sağlayıcısı yanıt vermedi. Daha sonra tekrar deneyin.',
    'datastore.connection_failed': 'Bağlantı tamamlanamadı. Tekrar deneyin.',
    'datastore.file_type': 'Bu dosya türü desteklenmiyor. Şunlardan birini yükleyin: {types}.',
    'datastore.file_too_large': 'Dosya {mb} MB sınırını aşıyor.',
    'datastore.file_empty': 'Dosya boş.',
    'datastore.replace_other_type':
      'Bir veri kümesi yalnızca aynı türde bir dosyayla değiştirilir: bir .{type} dosyası seçin ya da bu dosyayı yeni bir veri kümesi olarak yükleyin.',
    'datastore.file_encoding':
      'Dosya geçerli UTF-8 metin değil. UTF-8 olarak kaydedip yeniden yükleyin.',
    'datastore.file_unreadable': 'Dosya bir tablo olarak okunamadı.',
    'datastore.no_usable_column': 'Dosyada sorulabilecek bir sütun yok.',
    'datastore.file_json_depth':
      'JSON dosyası {max} düzeyden daha derin iç içe. Bir tablo yükleyin: her satır için bir nesne.',
    'datastore.file_json_record_size': 'JSON dosyasındaki bir kayıt {mb} MB sınırını aşıyor.',
    'datastore.file_json_syntax': 'JSON dosyası geçerli değil: parantezleri eşleşmiyor.',
    'datastore.file_xlsx_rows': 'Çalışma sayfasında {max} satırdan fazla var.',
    'datastore.file_xlsx_cells': 'Çalışma sayfasında {max} hücreden fazla var.',
    'datastore.file_columns': 'Dosyada {max} sütundan fazla var.',
    'datastore.file_memory':
      'Dosyayı yüklemek izin verilen {mb} MB bellekten fazlasını gerektiriyor.',
    'datastore.file_time': 'Dosyanın yüklenmesi {seconds} saniyeden uzun sürdüğü için durduruldu.',
    'datastore.storage_quota':
      'Dosyalarınız {used_mb} MB yer kaplayacaktı; {plan} planınız {quota_mb} MB izin veriyor. Bir veri kaynağını kaldırın ya da planınızı değiştirin.',
    'datastore.query_timeout':
      'Bu sorunun yanıtı çok uzun sürdüğü için durduruldu. Daha kısa bir tarih aralığı ya da daha basit bir soru deneyin.',
    'datastore.db_auth_failed': 'Veritabanı kullanıcı adını ya da parolayı kabul etmedi.',
    'datastore.db_not_found': 'Sunucuda bu adla bir veritabanı yok.',
    'datastore.db_access_denied': 'Bu kullanıcı o veritabanını açamıyor ya da veritabanı yok.',
    'datastore.db_unreachable':
      'Veritabanı sunucusuna ulaşılamadı. Sunucu adını ve bağlantı noktasını kontrol edin.',
    'datastore.db_timeout': 'Veritabanı {seconds} saniyede yanıt vermedi; sorgu durduruldu.',
    'datastore.db_timeout_question':
      'Veritabanı bu soruyu çok uzun sürede yanıtladığı için sorgu durduruldu. Daha kısa bir tarih aralığı deneyin.',
    'datastore.db_read_only': 'Parley veritabanınızdan yalnızca okur.',
    'datastore.db_query_failed': 'Veritabanı bu soruyu yanıtlayamadı.',
  });
}
