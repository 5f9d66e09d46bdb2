import { registerMessages } from '../i18n/server-messages';

// Server wording of the keys auth and tenant calls answer with (spec §8 where it names them).
export function registerAuthMessages(): void {
  registerMessages('en', {
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
    'validation.one_of': 'Choose one of: {choices}.',
    'validation.all_equal': 'The values must be the same.',
    'login.passwords_must_be_same': 'The passwords must be the same.',
    'settings.type_delete_to_confirm': 'Type {word} to confirm.',
    'settings.file_type_error': 'Choose a JPG, JPEG or PNG picture.',
    'settings.file_size_limit_error': 'The picture must be at most 256 KB.',
    'settings.account_deleted': 'Your account has been deleted.',
    'settings.current_password_wrong': 'Your current password is not right.',
    'settings.current_password_required': 'Type your current password to confirm it is you.',
    'login.slow_down':
      'Too many wrong passwords for this address. Wait {seconds} seconds and try again, or sign in with a link by e-mail.',
    'login.locked':
      'Too many wrong passwords for this address: signing in with the password is paused for {minutes} minutes. Sign in with a link by e-mail, or reset the password.',
    'oauth.consent_expired':
      'This account linking request has expired or was already answered. Start the linking again from the assistant.',
    'settings.reauthenticate':
      'Sign in again (with a sign-in link or Google) and try within 10 minutes.',
    'settings.updated': 'Saved.',
    'plans.limit_reached.collections': 'Your {plan} plan allows {max} collections.',
    'plans.limit_reached.cards_per_collection':
      'Your {plan} plan allows {max} cards in a collection.',
    'plans.limit_reached.conversations_per_month':
      'Your {plan} plan allows {max} conversations a month.',
    'plans.limit_reached.ai_insights_per_month':
      'Your {plan} plan allows {max} AI insight requests a month.',
    'plans.limit_reached.digest': 'Your {plan} plan does not include {max} digests.',
  });
  registerMessages('tr', {
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
    'validation.one_of': 'Şunlardan birini seçin: {choices}.',
    'validation.all_equal': 'Değerler aynı olmalı.',
    'login.passwords_must_be_same': 'Parolalar aynı olmalı.',
    'settings.type_delete_to_confirm': 'Onaylamak için {word} yazın.',
    'settings.file_type_error': 'JPG, JPEG ya da PNG bir resim seçin.',
    'settings.file_size_limit_error': 'Resim en fazla 256 KB olabilir.',
    'settings.account_deleted': 'Hesabınız silindi.',
    'settings.current_password_wrong': 'Mevcut parolanız doğru değil.',
    'settings.current_password_required': 'Siz olduğunuzu doğrulamak için mevcut parolanızı yazın.',
    'login.slow_down':
      'Bu adres için çok fazla yanlış parola girildi. {seconds} saniye bekleyip yeniden deneyin ya da e-postayla gelen bağlantıyla giriş yapın.',
    'login.locked':
      'Bu adres için çok fazla yanlış parola girildi: parolayla giriş {minutes} dakika duraklatıldı. E-postayla gelen bağlantıyla giriş yapın ya da parolayı sıfırlayın.',
    'oauth.consent_expired':
      'Bu hesap bağlama isteğinin süresi dolmuş ya da zaten yanıtlanmış. Bağlamayı asistandan yeniden başlatın.',
    'settings.reauthenticate':
      'Yeniden giriş yapın (giriş bağlantısı ya da Google ile) ve 10 dakika içinde tekrar deneyin.',
    'settings.updated': 'Kaydedildi.',
    'plans.limit_reached.collections': '{plan} planınız {max} koleksiyona izin verir.',
    'plans.limit_reached.cards_per_collection':
      '{plan} planınız bir koleksiyonda {max} karta izin verir.',
    'plans.limit_reached.conversations_per_month':
      '{plan} planınız ayda {max} konuşmaya izin verir.',
    'plans.limit_reached.ai_insights_per_month':
      '{plan} planınız ayda {max} yapay zekâ içgörüsü isteğine izin verir.',
    'plans.limit_reached.digest': '{plan} planınız {max} özetleri içermez.',
  });
}
