import { useTranslation } from 'react-i18next';
import type { SignInEvent } from '../../types/sign-in';

// Every view past the first (send a link, reset, a mail sent) leads back to the other sign-in ways.
export function OtherWaysButton({ dispatch }: { dispatch: (event: SignInEvent) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="link-button" onClick={() => dispatch({ type: 'back' })}>
      {t('login.other_ways')}
    </button>
  );
}
