import { emailRules } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/hooks/useForm';
import type { SignInEvent, SignInState } from '../../types/sign-in';
import { TextField } from '@parley/ui';
import { OtherWaysButton } from './OtherWaysButton';

export type SendKind = 'login_with_link' | 'register' | 'forgot_password';

// Registering has no heading of its own: the card's title already says 'Create your … account'.
const texts: Record<SendKind, { title?: string; intro: string; send: string }> = {
  login_with_link: {
    title: 'login.link_title',
    intro: 'login.link_intro',
    send: 'login.send_link',
  },
  register: {
    intro: 'login.register_intro',
    send: 'login.register_send',
  },
  forgot_password: {
    title: 'login.forgot_title',
    intro: 'login.forgot_intro',
    send: 'login.forgot_send',
  },
};

export type SendLinkViewProps = {
  kind: SendKind;
  state: SignInState;
  dispatch: (event: SignInEvent) => void;
  busy: boolean;
  onSend: (kind: SendKind, email: string) => void;
};

// The three views that only ask for an address and e-mail a link.
export function SendLinkView({ kind, state, dispatch, busy, onSend }: SendLinkViewProps) {
  const { t } = useTranslation();
  const form = useForm({ email: state.email }, emailRules);
  const email = form.field('email');
  const text = texts[kind];
  return (
    <div className="sign-in__view" data-view={kind}>
      {text.title ? <h2 className="sign-in__heading">{t(text.title)}</h2> : null}
      <p className="sign-in__intro">{t(text.intro)}</p>
      <form
        noValidate
        onSubmit={form.submit((values) => {
          dispatch({ type: 'email', email: values.email });
          onSend(kind, values.email);
        })}
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          {...email}
          autoFocus={state.focusField}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t(text.send)}
        </button>
      </form>
      <OtherWaysButton dispatch={dispatch} />
    </div>
  );
}
