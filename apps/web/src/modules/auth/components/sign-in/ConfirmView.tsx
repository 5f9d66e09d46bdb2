import { useTranslation } from 'react-i18next';
import type { SignInEvent, SignInView } from '../../types/sign-in';
import { OtherWaysButton } from './OtherWaysButton';

const sentKey: Partial<Record<SignInView, string>> = {
  login_with_link_confirm: 'login.link_sent',
  register_confirm: 'login.register_sent',
  forgot_password_confirm: 'login.forgot_sent',
};

// Spec §2: an e-mail was sent; the link expires in an hour and works once; a way back to the other sign-in ways.
export function ConfirmView({
  view,
  email,
  dispatch,
}: {
  view: SignInView;
  email: string;
  dispatch: (event: SignInEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sign-in__view sign-in__confirm" data-view={view}>
      <div className="sign-in__mail-icon" aria-hidden="true">
        ✉
      </div>
      <h2 className="sign-in__heading">{t('login.link_sent_title')}</h2>
      <p>{t(sentKey[view] ?? 'login.link_sent', { email })}</p>
      <p className="sign-in__note">{t('login.expires')}</p>
      <OtherWaysButton dispatch={dispatch} />
    </div>
  );
}
